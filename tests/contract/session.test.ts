import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
});

afterAll(async () => {
  await stack?.close();
});

const sessionQuery = '{ session { status viewer { username kind displayName companyName needsCustomerChoice showPrices isBannerAdmin customer { id name sites { id } } } } }';

describe('login and session', () => {
  it('refuses a wrong password with the specification message and sets no session', async () => {
    const client = new ShopClient(stack.baseUrl);
    const res = await client.login('CL001', 'sbagliata');
    expect(res.data?.login.viewer).toBeNull();
    expect(res.data?.login.userErrors).toEqual([{ code: 'INVALID_CREDENTIALS', message: 'Nome utente o password non valida' }]);
    const s = await client.gql<{ session: { status: string } }>(sessionQuery);
    expect(s.data?.session.status).toBe('ANONYMOUS');
  });

  it('logs a customer in with its only customer chosen automatically', async () => {
    const client = new ShopClient(stack.baseUrl);
    const res = await client.login('CL001');
    expect(res.data?.login.userErrors).toEqual([]);
    expect(res.data?.login.customers).toEqual([]);
    const s = await client.gql<{ session: { status: string; viewer: { kind: string; needsCustomerChoice: boolean; customer: { id: string } } } }>(sessionQuery);
    expect(s.data?.session.status).toBe('ACTIVE');
    expect(s.data?.session.viewer.kind).toBe('CUSTOMER');
    expect(s.data?.session.viewer.needsCustomerChoice).toBe(false);
    expect(s.data?.session.viewer.customer.id).toBe('1');
  });

  it('keeps the credentials out of anything a browser script can read', async () => {
    const client = new ShopClient(stack.baseUrl);
    const res = await client.login('CL002');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toContain('CL002');
    const body = JSON.stringify(res.data);
    expect(body).not.toMatch(/password/i);
  });

  it('makes an agent choose among several customers, then remembers the choice', async () => {
    const client = new ShopClient(stack.baseUrl);
    const res = await client.login('AG001');
    const customers = res.data?.login.customers ?? [];
    expect(customers.length).toBeGreaterThanOrEqual(3);
    let s = await client.gql<{ session: { viewer: { kind: string; needsCustomerChoice: boolean } } }>(sessionQuery);
    expect(s.data?.session.viewer).toMatchObject({ kind: 'AGENT', needsCustomerChoice: true });

    const search = await client.gql<{ customers: { id: string; name: string }[] }>(
      'query($s: String) { customers(search: $s) { id name } }',
      { s: customers[1]?.name.slice(0, 5).toUpperCase() },
    );
    expect(search.data?.customers.map((c) => c.id)).toContain(customers[1]?.id);

    const pick = await client.gql<{ customerSelect: { userErrors: unknown[] } }>(
      'mutation($id: ID!) { customerSelect(input: { customerId: $id }) { userErrors { code } viewer { username } } }',
      { id: customers[1]?.id },
    );
    expect(pick.data?.customerSelect.userErrors).toEqual([]);
    s = await client.gql(sessionQuery);
    expect(s.data?.session.viewer).toMatchObject({ needsCustomerChoice: false });
  });

  it('refuses to select a customer the agent does not have', async () => {
    const client = new ShopClient(stack.baseUrl);
    await client.login('AG001');
    const pick = await client.gql<{ customerSelect: { userErrors: { code: string }[] } }>(
      'mutation { customerSelect(input: { customerId: "424242" }) { userErrors { code } } }',
    );
    expect(pick.data?.customerSelect.userErrors[0]?.code).toBe('UNKNOWN_CUSTOMER');
  });

  it('logs out to /login on tenant 2 and to / on tenant 1', async () => {
    for (const [tenant, path] of [[1, '/'], [2, '/login']] as const) {
      const client = new ShopClient(stack.baseUrl, tenant);
      await client.login('CL001');
      const out = await client.gql<{ logout: { redirectTo: string } }>('mutation { logout { redirectTo } }');
      expect(out.data?.logout.redirectTo).toBe(path);
      const s = await client.gql<{ session: { status: string } }>(sessionQuery);
      expect(s.data?.session.status).toBe('ANONYMOUS');
    }
  });

  it('marks only allow-listed customers as banner administrators', async () => {
    const admin = new ShopClient(stack.baseUrl);
    await admin.login('CL900');
    const a = await admin.gql<{ session: { viewer: { isBannerAdmin: boolean } } }>(sessionQuery);
    expect(a.data?.session.viewer.isBannerAdmin).toBe(true);
    const plain = new ShopClient(stack.baseUrl);
    await plain.login('CL001');
    const p = await plain.gql<{ session: { viewer: { isBannerAdmin: boolean } } }>(sessionQuery);
    expect(p.data?.session.viewer.isBannerAdmin).toBe(false);
  });

  it('hides prices from a company-4 customer whose showPrice is 0', async () => {
    const client = new ShopClient(stack.baseUrl, 4);
    await client.login('CL004');
    const s = await client.gql<{ session: { viewer: { showPrices: boolean } } }>(sessionQuery);
    expect(s.data?.session.viewer.showPrices).toBe(false);
    const list = await client.gql<{ products: { items: { price: unknown }[] } }>('{ products(pageSize: 5) { items { price { price { amount } } } } }');
    expect(list.data?.products.items.length).toBeGreaterThan(0);
    expect(list.data?.products.items.every((p) => p.price === null)).toBe(true);
  });
});

describe('session expiry', () => {
  it('reports EXPIRED once after the login timer, then ANONYMOUS', async () => {
    const short = await startStack({ env: { SESSION_TTL_MS: '400' }, reuseUpstream: stack });
    try {
      const client = new ShopClient(short.baseUrl);
      await client.login('CL001');
      await new Promise((r) => setTimeout(r, 600));
      const expired = await client.gql<{ session: { status: string } }>(sessionQuery);
      expect(expired.data?.session.status).toBe('EXPIRED');
      const products = await client.gql('{ customers { id } }');
      expect(products.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
      const after = await client.gql<{ session: { status: string } }>(sessionQuery);
      expect(after.data?.session.status).toBe('ANONYMOUS');
    } finally {
      await short.close();
    }
  });
});

describe('HTTP protections', () => {
  it('refuses a cross-site POST and a simple form POST', async () => {
    const body = JSON.stringify({ query: 'mutation { logout { redirectTo } }' });
    const cross = await request(`${stack.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body,
    });
    expect(cross.statusCode).toBe(403);
    await cross.body.dump();
    const simple = await request(`${stack.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body,
    });
    expect(simple.statusCode).toBe(400);
    await simple.body.dump();
  });

  it('refuses queries deeper than the limit', async () => {
    const deep = '{ session { viewer { customer { sites { id } } } } }';
    const ok = await new ShopClient(stack.baseUrl).gql(deep);
    expect(ok.errors).toBeUndefined();
    const nested = Array.from({ length: 14 }).reduce<string>((inner) => `related(limit: 1) { ${inner} }`, 'id');
    const res = await new ShopClient(stack.baseUrl).gql(`{ product(id: "1") { ${nested} } }`);
    expect(res.errors?.[0]?.message).toMatch(/depth/i);
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED' });
  });

  it('lets GraphiQL introspect the schema however deep its query nests', async () => {
    const nested = Array.from({ length: 14 }).reduce<string>((inner) => `ofType { ${inner} }`, 'name');
    const res = await new ShopClient(stack.baseUrl).gql(`{ __schema { types { fields { type { ${nested} } } } } }`);
    expect(res.errors).toBeUndefined();
  });

  it('serves the web client for deep links and the 404 JSON for unknown API paths', async () => {
    const deep = await request(`${stack.baseUrl}/product/123`, { headers: { accept: 'text/html' } });
    expect(deep.statusCode).toBe(200);
    expect(await deep.body.text()).toContain('<div id="root">');
    const api = await request(`${stack.baseUrl}/media/nothing/here`, { headers: { accept: 'application/json' } });
    expect(api.statusCode).toBe(404);
    await api.body.dump();
  });
});

describe('revoked sessions', () => {
  const wishlistAdd = 'mutation { wishlistAdd(input: { productId: "1" }) { wishlist { items { product { id } } } } }';

  /** Sends a saved cookie as it was, as an attacker replaying a copy would. */
  async function replay(cookie: string, query: string) {
    const res = await request(`${stack.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ query }),
    });
    return (await res.body.json()) as { data: Record<string, { status?: string } | null> | null; errors?: { extensions?: { code?: string } }[] };
  }

  it('refuses a cookie saved before logout, replayed after it', async () => {
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL001');
    const saved = client.sessionCookie;
    expect((await replay(saved, '{ session { status } }')).data?.session?.status).toBe('ACTIVE');
    await client.gql('mutation { logout { redirectTo } }');

    expect((await replay(saved, '{ session { status } }')).data?.session?.status).toBe('ANONYMOUS');
    const res = await replay(saved, wishlistAdd);
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
  });

  it('refuses a cookie from before a new login in the same browser', async () => {
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL001');
    const before = client.sessionCookie;
    await client.login('CL001');
    expect(client.sessionCookie).not.toBe(before);

    const res = await replay(before, wishlistAdd);
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['UNAUTHENTICATED']);
    // The new session is untouched.
    const mine = await client.gql<{ session: { status: string } }>('{ session { status } }');
    expect(mine.data?.session.status).toBe('ACTIVE');
  });

  // A request the browser sent with the old cookie (a favicon, a query in flight) can be answered
  // after the password change's reply: its answer must not overwrite the new cookie.
  it('answers a request that still carries the old cookie without rewriting the cookie', async () => {
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL003');
    const old = client.sessionCookie;
    const changed = await client.gql<{ accountPasswordChange: { userErrors: unknown[] } }>(
      'mutation { accountPasswordChange(input: { currentPassword: "CL003", newPassword: "nuova2026!", confirmation: "nuova2026!" }) { userErrors { field } } }',
    );
    expect(changed.data?.accountPasswordChange.userErrors).toEqual([]);
    expect(client.sessionCookie).not.toBe(old);

    const favicon = await request(`${stack.baseUrl}/favicon.svg`, { headers: { cookie: old } });
    await favicon.body.dump();
    expect(favicon.headers['set-cookie']).toBeUndefined();
    const query = await request(`${stack.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: old },
      body: JSON.stringify({ query: '{ session { status } }' }),
    });
    expect(((await query.body.json()) as { data: { session: { status: string } } }).data.session.status).toBe('ANONYMOUS');
    expect(query.headers['set-cookie']).toBeUndefined();

    const mine = await client.gql<{ session: { status: string } }>('{ session { status } }');
    expect(mine.data?.session.status).toBe('ACTIVE');
  });

  it('keeps another browser of the same user logged in when one logs out', async () => {
    const office = new ShopClient(stack.baseUrl);
    const phone = new ShopClient(stack.baseUrl);
    await office.login('CL002');
    await phone.login('CL002');
    await office.gql('mutation { logout { redirectTo } }');
    const res = await phone.gql<{ session: { status: string } }>('{ session { status } }');
    expect(res.data?.session.status).toBe('ACTIVE');
  });
});
