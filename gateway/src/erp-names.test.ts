import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// ERP names end at the adapter: upstream/ reads the ERP's replies and writes its requests in the
// ERP's own field names and hands the rest of the gateway shop names (erp/models.ts and its
// siblings; the README's table 'ERP names → shop names'). A raw name anywhere else means the
// ERP's vocabulary is leaking into the shop again, in code or in tests alike.
//
// Left out: the generated resolver types, which repeat the GraphQL schema's descriptions (the
// schema is the client's contract, not the gateway's code), and this file, which lists the names.

const THIS_FILE = fileURLToPath(import.meta.url);
const ROOT = dirname(THIS_FILE);
const ADAPTER = join(ROOT, 'upstream') + sep;
const GENERATED = join(ROOT, 'graphql', 'generated') + sep;

/** The ERP's names for prices, quantities, the printed catalogue and the markup (a prefix: `altdat2Markup` counts). */
const ERP_NAME = /\b(pricesco|preLis|qtaOrdFor|qtaImpCli|catalogo|altdat2|priceNoSco|priceIva)/g;
/** The printed catalogue's public address, which the web client links to: a path, not a field. */
const CATALOGUE_PDF_PATH = '/catalogue/catalogo.pdf';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') ? [path] : [];
  });
}

/** `file:line: name` for each ERP name in `text`. */
function erpNamesIn(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, i) =>
    [...line.replaceAll(CATALOGUE_PDF_PATH, '').matchAll(ERP_NAME)].map((m) => `${relative(ROOT, file)}:${i + 1}: ${m[1]}`),
  );
}

describe('ERP names', () => {
  it('are found where they are written', () => {
    expect(erpNamesIn(join(ROOT, 'x.ts'), `const a = s.pricesco;\nfetch('${CATALOGUE_PDF_PATH}');\nif (rules.altdat2Markup) {}`)).toEqual([
      'x.ts:1: pricesco',
      'x.ts:3: altdat2',
    ]);
  });

  it('appear only in the ERP adapter', () => {
    const found = sourceFiles(ROOT)
      .filter((file) => !file.startsWith(ADAPTER) && !file.startsWith(GENERATED) && file !== THIS_FILE)
      .flatMap((file) => erpNamesIn(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });
});
