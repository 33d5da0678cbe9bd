import { Client, fetchExchange, type AnyVariables } from '@urql/core';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';

// An integrator's program: a third-party GraphQL client, an API key, no cookie, no project code.

let stack: Stack;
beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 12 });
});
afterAll(async () => {
  await stack?.close();
});

interface Integration {
  query<T>(text: string, variables?: AnyVariables): Promise<{ data?: T; codes: string[] }>;
  mutation<T>(text: string, variables?: AnyVariables): Promise<{ data?: T; codes: string[] }>;
  /** Every Set-Cookie header the gateway sent this client. */
  cookies: string[];
}

function integration(key: string, preferGetMethod: boolean | 'within-url-limit' = false): Integration {
  const cookies: string[] = [];
  const client = new Client({
    url: `${stack.baseUrl}/graphql`,
    exchanges: [fetchExchange],
    requestPolicy: 'network-only',
    preferGetMethod,
    fetchOptions: () => ({ headers: { authorization: `Bearer ${key}` } }),
    fetch: async (input, init) => {
      const res = await fetch(input, init);
      cookies.push(...res.headers.getSetCookie());
      return res;
    },
  });
  const outcome = <T>(r: { data?: unknown; error?: { graphQLErrors: { extensions: Record<string, unknown> }[] } }) => ({
    data: r.data as T | undefined,
    codes: (r.error?.graphQLErrors ?? []).map((e) => String(e.extensions.code)),
  });
  return {
    cookies,
    query: async (text, variables = {}) => outcome(await client.query(text, variables).toPromise()),
    mutation: async (text, variables = {}) => outcome(await client.mutation(text, variables).toPromise()),
  };
}

async function loggedIn(username: string): Promise<ShopClient> {
  const client = new ShopClient(stack.baseUrl);
  expect((await client.login(username)).data?.login.userErrors).toEqual([]);
  return client;
}

const CREATE = 'mutation($name: String!) { apiKeyCreate(input: { name: $name }) { key apiKey { id name createdAt lastUsedAt } userErrors { code message } } }';
const REVOKE = 'mutation($id: ID!) { apiKeyRevoke(input: { id: $id }) { revokedId userErrors { code } } }';
const KEYS = '{ me { apiKeys { id name createdAt lastUsedAt } } }';
const PRICES = '{ products(pageSize: 50) { items { id price { price { amount } } } } }';

interface Created {
  apiKeyCreate: { key: string | null; apiKey: { id: string; name: string; createdAt: string; lastUsedAt: string | null } | null; userErrors: { code: string; message: string }[] };
}

async function createKey(owner: ShopClient, name: string) {
  const created = await owner.gql<Created>(CREATE, { name });
  expect(created.errors).toBeUndefined();
  const payload = created.data?.apiKeyCreate;
  expect(payload?.userErrors).toEqual([]);
  return { key: payload?.key ?? '', apiKey: payload?.apiKey ?? { id: '', name: '', createdAt: '', lastUsedAt: null } };
}

type Prices = { products: { items: { id: string; price: { price: { amount: number } } | null }[] } };
const pricesOf = (data: Prices | null | undefined) =>
  Object.fromEntries((data?.products.items ?? []).map((p) => [p.id, p.price?.price.amount ?? null]));

describe('API keys', () => {
  it('are shown once, listed without their secret, and act as their owner with no cookie', async () => {
    const owner = await loggedIn('CL001');
    const { key, apiKey } = await createKey(owner, '  Sincronizzazione   gestionale ');
    expect(key).toMatch(/^shopk_[A-Za-z0-9_-]{43}$/);
    expect(apiKey.name).toBe('Sincronizzazione gestionale');
    expect(new Date(apiKey.createdAt).toISOString()).toBe(apiKey.createdAt);
    expect(apiKey.lastUsedAt).toBeNull();

    const listed = await owner.gql<{ me: { apiKeys: { id: string; lastUsedAt: string | null }[] } }>(KEYS);
    expect(listed.data?.me.apiKeys.map((k) => k.id)).toContain(apiKey.id);
    expect(JSON.stringify(listed.data)).not.toContain(key.slice(6));

    const api = integration(key);
    const me = await api.query<{ me: { username: string } | null }>('{ me { username } }');
    expect(me.codes).toEqual([]);
    expect(me.data?.me?.username).toBe('CL001');
    // The catalogue export sees the owner's own prices.
    const viaKey = await api.query<Prices>(PRICES);
    expect(viaKey.codes).toEqual([]);
    const viaCookie = await owner.gql<Prices>(PRICES);
    expect(pricesOf(viaKey.data)).toEqual(pricesOf(viaCookie.data));
    expect(Object.values(pricesOf(viaKey.data)).some((p) => p !== null)).toBe(true);
    expect(api.cookies).toEqual([]);

    const used = await api.query<{ me: { apiKeys: { id: string; lastUsedAt: string | null }[] } }>(KEYS);
    expect(used.data?.me.apiKeys.find((k) => k.id === apiKey.id)?.lastUsedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('serve GET requests of a client with no CSRF header', async () => {
    const { key } = await createKey(await loggedIn('CL002'), 'lettura');
    const me = await integration(key, 'within-url-limit').query<{ me: { username: string } }>('{ me { username } }');
    expect(me.codes).toEqual([]);
    expect(me.data?.me.username).toBe('CL002');
  });

  it('refuse a wrong, malformed, revoked or other company key as UNAUTHENTICATED, on public queries too', async () => {
    const owner = await loggedIn('CL001');
    const { key, apiKey } = await createKey(owner, 'da revocare');
    const tampered = key.slice(0, -2) + (key.endsWith('AA') ? 'BB' : 'AA');
    for (const wrong of [tampered, 'not-a-key', '']) {
      const reply = await integration(wrong).query('{ ping }');
      expect(reply.codes).toEqual(['UNAUTHENTICATED']);
    }
    // Company 2 is reached by its own host name; the key is company 1's.
    const port = new URL(stack.baseUrl).port;
    const foreign = await request(`${stack.baseUrl}/graphql`, {
      method: 'POST',
      headers: { host: `t2.localhost:${port}`, 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ query: '{ ping }' }),
    });
    expect(foreign.statusCode).toBe(401);
    expect(((await foreign.body.json()) as { errors: { extensions: { code: string } }[] }).errors[0]?.extensions.code).toBe('UNAUTHENTICATED');

    expect((await integration(key).query('{ ping }')).codes).toEqual([]);
    const revoked = await owner.gql<{ apiKeyRevoke: { revokedId: string | null; userErrors: unknown[] } }>(REVOKE, { id: apiKey.id });
    expect(revoked.data?.apiKeyRevoke).toEqual({ revokedId: apiKey.id, userErrors: [] });
    expect((await integration(key).query('{ ping }')).codes).toEqual(['UNAUTHENTICATED']);
    const listed = await owner.gql<{ me: { apiKeys: { id: string }[] } }>(KEYS);
    expect(listed.data?.me.apiKeys.map((k) => k.id)).not.toContain(apiKey.id);
  });

  it("revokes only the owner's own keys, and needs a name", async () => {
    const { apiKey } = await createKey(await loggedIn('CL001'), 'di CL001');
    const other = await loggedIn('CL002');
    const refused = await other.gql<{ apiKeyRevoke: { revokedId: string | null; userErrors: { code: string }[] } }>(REVOKE, { id: apiKey.id });
    expect(refused.data?.apiKeyRevoke).toEqual({ revokedId: null, userErrors: [{ code: 'NOT_FOUND' }] });
    const unnamed = await other.gql<Created>(CREATE, { name: '   ' });
    expect(unnamed.data?.apiKeyCreate).toMatchObject({ key: null, apiKey: null, userErrors: [{ code: 'REQUIRED', message: 'Dai un nome alla chiave' }] });
    expect((await new ShopClient(stack.baseUrl).gql(CREATE, { name: 'x' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it("of an agent serve the agent's own customers, one chosen at a time, and outlive a logout sent with them", async () => {
    const agent = await loggedIn('AG001');
    const { key } = await createKey(agent, 'agente');
    const api = integration(key);
    const select = 'mutation($id: ID!) { customerSelect(input: { customerId: $id }) { userErrors { code } viewer { customer { id } } } }';
    for (const [id, customer] of [['1', 'CL001'], ['2', 'CL002']] as const) {
      const chosen = await api.mutation<{ customerSelect: { userErrors: unknown[]; viewer: { customer: { id: string } } } }>(select, { id });
      expect(chosen.data?.customerSelect.userErrors).toEqual([]);
      // The next request of the key serves that customer, at that customer's prices.
      const me = await api.query<{ me: { customer: { id: string } } }>('{ me { customer { id } } }');
      expect(me.data?.me.customer.id).toBe(id);
      const own = await (await loggedIn(customer)).gql<Prices>(PRICES);
      expect(pricesOf((await api.query<Prices>(PRICES)).data)).toEqual(pricesOf(own.data));
    }
    expect((await api.mutation('mutation { logout { redirectTo } }')).codes).toEqual([]);
    expect((await api.query<{ me: { username: string } }>('{ me { username } }')).data?.me.username).toBe('AG001');
    // Nor does the key's logout end the browser session that made it.
    expect((await agent.gql<{ me: { username: string } | null }>('{ me { username } }')).data?.me?.username).toBe('AG001');
    expect(api.cookies).toEqual([]);
  });
});
