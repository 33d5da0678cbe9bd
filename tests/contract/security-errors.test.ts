import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 10 });
});

afterAll(async () => {
  await stack?.close();
});

async function post(body: string | Buffer, headers: Record<string, string> = {}) {
  const res = await request(`${stack.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await res.body.text();
  let json: { errors?: { message: string; extensions?: { code?: string } }[] } | null = null;
  try {
    json = JSON.parse(text);
  } catch {
    json = null;
  }
  return { status: res.statusCode, codes: json?.errors?.map((e) => e.extensions?.code), json };
}

describe('requests a client got wrong answer 4xx with their own code', () => {
  it.each([
    ['a batched array', JSON.stringify([{ query: '{ ping }' }, { query: '{ ping }' }]), {}, 400, 'BAD_REQUEST'],
    ['malformed JSON', '{"query": "{ ping }"', {}, 400, 'BAD_REQUEST'],
    ['string variables', JSON.stringify({ query: 'query($n: Int) { ping }', variables: '{"n": 1}' }), {}, 400, 'BAD_REQUEST'],
    ['a body over 1 MB', JSON.stringify({ query: '{ ping }', variables: { x: 'a'.repeat(1_100_000) } }), {}, 413, 'PAYLOAD_TOO_LARGE'],
    ['a simple cross-site form post', 'query={ping}', { 'content-type': 'application/x-www-form-urlencoded' }, 400, 'BAD_REQUEST'],
  ])('%s', async (_name, body, headers, status, code) => {
    const res = await post(body, headers);
    expect(res.status).toBe(status);
    expect(res.codes).toEqual([code]);
  });

  it('refuses a GET without the CSRF header as BAD_REQUEST', async () => {
    const res = await request(`${stack.baseUrl}/graphql?query=${encodeURIComponent('{ ping }')}`);
    const body = (await res.body.json()) as { errors: { extensions: { code: string } }[] };
    expect(res.statusCode).toBe(400);
    expect(body.errors.map((e) => e.extensions.code)).toEqual(['BAD_REQUEST']);
  });
});

describe('values are validated at the edge', () => {
  it('refuses an impossible date as BAD_USER_INPUT', async () => {
    const res = await new ShopClient(stack.baseUrl).gql('{ pickupDates(from: "9999-99-99") { dates } }');
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses an impossible date passed as a variable as BAD_USER_INPUT, also once the query is compiled', async () => {
    const client = new ShopClient(stack.baseUrl);
    await client.login('CL001');
    const query = 'query($d: Date) { pickupDates(from: $d) { dates } }';
    const ok = await client.gql<{ pickupDates: { dates: string[] } }>(query, { d: '2026-12-01' });
    expect(ok.errors).toBeUndefined();
    for (const d of ['2026-02-30', '9999-99-99', '01/12/2026']) {
      const res = await client.gql(query, { d });
      expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
    }
  });

  it.each([
    ['a NUL in a login name', 'mutation($u: String!) { login(input: { username: $u, password: "x" }) { userErrors { code } } }', { u: 'CL001\u0000' }],
    ['a control character inline', 'mutation { login(input: { username: "CL\\u0007001", password: "x" }) { userErrors { code } } }', {}],
    ['a NUL in a search', 'query($s: String) { customers(search: $s) { id } }', { s: 'a\u0000' }],
    ['a NUL in a nested input list', 'query($f: ProductFilter) { products(filter: $f) { totalCount } }', { f: { brands: ['ok', 'x\u0000'] } }],
  ])('refuses %s as BAD_USER_INPUT before it reaches the ERP', async (_name, query, variables) => {
    const res = await new ShopClient(stack.baseUrl).gql(query, variables);
    expect(res.errors?.map((e) => e.extensions?.code)).toEqual(['BAD_USER_INPUT']);
  });

  it('keeps tabs and new lines, which real texts contain', async () => {
    const res = await new ShopClient(stack.baseUrl).gql('query($f: ProductFilter) { products(filter: $f) { totalCount } }', {
      f: { name: 'maglia\tblu\n' },
    });
    expect(res.errors).toBeUndefined();
  });
});

describe('the Origin check', () => {
  const mutation = JSON.stringify({ query: 'mutation { logout { redirectTo } }' });
  const port = () => new URL(stack.baseUrl).port;

  it.each([
    ['the same origin', () => `http://localhost:${port()}`, 200],
    ['another scheme on the same host and port', () => `https://localhost:${port()}`, 403],
    ['another port on the same host', () => `http://localhost:1`, 403],
    ['another host', () => `http://evil.example:${port()}`, 403],
  ])('%s', async (_name, origin, status) => {
    const res = await post(mutation, { origin: origin() });
    expect(res.status).toBe(status);
  });
});
