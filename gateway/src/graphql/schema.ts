import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCHEMA_DIR = fileURLToPath(new URL('../../../schema/', import.meta.url));

/** The SDL of every domain file in schema/, joined in a stable order. */
export function loadSchemaSdl(dir = SCHEMA_DIR): string {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.graphql'))
    .sort()
    .map((f) => readFileSync(join(dir, f), 'utf8'))
    .join('\n');
}
