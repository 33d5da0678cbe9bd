/**
 * The cost of checking a hostile document: the fragment fan-out (n fragments, each spreading
 * the next twice) through the gateway's validation rules, against a depth rule without memo
 * (the rule before fragments were memoised), which visits fragment n 2^n times.
 *
 * Then the documents of two floods seen against the shop, with their estimated cost.
 *
 *   node --import tsx bench/query-cost.ts
 */
import { buildSchema, Kind, parse, validate, type DocumentNode, type SelectionSetNode } from 'graphql';
import { loadSchemaSdl } from '../gateway/src/graphql/schema.ts';
import { depthLimitRule } from '../gateway/src/graphql/depth-limit.ts';
import { operationCosts, queryLimitsRule } from '../gateway/src/graphql/query-cost.ts';
import { descriptionAliasQuery, fanOutQuery, REVIEWS_FAN_OUT_QUERY } from '../tests/support/hostile-queries.ts';

const schema = buildSchema(loadSchemaSdl());

/** Depth without memo: every spread walks its fragment again. */
function naiveDepth(doc: DocumentNode): number {
  const fragments = new Map(doc.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const depthOf = (set: SelectionSetNode | undefined, seen: Set<string>): number => {
    let max = 0;
    for (const s of set?.selections ?? []) {
      if (s.kind === Kind.FIELD) max = Math.max(max, s.selectionSet ? 1 + depthOf(s.selectionSet, seen) : 1);
      else if (s.kind === Kind.INLINE_FRAGMENT) max = Math.max(max, depthOf(s.selectionSet, seen));
      else if (!seen.has(s.name.value)) max = Math.max(max, depthOf(fragments.get(s.name.value)?.selectionSet, new Set(seen).add(s.name.value)));
    }
    return max;
  };
  const op = doc.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  return op && op.kind === Kind.OPERATION_DEFINITION ? depthOf(op.selectionSet, new Set()) : 0;
}

function ms(fn: () => unknown, repeat = 1): number {
  const start = process.hrtime.bigint();
  for (let i = 0; i < repeat; i++) fn();
  return Number(process.hrtime.bigint() - start) / 1e6 / repeat;
}

const rules = [depthLimitRule(12), queryLimitsRule({ maxCost: 50_000, maxAliases: 20, maxFragments: 30 })];
console.log('fragments  bytes  gateway rules (ms)  depth without memo (ms)');
for (const n of [10, 14, 18, 20]) {
  const source = fanOutQuery(n);
  const doc = parse(source);
  const withMemo = ms(() => validate(schema, doc, rules), 20);
  const naive = ms(() => naiveDepth(doc), n >= 20 ? 1 : 3);
  console.log(`${String(n).padStart(9)}  ${String(source.length).padStart(5)}  ${withMemo.toFixed(3).padStart(18)}  ${naive.toFixed(1).padStart(23)}`);
}

// The floods of a small query: their estimated cost and the time to refuse them.
console.log('\ndocument                    bytes       cost  verdict    rules (ms)');
for (const [name, source] of [['description aliases', descriptionAliasQuery()], ['reviews fan-out', REVIEWS_FAN_OUT_QUERY]] as const) {
  const doc = parse(source);
  const cost = [...operationCosts(schema, doc).values()][0] ?? 0;
  const verdict = validate(schema, doc, rules).length ? 'refused' : 'accepted';
  const time = ms(() => validate(schema, doc, rules), 20);
  console.log(`${name.padEnd(24)}  ${String(source.length).padStart(5)}  ${String(cost).padStart(9)}  ${verdict.padEnd(8)}  ${time.toFixed(3).padStart(10)}`);
}
