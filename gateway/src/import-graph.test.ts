import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// The gateway's import graph has no cycle: every module can be read, tested and moved after the
// ones it uses. Type-only imports count too (a cycle of types still ties the files together).
// One exception: the generated resolver types import the models codegen.ts maps schema types to
// (mappers); those edges are the generator's, not a design choice, and are left out.
//
// ERP names end at the adapter: only upstream/ itself, the composition root that builds the
// façade from it (tenants/runtime.ts) and tests may import from upstream/. Everything else speaks
// the façade (erp/erp.ts) and its shop-model types (erp/*).
//
// The gateway's wiring (services.ts: the environment, every company's runtime, the hosts) is read
// only where HTTP routes and hooks are registered; a service gets the shared stores and the
// settings as values in its request context (context/request-context.ts).
//
// Only resolvers speak the schema: the generated types are imported under graphql/ and by files
// named *-resolvers.ts. Services return the shop's own models, which the resolvers hand to the
// API (TypeScript checks they fit), so a schema change stops at the resolvers.

const ROOT = dirname(fileURLToPath(import.meta.url));
const GENERATED = join(ROOT, 'graphql', 'generated');
const ADAPTER = join(ROOT, 'upstream');
const GRAPHQL = join(ROOT, 'graphql');
const COMPOSITION_ROOT = join(ROOT, 'tenants', 'runtime.ts');
const WIRING = join(ROOT, 'services.ts');
/** Under graphql/ or named *-resolvers.ts: the files that map the shop's models to the schema. */
const isResolver = (file: string) => file.startsWith(GRAPHQL + sep) || file.endsWith('-resolvers.ts');
/** Registers HTTP routes or hooks with the gateway's wiring, or builds a request's context from it. */
const readsWiring = (file: string) =>
  file === join(ROOT, 'app.ts') ||
  /export (async )?function (register\w+|requestContextOf|tenantOf)\(\w+: (FastifyInstance|FastifyRequest), services: GatewayServices/.test(readFileSync(file, 'utf8'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      if (file.startsWith(GENERATED)) return [file, []];
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .map((i) => i.fileName)
        .filter((name) => name.startsWith('.'))
        .map((name) => resolve(dirname(file), name))
        .filter((target) => known.has(target));
      return [file, targets];
    }),
  );
}

/** Strongly connected components of more than one file (Tarjan), i.e. the import cycles. */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next += 1;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) as number, low.get(w) as number));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) as number, index.get(w) as number));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop() as string;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1) cycles.push(component);
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

describe('the gateway import graph', () => {
  it('finds a cycle when there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(cyclesOf(graph).map((c) => c.sort())).toEqual([['a', 'b', 'c']]);
  });

  it('has no cycle', () => {
    const cycles = cyclesOf(importGraph(sourceFiles(ROOT))).map((c) => c.map((f) => relative(ROOT, f)).sort());
    expect(cycles).toEqual([]);
  });

  it('reaches the ERP adapter only from the composition root', () => {
    const graph = importGraph(sourceFiles(ROOT));
    const inside = (file: string) => file.startsWith(ADAPTER + sep);
    const crossings = [...graph]
      .filter(([file]) => !inside(file) && file !== COMPOSITION_ROOT)
      .flatMap(([file, targets]) => targets.filter(inside).map((t) => `${relative(ROOT, file)} -> ${relative(ROOT, t)}`))
      .sort();
    expect(crossings).toEqual([]);
  });

  it('reads the wiring only where HTTP routes and hooks are registered', () => {
    const graph = importGraph(sourceFiles(ROOT));
    const readers = [...graph].filter(([file, targets]) => targets.includes(WIRING) && !readsWiring(file)).map(([file]) => relative(ROOT, file));
    expect(readers).toEqual([]);
  });

  it('lets only resolvers import the GraphQL-generated types', () => {
    const graph = importGraph(sourceFiles(ROOT));
    const importers = [...graph]
      .filter(([file, targets]) => !isResolver(file) && targets.some((t) => t.startsWith(GENERATED + sep)))
      .map(([file]) => relative(ROOT, file))
      .sort();
    expect(importers).toEqual([]);
  });
});
