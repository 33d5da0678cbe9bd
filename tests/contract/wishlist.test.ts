import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';

const sessionKey = randomBytes(32).toString('hex');
let stack: Stack;
let productIds: string[];

beforeAll(async () => {
  stack = await startStack({ env: { SESSION_KEY: sessionKey } });
  const list = await new ShopClient(stack.baseUrl).gql<{ products: { items: { id: string }[] } }>(
    '{ products(page: 1, pageSize: 3) { items { id } } }',
  );
  productIds = list.data!.products.items.map((p) => p.id);
});

afterAll(async () => {
  await stack?.close();
});

interface WishlistView {
  count: number;
  items: {
    id: string;
    sku: string;
    name: string;
    image: { url: string } | null;
    product: { id: string } | null;
  }[];
}
interface Payload {
  wishlist: WishlistView;
  userErrors: { code: string; message: string }[];
}

const FIELDS = 'count items { id sku name image { url } product { id } }';

async function change(
  client: ShopClient,
  name: 'wishlistAdd' | 'wishlistRemove',
  productId: string,
): Promise<Payload> {
  const res = await client.gql<Record<string, Payload | undefined>>(
    `mutation($input: WishlistItemInput!) { ${name}(input: $input) { wishlist { ${FIELDS} } userErrors { code message } } }`,
    { input: { productId } },
  );
  const payload = res.data?.[name];
  if (!payload) throw new Error(`${name} failed: ${JSON.stringify(res.errors)}`);
  return payload;
}

const read = async (client: ShopClient) =>
  (await client.gql<{ wishlist: WishlistView }>(`{ wishlist { ${FIELDS} } }`)).data!.wishlist;

/** The wishlist the upstream keeps for a user, as its login returns it. */
async function upstreamWishlist(username: string): Promise<{ id: number }[]> {
  const res = await request(`${stack.upstreamUrl}/1/pegaso/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: username, withoutAppOrder: 'true' }).toString(),
  });
  const body = (await res.body.json()) as { user?: { wishlist?: string } };
  return JSON.parse(body.user?.wishlist ?? '[]') as { id: number }[];
}

describe('wishlist through the API', () => {
  it('refuses changes when logged out', async () => {
    const res = await new ShopClient(stack.baseUrl).gql(
      'mutation($id: ID!) { wishlistAdd(input: { productId: $id }) { wishlist { count } } }',
      { id: productIds[0] },
    );
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('adds once, removes and clears, saving every change upstream', async () => {
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL001');
    const [a, b] = productIds as [string, string];

    let res = await change(client, 'wishlistAdd', a);
    expect(res.userErrors).toEqual([]);
    expect(res.wishlist.items[0]).toMatchObject({ id: a, product: { id: a } });
    expect(res.wishlist.items[0]!.image?.url).toMatch(/^\/media\/images\//);
    res = await change(client, 'wishlistAdd', a);
    expect(res.wishlist.count).toBe(1);
    res = await change(client, 'wishlistAdd', b);
    expect(res.wishlist.items.map((i) => i.id)).toEqual([a, b]);
    expect((await upstreamWishlist('CL001')).map((i) => String(i.id))).toEqual([a, b]);

    res = await change(client, 'wishlistRemove', a);
    expect(res.wishlist.items.map((i) => i.id)).toEqual([b]);
    expect((await upstreamWishlist('CL001')).map((i) => String(i.id))).toEqual([b]);

    const cleared = await client.gql<{ wishlistClear: Payload }>(
      `mutation { wishlistClear { wishlist { ${FIELDS} } userErrors { code } } }`,
    );
    expect(cleared.data!.wishlistClear.wishlist.count).toBe(0);
    expect(await upstreamWishlist('CL001')).toEqual([]);
  });

  it('refuses a product that is not in the catalogue', async () => {
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL001');
    const res = await change(client, 'wishlistAdd', '987654321');
    expect(res.userErrors[0]?.code).toBe('PRODUCT_NOT_FOUND');
    expect(res.wishlist.count).toBe(0);
  });

  it('reads the same wishlist back on a restarted gateway', async () => {
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL003');
    await change(client, 'wishlistAdd', productIds[2]!);
    await change(client, 'wishlistAdd', productIds[0]!);
    const before = await read(client);

    const second = await startStack({ reuseUpstream: stack, env: { SESSION_KEY: sessionKey } });
    try {
      const same = new ShopClient(second.baseUrl);
      Object.assign(same, { cookie: client.sessionCookie });
      expect(await read(same)).toEqual(before);
    } finally {
      await second.close();
    }
  });
});
