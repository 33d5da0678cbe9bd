/**
 * Several gateways, measured while parts fail. Two gateway processes behind a round-robin proxy
 * on loopback (it skips a gateway whose /readyz fails and retries a connection that is refused,
 * as a load balancer does), sharing a Redis server of their own (port 6390) and one reference
 * upstream on PostgreSQL behind a proxy that can stall it. Buyers (CL001, CL003 and CL900 of
 * company 1) log in, add a line, open the checkout and place the order, over and over, while in
 * turn: one gateway is killed (SIGKILL) mid-order and started again, Redis is restarted
 * (shutdown nosave, started with the same flags), the ERP stalls for 10 s, and each gateway is
 * restarted in turn (SIGTERM, rolling).
 *
 * Per fault: requests that failed, orders placed versus attempted (a placement whose answer
 * was lost is retried with the same idempotency key until it answers; the ERP's own order count
 * must equal the attempts: no duplicate, none lost), cart lines lost (a line the gateway
 * confirmed that the checkout then lacks), and the time from the fault to the last failure.
 *
 *   DATABASE_URL=postgres://... npm run bench:faults   (RUNS=3)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, Agent, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { request } from 'undici';
import { spawnGateway, startBenchUpstream } from './gateway-stack.ts';

const RUNS = Number(process.env.RUNS ?? 3);
const REDIS_PORT = Number(process.env.FAULT_REDIS_PORT ?? 6390);
const GATEWAY_PORTS = [18_281, 18_282];
// The benchmark upstream seeds company 1 only (gateway-stack.ts): its single-site customers, one
// buyer each (a customer has one cart: two buyers on it would empty each other's).
const BUYERS = ['CL001', 'CL003', 'CL900'].map((username) => ({ tenant: 1, username }));
const ARTICLE = { productId: '1', articleId: '1000100' };

// ---- processes -------------------------------------------------------------------------------

function startRedis(): Promise<ChildProcess> {
  const redis = spawn('redis-server', ['--port', String(REDIS_PORT), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  return waitUntil(async () => {
    const ping = spawn('redis-cli', ['-p', String(REDIS_PORT), 'ping'], { stdio: 'ignore' });
    return (await new Promise((done) => ping.once('exit', done))) === 0;
  }, 10_000).then(() => redis);
}

async function stopRedis(redis: ChildProcess): Promise<void> {
  const exited = new Promise((done) => redis.once('exit', done));
  spawn('redis-cli', ['-p', String(REDIS_PORT), 'shutdown', 'nosave'], { stdio: 'ignore' });
  await exited;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error('timed out');
}

// ---- proxies ---------------------------------------------------------------------------------

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** Forwards one request to `target`; rejects with the error code when the connection fails before any reply. */
function forward(req: IncomingMessage, body: Buffer, res: ServerResponse, target: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const url = new URL(req.url ?? '/', target);
    const out = httpRequest(url, { method: req.method, headers: req.headers, agent }, (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.headers);
      reply.pipe(res);
      reply.on('end', resolve);
      reply.on('error', resolve);
    });
    out.on('error', reject);
    out.end(body);
  });
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/** The ERP behind a proxy that, while stalled, holds every call until the stall ends. */
async function startStallProxy(upstreamUrl: string) {
  let stalledUntil = 0;
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const wait = stalledUntil - Date.now();
    if (wait > 0) await sleep(wait);
    await forward(req, body, res, upstreamUrl).catch(() => res.writeHead(502).end());
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    stall: (ms: number) => (stalledUntil = Date.now() + ms),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** Round robin over the gateways that are ready; a refused connection is tried on the next one. */
async function startBalancer(backends: string[]) {
  const ready = new Set(backends);
  const checker = setInterval(() => {
    for (const b of backends)
      fetch(`${b}/readyz`, { signal: AbortSignal.timeout(1000) }).then(
        (r) => (r.ok ? ready.add(b) : ready.delete(b)),
        () => ready.delete(b),
      );
  }, 250);
  let next = 0;
  const server = createServer(async (req, res) => {
    const body = await readBody(req);
    const order = backends.slice(next).concat(backends.slice(0, next));
    next = (next + 1) % backends.length;
    const candidates = [...order.filter((b) => ready.has(b)), ...order.filter((b) => !ready.has(b))];
    for (const target of candidates) {
      try {
        await forward(req, body, res, target);
        return;
      } catch (err) {
        // Nothing reached the gateway: safe to try the next one. Anything else is the client's 502.
        if ((err as NodeJS.ErrnoException).code !== 'ECONNREFUSED') break;
      }
    }
    if (!res.headersSent) res.writeHead(502).end();
    else res.destroy();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    close: () => {
      clearInterval(checker);
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}

// ---- buyers ----------------------------------------------------------------------------------

interface Outcome {
  at: number;
  ok: boolean;
  /** Why it failed: the HTTP status, the GraphQL error code or the transport error. */
  why?: string;
}

class Buyer {
  private cookie = '';
  readonly outcomes: Outcome[] = [];
  attempted = 0;
  confirmed = 0;
  linesLost = 0;

  constructor(
    private readonly port: number,
    readonly tenant: number,
    readonly username: string,
  ) {}

  private host() {
    return this.tenant === 1 ? `localhost:${this.port}` : `t${this.tenant}.localhost:${this.port}`;
  }

  /** One GraphQL request; null when it failed (no answer, not 200, or a GraphQL error). */
  async gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T | null> {
    let ok = false;
    let why = '';
    try {
      const res = await request(`http://127.0.0.1:${this.port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: this.host(), ...(this.cookie ? { cookie: this.cookie } : {}) },
        body: JSON.stringify({ query, variables }),
        headersTimeout: 30_000,
        bodyTimeout: 30_000,
      });
      const set = res.headers['set-cookie'];
      for (const c of Array.isArray(set) ? set : set ? [set] : []) if (c.startsWith('shop_session=')) this.cookie = c.split(';')[0]!;
      const text = await res.body.text();
      const json = JSON.parse(text) as { data?: T; errors?: unknown[] };
      ok = res.statusCode === 200 && !json.errors?.length && json.data !== undefined;
      why = `HTTP ${res.statusCode} ${(json.errors?.[0] as { extensions?: { code?: string } } | undefined)?.extensions?.code ?? ''}`;
      return ok ? json.data! : null;
    } catch (err) {
      why = (err as { code?: string }).code ?? (err as Error).name;
      return null;
    } finally {
      this.outcomes.push({ at: Date.now(), ok, ...(ok ? {} : { why }) });
    }
  }

  /** Login, add, checkout, place: one order. */
  async shop(): Promise<void> {
    const login = await this.gql<{ login: { viewer: unknown } }>(
      'mutation($i: LoginInput!) { login(input: $i) { viewer { username } } }',
      { i: { username: this.username, password: this.username } },
    );
    if (!login) return;
    if (!login.login.viewer) {
      // Refused (wrong credentials, a limit): a failure the buyer sees, not a transport error.
      this.outcomes.push({ at: Date.now(), ok: false, why: 'login refused' });
      await sleep(500);
      return;
    }
    const added = await this.gql<{ cartLinesAdd: { cart: { lines: { articleId: string; quantity: number }[] } } }>(
      'mutation($i: CartLinesAddInput!) { cartLinesAdd(input: $i) { cart { lines { articleId quantity } } } }',
      { i: { lines: [{ ...ARTICLE, quantity: 1 }] } },
    );
    if (!added) return;
    const confirmed = added.cartLinesAdd.cart.lines.find((l) => l.articleId === ARTICLE.articleId)?.quantity ?? 0;
    // The checkout, whichever gateway answers it, must show the line the add confirmed.
    let checkout: { checkoutCart: { lines: { articleId: string; quantity: number }[] } } | null = null;
    for (let i = 0; i < 20 && !checkout; i++) {
      checkout = await this.gql('{ checkoutCart { lines { articleId quantity } } }');
      if (!checkout) await sleep(500);
    }
    if (!checkout) return;
    const seen = checkout.checkoutCart.lines.find((l) => l.articleId === ARTICLE.articleId)?.quantity ?? 0;
    if (seen < confirmed) this.linesLost += 1;
    if (seen === 0) return;
    // Placed exactly once: a lost answer is asked again with the same key until one comes.
    const key = `drill-${randomBytes(6).toString('hex')}`;
    this.attempted += 1;
    for (;;) {
      const placed = await this.gql<{ orderPlace: { order: { number: string } | null; userErrors: { code: string }[] } }>(
        'mutation($i: OrderPlaceInput!) { orderPlace(input: $i) { order { number } userErrors { code } } }',
        { i: { idempotencyKey: key, receiveChoice: 'ALL_TOGETHER', shippingModeId: '30' } },
      );
      if (placed?.orderPlace.order) {
        this.confirmed += 1;
        return;
      }
      if (placed) {
        console.warn(`${this.username}@${this.tenant}: order refused ${JSON.stringify(placed.orderPlace.userErrors)}`);
        this.attempted -= 1;
        return;
      }
      await sleep(500);
    }
  }
}

async function ordersInErp(upstreamUrl: string, tenant: number, username: string): Promise<number> {
  const res = await request(`${upstreamUrl}/${tenant}/pegaso/getDocCli`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: username }).toString(),
  });
  const { Docs } = (await res.body.json()) as { Docs: Array<{ CodSezVen: string }> };
  return Docs.filter((d) => d.CodSezVen === 'OW').length;
}

// ---- the drill -------------------------------------------------------------------------------

interface PhaseResult {
  fault: string;
  requests: number;
  failed: number;
  attempted: number;
  placed: number;
  inErp: number;
  linesLost: number;
  /** From the fault's start to its end (the process or server back, the stall over). */
  faultS: number;
  /** From the fault's start to the last failed request. */
  backToNormalS: number;
}

async function drill(run: number): Promise<PhaseResult[]> {
  const upstream = await startBenchUpstream(200);
  const erp = await startStallProxy(upstream.url);
  let redis = await startRedis();
  const sessionKey = randomBytes(32).toString('hex');
  const dataDirs = GATEWAY_PORTS.map(() => mkdtempSync(join(tmpdir(), 'fault-drill-')));
  const env = (i: number) => ({
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
    SESSION_KEY: sessionKey,
    DATA_DIR: dataDirs[i]!,
    LOGIN_RATE_LIMIT: '100000',
    LOGIN_USER_RATE_LIMIT: '100000',
    SHUTDOWN_READINESS_DELAY_MS: '1000',
    LOG_LEVEL: 'error',
  });
  const start = (i: number) => spawnGateway({ port: GATEWAY_PORTS[i]!, upstreamUrl: erp.url, env: env(i) });
  const gateways = await Promise.all(GATEWAY_PORTS.map((_, i) => start(i)));
  const balancer = await startBalancer(GATEWAY_PORTS.map((p) => `http://127.0.0.1:${p}`));
  const ready = (i: number) => waitUntil(async () => (await fetch(`http://127.0.0.1:${GATEWAY_PORTS[i]}/readyz`)).ok, 120_000);

  const faults: { name: string; inject: () => Promise<void> }[] = [
    {
      name: 'one gateway killed mid-order (SIGKILL), then started again',
      inject: async () => {
        process.kill(gateways[0]!.pid, 'SIGKILL');
        await sleep(3_000);
        gateways[0] = await start(0);
      },
    },
    {
      name: 'Redis restarted (shutdown nosave, started again)',
      inject: async () => {
        await stopRedis(redis);
        await sleep(1_000);
        redis = await startRedis();
      },
    },
    {
      name: 'ERP stalled for 10 s',
      inject: async () => {
        erp.stall(10_000);
        await sleep(10_000);
      },
    },
    {
      name: 'rolling restart (SIGTERM each gateway in turn)',
      inject: async () => {
        for (const i of [0, 1]) {
          await gateways[i]!.stop();
          gateways[i] = await start(i);
          await ready(i);
        }
      },
    },
  ];

  const results: PhaseResult[] = [];
  const only = process.env.FAULTS?.split(',').map(Number);
  for (const [n, fault] of faults.entries()) {
    if (only && !only.includes(n + 1)) continue;
    const buyers = BUYERS.map((b) => new Buyer(balancer.port, b.tenant, b.username));
    const before = await Promise.all(buyers.map((b) => ordersInErp(upstream.url, b.tenant, b.username)));
    let running = true;
    const loops = buyers.map(async (b) => {
      while (running) await b.shop();
    });
    await sleep(4_000);
    const faultAt = Date.now();
    await fault.inject();
    const faultS = (Date.now() - faultAt) / 1000;
    await sleep(8_000);
    running = false;
    await Promise.all(loops);
    const after = await Promise.all(buyers.map((b) => ordersInErp(upstream.url, b.tenant, b.username)));
    const outcomes = buyers.flatMap((b) => b.outcomes);
    const lastFailure = Math.max(faultAt, ...outcomes.filter((o) => !o.ok).map((o) => o.at));
    results.push({
      fault: fault.name,
      requests: outcomes.length,
      failed: outcomes.filter((o) => !o.ok).length,
      attempted: buyers.reduce((n, b) => n + b.attempted, 0),
      placed: buyers.reduce((n, b) => n + b.confirmed, 0),
      inErp: after.reduce((n, a, i) => n + a - before[i]!, 0),
      linesLost: buyers.reduce((n, b) => n + b.linesLost, 0),
      faultS,
      backToNormalS: (lastFailure - faultAt) / 1000,
    });
    const reasons = new Map<string, number>();
    for (const o of outcomes) if (!o.ok) reasons.set(o.why ?? '', (reasons.get(o.why ?? '') ?? 0) + 1);
    console.log(`run ${run}: ${fault.name}: ${JSON.stringify(results.at(-1))} failures: ${JSON.stringify(Object.fromEntries(reasons))}`);
    // Every buyer's cart is emptied by its last order; a line left by an interrupted round is cleared.
    await Promise.all(buyers.map((b) => b.gql('mutation { cartClear { cart { lineCount } } }')));
  }

  await balancer.close();
  for (const g of gateways) await g.stop();
  await stopRedis(redis);
  await erp.close();
  await upstream.close();
  for (const d of dataDirs) rmSync(d, { recursive: true, force: true });
  return results;
}

const all: PhaseResult[][] = [];
for (let run = 1; run <= RUNS; run++) all.push(await drill(run));

console.log('\n| run | fault | requests | failed | orders attempted | placed (answered) | in the ERP | cart lines lost | fault lasted | last failure after its start |');
console.log('| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [i, results] of all.entries())
  for (const r of results)
    console.log(`| ${i + 1} | ${r.fault} | ${r.requests} | ${r.failed} | ${r.attempted} | ${r.placed} | ${r.inErp} | ${r.linesLost} | ${r.faultS.toFixed(1)} s | ${r.backToNormalS.toFixed(1)} s |`);
