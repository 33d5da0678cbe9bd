import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { isIsoDate } from '../domain/calendar-day.ts';

export { isIsoDate };

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
