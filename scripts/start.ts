import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

// `npm start`: the reference upstream (unless UPSTREAM_URL points elsewhere) and the gateway,
// as two processes talking HTTP on loopback, exactly as the gateway talks to a real ERP.
// Both run the compiled JavaScript (npm run build); `--dev` runs the TypeScript through tsx.
const dev = process.argv.includes('--dev');
const upstreamPort = process.env.PEGASO_PORT ?? '8090';
const externalUpstream = process.env.UPSTREAM_URL;
const children: ChildProcess[] = [];

function run(name: string, source: string, compiled: string, env: Record<string, string>): ChildProcess {
  const args = dev ? ['--import', 'tsx', source] : ['--enable-source-maps', compiled];
  const child = spawn(process.execPath, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => {
    console.error(`[start] ${name} exited with code ${code}`);
    shutdown(code ?? 1);
  });
  children.push(child);
  return child;
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function shutdown(code: number): void {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  process.exitCode = code;
}

process.once('SIGINT', () => shutdown(0));
process.once('SIGTERM', () => shutdown(0));

if (!externalUpstream) {
  // The demo lists the mails the upstream would send at http://127.0.0.1:8090/dev/outbox.
  run('pegaso', 'pegaso/src/server.ts', 'pegaso/dist/server.js', { PORT: upstreamPort, HOST: '127.0.0.1', PEGASO_DEV_OUTBOX: process.env.PEGASO_DEV_OUTBOX ?? '1' });
  console.log('[start] reference upstream starting (first start seeds the demo data)...');
  await waitFor(`http://127.0.0.1:${upstreamPort}/healthz`, 180_000);
}
run('gateway', 'gateway/src/server.ts', 'gateway/dist/server.js', externalUpstream ? {} : { UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}` });
await waitFor(`http://127.0.0.1:${process.env.PORT ?? '8080'}/healthz`, 60_000);
console.log(`[start] shop ready at http://localhost:${process.env.PORT ?? '8080'} (GraphiQL at /graphiql)`);
