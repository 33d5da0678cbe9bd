import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';
import {
  arrivingArticle,
  byProductColourSize,
  noWebArticle,
  orderableArticles,
  unavailableArticle,
  wholeProduct,
} from '../support/quick-order-fixtures.ts';

// Quick order: pasted rows resolved against the catalogue, refused rows explained with a code,
// the valid ones added in one cart change through the cart's rules.
let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 60 });
});
afterAll(async () => {
  await stack?.close();
});

const PREVIEW = `mutation($input: QuickOrderPreviewInput!) { quickOrderPreview(input: $input) {
  rows { line code quantity available article { productId articleId sku size } price { price { amount } } problem { code message } }
  validCount userErrors { code message } } }`;
const ADD = `mutation($input: QuickOrderAddInput!) { quickOrderAdd(input: $input) {
  rows { line requested added problem { code message } } addedQuantity addedLines
  cart { lineCount lines { articleId quantity } } userErrors { code message } } }`;
const SIZE_PRICE = 'query($id: ID!) { product(id: $id) { variations { sizes { id price { price { amount } } } } } }';

interface Row {
  line: number;
  code: string;
  quantity: number | null;
  available: number | null;
  article: { productId: string; articleId: string; sku: string; size: string | null } | null;
  price: { price: { amount: number } } | null;
  problem: { code: string; message: string } | null;
}
interface Preview {
  quickOrderPreview: { rows: Row[]; validCount: number; userErrors: { code: string; message: string }[] };
}
interface Add {
  quickOrderAdd: {
    rows: { line: number; requested: number; added: number; problem: { code: string; message: string } | null }[];
    addedQuantity: number;
    addedLines: number;
    cart: { lineCount: number; lines: { articleId: string; quantity: number }[] };
    userErrors: { code: string }[];
  };
}

async function loggedIn(user: string) {
  const client = new ShopClient(stack.baseUrl);
  expect((await client.login(user)).data?.login.userErrors).toEqual([]);
  return client;
}

describe('quick order', () => {
  it('resolves every kind of code and explains the rows it refuses', async () => {
    const client = await loggedIn('CL002');
    const [a, b] = orderableArticles(2);
    const named = byProductColourSize();
    const whole = wholeProduct();
    const text = [
      'Codice;Quantità',
      `${a!.sku};3`,
      `${b!.sku}\t2`,
      `${named.productSku};${named.colourName};${named.size};4`,
      `${whole.sku} x 5 pz`,
      'NONESISTE-99;1',
      `${unavailableArticle().sku};2`,
      `${noWebArticle().sku};1`,
      `${a!.sku};zero`,
      `${named.productSku};1`,
    ].join('\n');
    const res = await client.gql<Preview>(PREVIEW, { input: { text } });
    expect(res.errors).toBeUndefined();
    const { rows, validCount, userErrors } = res.data!.quickOrderPreview;
    expect(userErrors).toEqual([]);
    expect(rows.map((r) => r.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rows.map((r) => r.problem?.code ?? null)).toEqual([
      null, null, null, null,
      'QUICK_ORDER_UNKNOWN_CODE', 'QUICK_ORDER_UNAVAILABLE', 'QUICK_ORDER_NO_WEB', 'INVALID_QUANTITY',
      'QUICK_ORDER_VARIANT_REQUIRED',
    ]);
    expect(rows[4]!.problem!.message).toBe('Codice articolo non trovato');
    expect(rows[5]!.problem!.message).toBe('Non disponibile');
    expect(validCount).toBe(4);
    expect(rows[2]!.article).toMatchObject({ articleId: String(named.articleId), sku: named.sku, size: named.size });
    expect(rows[3]!.article).toMatchObject({ productId: String(whole.productId), articleId: String(whole.productId) });

    // The customer's price, as the product page gives it.
    const page = await client.gql<{ product: { variations: { sizes: { id: string; price: { price: { amount: number } } }[] }[] } }>(
      SIZE_PRICE,
      { id: String(a!.productId) },
    );
    const sizePrice = page.data!.product.variations.flatMap((v) => v.sizes).find((s) => s.id === String(a!.articleId));
    expect(rows[0]!.price!.price.amount).toBe(sizePrice!.price.price.amount);
  });

  it('shows stock and arrivals apart, as the product grid does', async () => {
    const client = await loggedIn('CL001');
    const arriving = arrivingArticle();
    const [plenty] = orderableArticles(1);
    const res = await client.gql<{
      quickOrderPreview: { rows: { available: number; stock: { availability: string; availabilityText: string; arriving: number; arrivalsText: string | null } }[] };
    }>(
      `mutation($input: QuickOrderPreviewInput!) { quickOrderPreview(input: $input) {
        rows { available stock { availability availabilityText arriving arrivalsText } } } }`,
      { input: { text: `${arriving.sku};1\n${plenty!.sku};1` } },
    );
    expect(res.errors).toBeUndefined();
    const grid = async (a: typeof arriving) => {
      const page = await client.gql<{ product: { variations: { sizes: { id: string; availability: string; availabilityText: string; arrivals: number; arrivalsText: string | null }[] }[] } }>(
        'query($id: ID!) { product(id: $id) { variations { sizes { id availability availabilityText arrivals arrivalsText } } } }',
        { id: String(a.productId) },
      );
      return page.data!.product.variations.flatMap((v) => v.sizes).find((s) => s.id === String(a.articleId))!;
    };
    const [first, second] = res.data!.quickOrderPreview.rows;
    const arrivingSize = await grid(arriving);
    // No stock, pieces arriving: 'Non disponibile' and 'N in arrivo', never N 'Disponibili'.
    expect(arrivingSize.availabilityText).toBe('Non disponibile');
    expect(first!.stock).toEqual({
      availability: 'NONE',
      availabilityText: 'Non disponibile',
      arriving: arrivingSize.arrivals,
      arrivalsText: arrivingSize.arrivalsText,
    });
    expect(first!.stock.arriving).toBeGreaterThan(0);
    const plentySize = await grid(plenty!);
    expect(second!.stock).toMatchObject({ availability: plentySize.availability, availabilityText: plentySize.availabilityText });
  });

  it('adds the valid rows in one change and re-checks every row on the server', async () => {
    const client = await loggedIn('CL001');
    const [a, b, c] = orderableArticles(3);
    const add = await client.gql<Add>(ADD, {
      input: {
        rows: [
          { line: 1, articleId: String(a!.articleId), quantity: 2 },
          { line: 2, articleId: String(b!.articleId), quantity: 1 },
          { line: 3, articleId: String(c!.articleId), quantity: 3 },
          // A client that ignores the preview's refusal is refused again, with the reason.
          { line: 4, articleId: String(unavailableArticle().articleId), quantity: 1 },
          { line: 5, articleId: '999999999', quantity: 1 },
          { line: 6, articleId: String(a!.articleId), quantity: 0 },
        ],
      },
    });
    expect(add.errors).toBeUndefined();
    const payload = add.data!.quickOrderAdd;
    expect(payload.userErrors).toEqual([]);
    expect(payload.rows.map((r) => [r.line, r.added, r.problem?.code ?? null])).toEqual([
      [1, 2, null],
      [2, 1, null],
      [3, 3, null],
      [4, 0, 'QUICK_ORDER_UNAVAILABLE'],
      [5, 0, 'QUICK_ORDER_UNKNOWN_CODE'],
      [6, 0, 'INVALID_QUANTITY'],
    ]);
    expect(payload.addedQuantity).toBe(6);
    expect(payload.addedLines).toBe(3);
    const cart = await client.gql<{ cart: { lines: { articleId: string; quantity: number }[] } }>('{ cart { lines { articleId quantity } } }');
    expect(cart.data!.cart.lines).toEqual([
      { articleId: String(a!.articleId), quantity: 2 },
      { articleId: String(b!.articleId), quantity: 1 },
      { articleId: String(c!.articleId), quantity: 3 },
    ]);
  });

  it('marks the rows beyond the 100-line cart limit', async () => {
    const client = await loggedIn('CL003');
    const articles = orderableArticles(101, 60);
    expect(articles).toHaveLength(101);
    const res = await client.gql<Preview>(PREVIEW, { input: { text: articles.map((x) => `${x.sku};1`).join('\n') } });
    const rows = res.data!.quickOrderPreview.rows;
    expect(rows.slice(0, 100).every((r) => r.problem === null)).toBe(true);
    expect(rows[100]!.problem).toEqual({
      code: 'CART_LIMIT',
      message: "Limite carrello superato. Procedi con l'invio di questo ordine e caricane uno nuovo per gli articoli rimanenti",
    });
  });

  it('refuses a text of more than 500 rows and a file that is not text', async () => {
    const client = await loggedIn('CL002');
    const many = await client.gql<Preview>(PREVIEW, { input: { text: Array.from({ length: 501 }, (_, i) => `X${i};1`).join('\n') } });
    expect(many.data!.quickOrderPreview.userErrors).toEqual([
      { code: 'QUICK_ORDER_TOO_MANY_ROWS', message: 'Troppe righe: al massimo 500 per volta' },
    ]);
    const binary = await client.gql<Preview>(PREVIEW, { input: { text: 'PK\u0003\u0004\u0000\u0014xl/workbook.xml' } });
    // The gateway refuses control characters in any input before the quick order reads it.
    expect(binary.errors?.[0]).toMatchObject({ message: 'Il testo contiene caratteri non ammessi', extensions: { code: 'BAD_USER_INPUT' } });
    const empty = await client.gql<Preview>(PREVIEW, { input: { text: 'Codice;Quantità\n\n' } });
    expect(empty.data!.quickOrderPreview.userErrors[0]?.code).toBe('QUICK_ORDER_EMPTY');
  });

  it('is for logged-in buyers only', async () => {
    const res = await new ShopClient(stack.baseUrl).gql<Preview>(PREVIEW, { input: { text: 'A;1' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
