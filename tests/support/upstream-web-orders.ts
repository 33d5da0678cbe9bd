import { request } from 'undici';

/**
 * The web orders the reference ERP holds for a customer login, as its documents list them (the
 * 'OW' section): how the tests count orders placed, straight from the ERP, past the gateway.
 */
export async function upstreamWebOrders(upstreamUrl: string, username: string, tenant = 1): Promise<Array<{ numOrd: number }>> {
  const res = await request(`${upstreamUrl}/${tenant}/pegaso/getDocCli`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: username }).toString(),
  });
  const { Docs } = (await res.body.json()) as { Docs: Array<{ numOrd: number; CodSezVen: string }> };
  return Docs.filter((d) => d.CodSezVen === 'OW');
}
