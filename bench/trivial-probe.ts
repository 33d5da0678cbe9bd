/**
 * Trivial queries one after the other, from a worker thread, while some work runs: the longest
 * answer is how long another buyer waited on the gateway meanwhile. From a worker, so that the
 * upstream's own work in the bench's process does not delay the probe and pass for the gateway
 * holding its event loop.
 */
import { Worker } from 'node:worker_threads';

const PROBE = `
const { parentPort, workerData } = require('node:worker_threads');
let stop = false, longest = 0, probes = 0;
parentPort.on('message', () => { stop = true; });
(async () => {
  while (!stop) {
    const t = performance.now();
    await fetch(workerData.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ __typename }"}' }).then((r) => r.text());
    longest = Math.max(longest, performance.now() - t);
    probes += 1;
    await new Promise((r) => setTimeout(r, 5));
  }
  parentPort.postMessage({ longest, probes });
})();`;

/** Probes `graphqlUrl` until `until` settles; the longest answer (ms) and how many were sent. */
export async function probeWhile(graphqlUrl: string, until: Promise<unknown>): Promise<{ longest: number; probes: number }> {
  const probe = new Worker(PROBE, { eval: true, workerData: { url: graphqlUrl } });
  const result = new Promise<{ longest: number; probes: number }>((resolve) => probe.once('message', resolve));
  try {
    await until;
  } finally {
    probe.postMessage('stop');
  }
  const answered = await result;
  await probe.terminate();
  return answered;
}
