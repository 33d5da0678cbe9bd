import { describe, expect, it } from 'vitest';
import { isRedisUnavailable } from './redis-unavailable.ts';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('isRedisUnavailable', () => {
  it.each([
    ['ioredis giving up after its retries', named('MaxRetriesPerRequestError', 'Reached the max retries per request limit (which is 2). Refer to "maxRetriesPerRequest" option for details.'), true],
    ['the same message under another name', new Error('Reached the max retries per request limit (which is 2).'), true],
    ['a closed connection', new Error('Connection is closed.'), true],
    ['no offline queue', new Error("Stream isn't writeable and enableOfflineQueue options is false"), true],
    ['a wrapped outage', new Error('lock cart:1 failed', { cause: new Error('Connection is closed.') }), true],
    ['a Redis reply error (a bug, not an outage)', named('ReplyError', 'WRONGTYPE Operation against a key holding the wrong kind of value'), false],
    ['any other error', new TypeError("Cannot read properties of undefined (reading 'x')"), false],
    ['not an error', 'Connection is closed.', false],
  ] as const)('%s: %s', (_what, err, expected) => {
    expect(isRedisUnavailable(err)).toBe(expected);
  });
});
