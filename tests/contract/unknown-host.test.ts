import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ShopClient } from '../support/graphql-client.ts';
import { startStack, type Stack } from '../support/stack.ts';

// The company is the Host's; a host that names none is refused, never served as company 1.

let stack: Stack;
let port: string;
beforeAll(async () => {
  stack = await startStack({ productsPerCompany: 4 });
  port = new URL(stack.baseUrl).port;
});
afterAll(async () => {
  await stack?.close();
});

async function ask(host: string, headers: Record<string, string> = {}, query = '{ tenant { id } }') {
  const res = await request(`${stack.baseUrl}/graphql`, {
    method: 'POST',
    headers: { host, 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return { status: res.statusCode, body: (await res.body.json()) as { data?: { tenant: { id: number } }; errors?: { message: string; extensions: Record<string, unknown> }[] } };
}

describe('the company of a request', () => {
  it('is refused with 421 UNKNOWN_HOST for a host that names no company', async () => {
    for (const host of [`shop.example.com:${port}`, `t5.localhost:${port}`, `10.1.2.3:${port}`]) {
      const reply = await ask(host);
      expect(reply.status).toBe(421);
      expect(reply.body.data).toBeUndefined();
      expect(reply.body.errors?.[0]?.extensions.code).toBe('UNKNOWN_HOST');
      expect(reply.body.errors?.[0]?.message).toBe(`Nessuna azienda è configurata per l'indirizzo ${host.replace(/:\d+$/, '')}`);
    }
    const page = await request(`${stack.baseUrl}/`, { headers: { host: `shop.example.com:${port}` } });
    expect(page.statusCode).toBe(421);
    await page.body.dump();
  });

  it("keeps the configured companies and this machine's own names, and health probes from any host", async () => {
    expect((await ask(`localhost:${port}`)).body.data?.tenant.id).toBe(1);
    expect((await ask(`127.0.0.1:${port}`)).body.data?.tenant.id).toBe(1);
    expect((await ask(`t3.localhost:${port}`)).body.data?.tenant.id).toBe(3);
    const probe = await request(`${stack.baseUrl}/healthz`, { headers: { host: `10.1.2.3:${port}` } });
    expect(probe.statusCode).toBe(200);
    await probe.body.dump();
  });

  it("is the API key's on a host that names no company", async () => {
    const owner = new ShopClient(stack.baseUrl, 2);
    expect((await owner.login('CL001')).data?.login.userErrors).toEqual([]);
    const created = await owner.gql<{ apiKeyCreate: { key: string } }>('mutation { apiKeyCreate(input: { name: "api" }) { key } }');
    const key = created.data?.apiKeyCreate.key ?? '';
    const reply = await ask(`api.example.com:${port}`, { authorization: `Bearer ${key}` }, '{ tenant { id } me { username } }');
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({ tenant: { id: 2 }, me: { username: 'CL001' } });
    expect((await ask(`api.example.com:${port}`, { authorization: 'Bearer shopk_wrong' })).status).toBe(401);
  });
});
