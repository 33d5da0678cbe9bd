import negotiate from '@fastify/accept-negotiator';

/** What the compression may send (security-headers.ts: `encodings`), in its order. */
const COMPRESSED = ['br', 'gzip'] as const;
/** '*' and 'x-gzip' are read as gzip, as @fastify/compress reads them. */
const GZIP_ALIASES = /\*|x-gzip/gu;

export type ReplyEncoding = (typeof COMPRESSED)[number] | 'identity';

/**
 * The encoding the compression chooses for a request's Accept-Encoding, by the same negotiator
 * and rules as @fastify/compress: a remembered reply is kept in the form it was sent, one copy
 * per encoding asked for.
 */
export function replyEncoding(acceptEncoding: string | undefined): ReplyEncoding {
  if (acceptEncoding === undefined) return 'identity';
  return negotiate(acceptEncoding.toLowerCase().replace(GZIP_ALIASES, 'gzip'), [...COMPRESSED]) ?? 'identity';
}
