import { request } from 'undici';
import { ShopClient } from '../support/graphql-client.ts';

// Shared by the cart contract tests: the cart through the gateway's API, and the cart as the
// reference upstream stores it (read with a login straight to the upstream, as the ERP returns it).

export const CART_FIELDS = `lineCount itemCount
  total { amount formatted }
  previewTotal { amount formatted }
  freeShipping { threshold { amount } gap { amount formatted } reached message }
  lines { id productId articleId sku name color colorName size quantity available
    image { url } unitPrice { price { amount formatted } } lineTotal { amount } previewTotal { amount } }`;

export interface CartLineView {
  id: string;
  productId: string;
  articleId: string;
  sku: string;
  name: string;
  color: string | null;
  colorName: string | null;
  size: string | null;
  quantity: number;
  available: number;
  image: { url: string } | null;
  unitPrice: { price: { amount: number; formatted: string } } | null;
  lineTotal: { amount: number } | null;
  previewTotal: { amount: number } | null;
}

export interface CartView {
  lineCount: number;
  itemCount: number;
  total: { amount: number; formatted: string } | null;
  previewTotal: { amount: number; formatted: string } | null;
  freeShipping: {
    threshold: { amount: number };
    gap: { amount: number; formatted: string };
    reached: boolean;
    message: string;
  } | null;
  lines: CartLineView[];
}

export interface CartPayload {
  cart: CartView;
  addedQuantity: number;
  userErrors: { code: string; message: string }[];
}

export interface LineInput {
  productId: string;
  articleId?: string | null;
  quantity: number;
}

/** An orderable size: visible, not unavailable, with its stock as the gateway reports it. */
export interface Article {
  productId: string;
  articleId: string;
  color: string;
  size: string;
  stock: number;
  /** What can be ordered: the stock plus the supplier's free arrivals. */
  orderable: number;
}

/** A grid cell of an article: what `cartLinesAdd` takes. */
export const cell = (a: Article, quantity: number): LineInput => ({
  productId: a.productId,
  articleId: a.articleId,
  quantity,
});

/** A client logged in as `username` (password the same), on the given company. */
export async function logInAs(
  baseUrl: string,
  username: string,
  tenant: 1 | 2 | 3 | 4 = 1,
): Promise<ShopClient> {
  const client = new ShopClient(baseUrl, tenant);
  const res = await client.login(username);
  if (res.data?.login.userErrors.length !== 0) {
    throw new Error(
      `login of ${username} failed: ${JSON.stringify(res.data?.login.userErrors ?? res.errors)}`,
    );
  }
  return client;
}

export async function readCart(client: ShopClient): Promise<CartView> {
  const res = await client.gql<{ cart: CartView }>(`{ cart { ${CART_FIELDS} } }`);
  if (!res.data) throw new Error(`cart query failed: ${JSON.stringify(res.errors)}`);
  return res.data.cart;
}

export function addLines(client: ShopClient, lines: LineInput[]) {
  return client.gql<{ cartLinesAdd: CartPayload }>(
    `mutation($input: CartLinesAddInput!) { cartLinesAdd(input: $input) { cart { ${CART_FIELDS} } addedQuantity userErrors { code message } } }`,
    { input: { lines } },
  );
}

/** One line change; resolves to its payload (throws on a GraphQL error). */
export async function lineMutation(
  client: ShopClient,
  name: 'cartLineDecrease' | 'cartLineRemove' | 'cartLineUpdate',
  input: Record<string, unknown>,
): Promise<CartPayload> {
  const type = name === 'cartLineUpdate' ? 'CartLineUpdateInput' : 'CartLineIdInput';
  const res = await client.gql<Record<string, CartPayload | undefined>>(
    `mutation($input: ${type}!) { ${name}(input: $input) { cart { ${CART_FIELDS} } addedQuantity userErrors { code message } } }`,
    { input },
  );
  const payload = res.data?.[name];
  if (!payload) throw new Error(`${name} failed: ${JSON.stringify(res.errors)}`);
  return payload;
}

export function clearCart(client: ShopClient) {
  return client.gql<{ cartClear: CartPayload }>(
    `mutation { cartClear { cart { ${CART_FIELDS} } addedQuantity userErrors { code message } } }`,
  );
}

/** Orderable sizes with at least `minStock` pieces, from the first products of the listing. */
export async function findArticles(client: ShopClient, minStock: number, want: number): Promise<Article[]> {
  const found: Article[] = [];
  for (let page = 1; found.length < want && page <= 5; page += 1) {
    const list = await client.gql<{ products: { items: { id: string }[] } }>(
      'query($page: Int) { products(page: $page, pageSize: 42) { items { id } } }',
      { page },
    );
    for (const { id } of list.data?.products.items ?? []) {
      const res = await client.gql<{
        product: {
          variations: {
            color: string;
            sizes: {
              id: string;
              name: string;
              stock: number | null;
              arrivals: number | null;
              unavailable: boolean;
            }[];
          }[];
        } | null;
      }>(
        'query($id: ID!) { product(id: $id) { variations { color sizes { id name stock arrivals unavailable } } } }',
        { id },
      );
      for (const v of res.data?.product?.variations ?? []) {
        for (const s of v.sizes) {
          if (!s.unavailable && (s.stock ?? 0) >= minStock) {
            const stock = s.stock ?? 0;
            found.push({
              productId: id,
              articleId: s.id,
              color: v.color,
              size: s.name,
              stock,
              orderable: stock + (s.arrivals ?? 0),
            });
          }
        }
      }
      if (found.length >= want) break;
    }
  }
  if (found.length < want) throw new Error(`only ${found.length} articles with ${minStock}+ pieces`);
  return found.slice(0, want);
}

/** The cart the upstream keeps for a user, as its login returns it (tenant 1). */
export async function upstreamCart(
  upstreamUrl: string,
  username: string,
  password = username,
): Promise<Record<string, unknown>[]> {
  const res = await request(`${upstreamUrl.replace(/\/+$/, '')}/1/pegaso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password, withoutAppOrder: 'true' }).toString(),
  });
  const body = (await res.body.json()) as { user?: { cart?: string } };
  return JSON.parse(body.user?.cart ?? '[]') as Record<string, unknown>[];
}

/** Pieces of the upstream's saved cart. */
export const piecesOf = (items: Record<string, unknown>[]) =>
  items.reduce((sum, i) => sum + Number(i.quantity), 0);

/** A size as the upstream lists it for a company: its customer price (pricesco) and stock. */
export interface UpstreamSize {
  productId: string;
  articleId: string;
  pricesco: number;
  promo: number;
  stock: number;
}

/** The sizes of a company's public catalogue, straight from the upstream's getProducts. */
export async function upstreamSizes(upstreamUrl: string, company: number): Promise<UpstreamSize[]> {
  const res = await request(`${upstreamUrl.replace(/\/+$/, '')}/${company}/pegaso/getProducts`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: JSON.stringify({ username: '', password: '', recommended: [] }),
  });
  type Product = {
    id: number;
    variation: { size: { IDArtSizeColor: number; pricesco: number; promo: number; stock?: number }[] }[];
  };
  const body = (await res.body.json()) as { items?: Product[]; itemsNoParsed?: string };
  const items = body.items ?? (JSON.parse(body.itemsNoParsed ?? '[]') as Product[]);
  return items.flatMap((p) =>
    p.variation.flatMap((v) =>
      v.size.map((s) => ({
        productId: String(p.id),
        articleId: String(s.IDArtSizeColor),
        pricesco: s.pricesco,
        promo: s.promo,
        stock: s.stock ?? 0,
      })),
    ),
  );
}
