import { once } from 'node:events';
import type { Writable } from 'node:stream';

/**
 * Lets the writer's output reach the client before more is produced: the file libraries do not
 * wait for a slow reader themselves, so after each batch we wait for the event loop (their
 * internal pipes move data on) and for the output to drain. This is what keeps memory bounded
 * whatever the catalogue size. Resolves false when the client went away.
 */
export async function paced(out: Writable): Promise<boolean> {
  await new Promise((resolve) => setImmediate(resolve));
  while (out.writableNeedDrain && !out.destroyed) {
    await Promise.race([once(out, 'drain'), once(out, 'close')]);
  }
  return !out.destroyed;
}
