import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar day written 'YYYY-MM-DD' (no 2026-02-30, no 9999-99-99). */
export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const invalidDate = (value: unknown) =>
  new GraphQLError(`Data non valida: ${JSON.stringify(value)?.slice(0, 40)}, atteso AAAA-MM-GG`, {
    extensions: { code: 'BAD_USER_INPUT' },
  });

function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !isIsoDate(value)) throw invalidDate(value);
  return value;
}

/** A calendar day, 'YYYY-MM-DD' (ISO 8601), without time or zone. */
export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  description: "A calendar day, 'YYYY-MM-DD' (ISO 8601), without time or zone.",
  serialize: (value) => parseDate(value),
  parseValue: (value) => parseDate(value),
  parseLiteral: (node) => {
    if (node.kind !== Kind.STRING) throw invalidDate(node.kind);
    return parseDate(node.value);
  },
});
