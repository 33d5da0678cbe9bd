import { generateCatalogue } from '../pegaso/src/demo/catalogue.ts';
import { parseProduct } from '../gateway/src/upstream/catalogue-reply.ts';
import { SnapshotBuilder, type CatalogueSnapshot } from '../gateway/src/catalogue/catalogue-snapshot.ts';
const N = Number(process.env.PRODUCTS ?? 100000);
const texts = generateCatalogue(1, N).products.map((p) => JSON.stringify(p));
const gc = (globalThis as any).gc as () => void;
const used = () => { gc(); gc(); return Math.round(process.memoryUsage().heapUsed / 1048576); };
function build(prev: CatalogueSnapshot | null) { const b = new SnapshotBuilder(prev); for (const t of texts) b.addText(t, () => parseProduct(t)); return b.finish(Date.now()); }
console.log('texts only', used());
let a: CatalogueSnapshot | null = build(null);
console.log('A', used());
let b: CatalogueSnapshot | null = build(a);
console.log('A+B', used());
a = null;
console.log('B', used());
const idx = b.index; (b as any).index = null;
console.log('B without listing index', used(), Object.keys(idx));
for (const k of Object.keys(idx)) { const v = (idx as any)[k]; (idx as any)[k] = null; console.log(' without', k, used()); }
