// The GraphQL operation a request runs, for metrics, read from the request body without parsing
// the document (the operation's own name, else the first operation's name in the text). A
// client names its operations as it likes: names are checked, and after `maxNames` distinct
// ones every new name counts as 'other', so that no client can make series without end.

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const FIRST_OPERATION = /^\s*(?:#[^\n]*\n\s*)*(query|mutation|subscription)\b\s*([A-Za-z_][A-Za-z0-9_]*)?/;

export interface OperationLabel {
  operation: string;
  type: 'query' | 'mutation' | 'subscription';
}

export function operationOf(body: unknown): OperationLabel {
  const { query, operationName } = (body ?? {}) as { query?: unknown; operationName?: unknown };
  const text = typeof query === 'string' ? query : '';
  const first = FIRST_OPERATION.exec(text);
  const type = (first?.[1] as OperationLabel['type'] | undefined) ?? 'query';
  if (typeof operationName === 'string' && IDENTIFIER.test(operationName)) return { operation: operationName, type };
  const named = first?.[2];
  return { operation: named && IDENTIFIER.test(named) ? named : '(anonymous)', type };
}

/** Keeps at most `maxNames` distinct operation names; any later new name becomes 'other'. */
export function boundedNames(maxNames: number): (name: string) => string {
  const seen = new Set<string>();
  return (name) => {
    if (seen.has(name)) return name;
    if (seen.size >= maxNames) return 'other';
    seen.add(name);
    return name;
  };
}
