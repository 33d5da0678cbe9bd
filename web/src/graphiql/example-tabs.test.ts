import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, parse, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { EXAMPLE_TABS } from './example-tabs';

// Each example tab is valid against the schema as it stands: a renamed field shows here, not in
// an integrator's first try.
const dir = join(import.meta.dirname, '../../../schema');
const schema = buildSchema(
  readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n'),
);

describe('GraphiQL example tabs', () => {
  it.each(EXAMPLE_TABS.map((tab) => [tab.query.split('\n')[0]!, tab.query] as const))('%s', (_title, query) => {
    expect(validate(schema, parse(query)).map((e) => e.message)).toEqual([]);
  });
});
