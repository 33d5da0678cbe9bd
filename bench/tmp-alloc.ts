import { Session } from 'node:inspector/promises';
import { generateCatalogue } from '../pegaso/src/demo/catalogue.ts';
import { parseProduct } from '../gateway/src/upstream/catalogue-reply.ts';
import { SnapshotBuilder, type CatalogueSnapshot } from '../gateway/src/catalogue/catalogue-snapshot.ts';
const N = Number(process.env.PRODUCTS ?? 20000);
const texts = generateCatalogue(1, N).products.map((p) => JSON.stringify(p));
function build(prev: CatalogueSnapshot | null) { const b = new SnapshotBuilder(prev); for (const t of texts) b.addText(t, () => parseProduct(t)); return b.finish(Date.now()); }
const a = build(null);
const s = new Session(); s.connect();
await s.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as any);
const b = build(a);
const { profile } = (await s.post('HeapProfiler.stopSampling')) as any;
const self = new Map<string, number>();
const walk = (n: any, stack: string[]) => {
  const name = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/.*\/work\/main\//, '').replace(/.*node_modules\//, 'nm:')}:${n.callFrame.lineNumber + 1}`;
  const key = [...stack.slice(-2), name].join(' < ');
  self.set(key, (self.get(key) ?? 0) + n.selfSize);
  for (const c of n.children) walk(c, [...stack, name.replace(/ gateway\/src\/catalogue\//, ' ').replace(/search-words\/src\//, '')]);
};
walk(profile.head, []);
const total = [...self.values()].reduce((x, y) => x + y, 0);
console.log('total sampled MB', (total / 1048576).toFixed(0), 'per product KB', (total / N / 1024).toFixed(1), b.products.length);
for (const [k, v] of [...self].sort((x, y) => y[1] - x[1]).slice(0, 25)) console.log((v / 1048576).toFixed(1).padStart(7), k);
