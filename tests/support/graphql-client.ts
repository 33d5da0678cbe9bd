import { request } from 'undici';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null;
  errors?: { message: string; extensions?: { code?: string; reason?: string } }[];
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A browser-like GraphQL client for contract tests: keeps the session cookie between calls and
 * sends the Host header of the tenant it speaks to (t2.localhost ...), over real HTTP.
 */
export class ShopClient {
  private cookie = '';

  constructor(
    private readonly baseUrl: string,
    private readonly tenant: 1 | 2 | 3 | 4 = 1,
  ) {}

  get host(): string {
    const port = new URL(this.baseUrl).port;
    return this.tenant === 1 ? `localhost:${port}` : `t${this.tenant}.localhost:${port}`;
  }

  /** The raw session cookie (to check what a browser would hold). */
  get sessionCookie(): string {
    return this.cookie;
  }

  async gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<GraphQLResponse<T>> {
    const res = await request(`${this.baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: this.host, ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = res.headers['set-cookie'];
    for (const c of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const pair = c.split(';')[0] ?? '';
      this.cookie = /=$/.test(pair) || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c) ? '' : pair;
    }
    const body = (await res.body.json()) as { data?: T | null; errors?: GraphQLResponse['errors'] };
    return { status: res.statusCode, data: body.data ?? null, errors: body.errors, headers: res.headers };
  }

  async login(username: string, password = username) {
    return this.gql<{ login: { viewer: { username: string; displayName: string } | null; customers: { id: string; name: string }[]; userErrors: { code: string; message: string }[] } }>(
      `mutation($input: LoginInput!) { login(input: $input) { viewer { username displayName } customers { id name } userErrors { code message } } }`,
      { input: { username, password } },
    );
  }
}
