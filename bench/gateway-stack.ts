/**
 * What every server-side benchmark stands on: the reference upstream seeded with `products`
 * articles (PostgreSQL when DATABASE_URL is set, memory otherwise) and a gateway in its own
 * process, run as in production, answering on `port`.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { startUpstream } from '../pegaso/src/index.ts';

/**
 * The CPU time a process has used so far (user and system, all its threads), in milliseconds.
 * Per request, it varies far less from run to run than latencies on a shared machine.
 */
export function cpuMs(pid: number): number {
  // Fields 14 and 15 of /proc/<pid>/stat, in clock ticks (100 a second on Linux); the command
  // name (field 2) may hold spaces, so fields are counted from its last closing parenthesis.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** The resident memory of a process in MB; 0 once it has gone (the caller reports why). */
export function rssMb(pid: number): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:')) ?? '';
    return Math.round(Number(line.replace(/\D+/g, '')) / 1024);
  } catch {
    return 0;
  }
}

/** The session cookie of a GraphQL login (password = username, as the demo data has it). */
export async function loginCookie(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($input: LoginInput!) { login(input: $input) { userErrors { code } } }',
      variables: { input: { username, password: username } },
    }),
  });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error(`login as ${username} failed: ${await res.text()}`);
  return cookie;
}

/**
 * ACCEPT_ENCODING='gzip, deflate, br' makes the load benchmarks ask for compressed replies, as
 * browsers always do (default: none, as the earlier figures were measured).
 */
export const acceptEncodingHeader: Record<string, string> = process.env.ACCEPT_ENCODING ? { 'accept-encoding': process.env.ACCEPT_ENCODING } : {};

function nodeArgsFromEnv(): string[] {
  return (process.env.GATEWAY_NODE_ARGS ?? '').split(/\s+/).filter(Boolean);
}

/** The reference upstream with `products` products of company 1. */
export async function startBenchUpstream(products: number) {
  console.log(`seeding ${products} products…`);
  const t0 = Date.now();
  const upstream = await startUpstream({
    port: 0,
    productsPerCompany: products,
    companies: [1],
    database: process.env.DATABASE_URL
      ? { url: process.env.DATABASE_URL, schema: `test_bench_${Date.now()}` }
      : { memory: true },
  });
  console.log(`upstream ready in ${((Date.now() - t0) / 1000).toFixed(1)} s at ${upstream.url}`);
  return upstream;
}

/** A gateway in its own process, as in production; resolves once it answers /healthz. */
export async function spawnGateway(options: {
  port: number;
  upstreamUrl: string;
  env?: Record<string, string>;
  /** Extra node flags for the gateway, e.g. GATEWAY_NODE_ARGS='--cpu-prof --cpu-prof-dir=prof'. */
  nodeArgs?: string[];
  /** A file where the gateway writes its event-loop stalls (loop-stalls.ts). */
  stallLog?: string;
}) {
  const base = `http://127.0.0.1:${options.port}`;
  const stalls = options.stallLog ? ['--import', './bench/loop-stalls.ts'] : [];
  const nodeArgs = [...(options.nodeArgs ?? nodeArgsFromEnv()), '--import', 'tsx', ...stalls];
  const gateway = spawn(process.execPath, [...nodeArgs, 'gateway/src/server.ts'], {
    // Measured as it runs in production (the Dockerfile sets NODE_ENV=production: graphql-js then
    // skips its development-time checks).
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      UPSTREAM_URL: options.upstreamUrl,
      LOG_LEVEL: 'warn',
      ...(options.stallLog ? { LOOP_STALLS_FILE: options.stallLog } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => gateway.once('exit', () => resolve()));
  const stop = async () => {
    gateway.kill('SIGTERM');
    await exited;
  };
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* starting */
    }
    await sleep(250);
  }
  return { base, pid: gateway.pid!, stop };
}

export async function startGatewayStack(options: {
  products: number;
  port: number;
  env?: Record<string, string>;
  nodeArgs?: string[];
}) {
  const upstream = await startBenchUpstream(options.products);
  const gateway = await spawnGateway({ port: options.port, upstreamUrl: upstream.url, env: options.env, nodeArgs: options.nodeArgs });
  const close = async () => {
    await gateway.stop();
    await upstream.close();
  };
  return { upstream, base: gateway.base, pid: gateway.pid, close };
}
