import { readFileSync, statSync } from 'node:fs';
import { print, type DocumentNode } from 'graphql';
import type { Plugin } from 'vite';

const VIRTUAL = 'virtual:graphql-document/';
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const NAME = /^\s*(query|mutation|subscription|fragment)\s+([A-Za-z_]\w*)/;
const GENERATED = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode</gm;

/**
 * The client preset's graphql() finds a document in one map holding every document of the
 * shop, so the first page would carry every other page's queries. Here each graphql() call
 * becomes an import of its own document, read from the generated graphql.ts: a document
 * travels in the chunk of the page that uses it. It travels as its text, a third of the size
 * of its syntax tree: urql accepts either and parses a text once. A call whose document is not
 * generated yet is left as it is.
 */
export function splitGraphqlDocuments(generatedFile: string): Plugin {
  let cache: { mtimeMs: number; documents: Map<string, string> } | null = null;
  const documents = () => {
    const { mtimeMs } = statSync(generatedFile);
    if (cache?.mtimeMs !== mtimeMs) {
      const found = new Map<string, string>();
      for (const [, name, json] of readFileSync(generatedFile, 'utf8').matchAll(GENERATED)) {
        found.set(name!, json!);
      }
      cache = { mtimeMs, documents: found };
    }
    return cache.documents;
  };

  return {
    name: 'shop-split-graphql-documents',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${VIRTUAL}`)) return null;
      this.addWatchFile(generatedFile);
      const document = documents().get(id.slice(VIRTUAL.length + 1));
      if (document === undefined) return null;
      const text = print(JSON.parse(document) as DocumentNode);
      return `export default ${JSON.stringify(text)};`;
    },
    transform(code, id) {
      if (!/\.tsx?$/.test(id) || id.includes('/src/gql/') || !code.includes('graphql(')) return null;
      const imports: string[] = [];
      const rewritten = code.replace(CALL, (call, source: string) => {
        const match = NAME.exec(source);
        if (!match) return call;
        const name = `${match[2]}${match[1] === 'fragment' ? 'FragmentDoc' : 'Document'}`;
        if (!documents().has(name)) return call;
        const local = `__graphql_${name}`;
        if (!imports.some((line) => line.includes(` ${local} `))) {
          imports.push(`import ${local} from '${VIRTUAL}${name}';`);
        }
        return local;
      });
      return imports.length === 0 ? null : { code: `${imports.join('\n')}\n${rewritten}`, map: null };
    },
  };
}
