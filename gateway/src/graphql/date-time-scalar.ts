import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const invalid = (value: unknown) =>
  new GraphQLError(`Istante non valido: ${JSON.stringify(value)?.slice(0, 40)}, atteso ISO 8601`, {
    extensions: { code: 'BAD_USER_INPUT' },
  });

/** An instant from epoch milliseconds, a Date or an ISO text, as ISO 8601 in UTC. */
function toIso(value: unknown): string {
  const date = value instanceof Date ? value : typeof value === 'number' || typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw invalid(value);
  return date.toISOString();
}

/** An instant, 'YYYY-MM-DDTHH:mm:ss.sssZ'; resolvers may return epoch milliseconds or a Date. */
export const DateTimeScalar = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: "An instant, written in ISO 8601 with milliseconds in UTC ('2026-11-26T19:27:20.000Z').",
  serialize: toIso,
  parseValue: (value) => {
    if (typeof value !== 'string') throw invalid(value);
    return toIso(value);
  },
  parseLiteral: (node) => {
    if (node.kind !== Kind.STRING) throw invalid(node.kind);
    return toIso(node.value);
  },
});
