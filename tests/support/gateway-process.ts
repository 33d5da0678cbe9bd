import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = resolve(import.meta.dirname, '../..');

/** A free loopback port (the process under test must be told its port before it starts). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const port = (server.address() as { port: number }).port;
  await new Promise((done) => server.close(done));
  return port;
}

export interface ServerProcess {
  base: string;
  port: number;
  child: ChildProcess;
  /** Every line the process wrote to stdout so far (the gateway's JSON log lines). */
  lines: string[];
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM (or `signal`), then waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * A server (the gateway by default) in a process of its own, as it runs in production: the
 * compiled bundle when `compiled`, else the TypeScript through tsx. Resolves once `/healthz`
 * answers.
 */
export async function spawnServer(options: {
  env: Record<string, string>;
  compiled?: boolean;
  kind?: 'gateway' | 'pegaso';
  port?: number;
  readyTimeoutMs?: number;
}): Promise<ServerProcess> {
  const kind = options.kind ?? 'gateway';
  const port = options.port ?? (await freePort());
  const ownDataDir = kind === 'gateway' && !options.env.DATA_DIR ? mkdtempSync(join(tmpdir(), 'gateway-process-')) : null;
  const args = options.compiled ? ['--enable-source-maps', `${kind}/dist/server.js`] : ['--import', 'tsx', `${kind}/src/server.ts`];
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'info',
      ...(kind === 'gateway'
        ? { SESSION_KEY: randomBytes(32).toString('hex'), LOGIN_RATE_LIMIT: '10000', LOGIN_USER_RATE_LIMIT: '10000' }
        : {}),
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let pending = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const parts = (pending + chunk).split('\n');
    pending = parts.pop() ?? '';
    lines.push(...parts);
  });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise<number | null>((done) =>
    child.once('exit', (code) => {
      if (pending) lines.push(pending);
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
      done(code);
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + (options.readyTimeoutMs ?? 90_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${kind} exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error(`${kind} did not answer /healthz: ${stderr}`);
    }
    await sleep(100);
  }
  return {
    base,
    port,
    child,
    lines,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** The JSON log lines of a process, parsed (other lines are skipped). */
export function jsonLines(lines: string[]): Record<string, unknown>[] {
  return lines.flatMap((l) => {
    try {
      const v = JSON.parse(l) as unknown;
      return v && typeof v === 'object' ? [v as Record<string, unknown>] : [];
    } catch {
      return [];
    }
  });
}
