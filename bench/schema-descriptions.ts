/**
 * How much of the schema explains itself: the share of types, fields, arguments, input fields
 * and enum values that carry a description, read from a gateway's live introspection
 * (GRAPHQL_URL, default http://localhost:8080/graphql), or from schema/ (or SCHEMA_DIR) when SDL=1.
 * `npm run bench:schema-descriptions`; prints the share per kind and the undescribed names
 * (UNDESCRIBED=1), and exits 1 below MIN_PERCENT when it is set.
 */
import { buildSchema, getIntrospectionQuery, introspectionFromSchema, type IntrospectionQuery } from 'graphql';
import { loadSchemaSdl } from '../gateway/src/graphql/schema.ts';

async function introspect(): Promise<IntrospectionQuery> {
  if (process.env.SDL === '1') return introspectionFromSchema(buildSchema(loadSchemaSdl(process.env.SCHEMA_DIR)));
  const url = process.env.GRAPHQL_URL ?? 'http://localhost:8080/graphql';
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: getIntrospectionQuery() }) });
  const body = (await res.json()) as { data?: IntrospectionQuery; errors?: unknown };
  if (!body.data) throw new Error(`introspection refused: ${JSON.stringify(body.errors)}`);
  return body.data;
}

const schema = (await introspect()).__schema;
const counts: Record<string, { described: number; total: number }> = {};
const undescribed: string[] = [];
const count = (kind: string, name: string, description: string | null | undefined) => {
  const c = (counts[kind] ??= { described: 0, total: 0 });
  c.total += 1;
  if (description?.trim()) c.described += 1;
  else undescribed.push(`${kind} ${name}`);
};
for (const type of schema.types) {
  if (type.name.startsWith('__')) continue;
  // The built-in scalars are graphql's own, described by the specification.
  if (['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name)) continue;
  count('type', type.name, type.description);
  if ('fields' in type && type.fields) {
    for (const f of type.fields) {
      count('field', `${type.name}.${f.name}`, f.description);
      for (const a of f.args) count('argument', `${type.name}.${f.name}(${a.name})`, a.description);
    }
  }
  if ('inputFields' in type && type.inputFields) for (const f of type.inputFields) count('input field', `${type.name}.${f.name}`, f.description);
  if ('enumValues' in type && type.enumValues) for (const v of type.enumValues) count('enum value', `${type.name}.${v.name}`, v.description);
}
const total = Object.values(counts).reduce((s, c) => ({ described: s.described + c.described, total: s.total + c.total }), { described: 0, total: 0 });
const pct = (c: { described: number; total: number }) => `${((100 * c.described) / c.total).toFixed(1)} %`;
console.table(Object.fromEntries([...Object.entries(counts), ['all', total]].map(([k, c]) => [k, { described: c.described, total: c.total, share: pct(c) }])));
if (process.env.UNDESCRIBED === '1') console.log(undescribed.join('\n'));
const min = Number(process.env.MIN_PERCENT ?? 0);
if ((100 * total.described) / total.total < min) process.exit(1);
