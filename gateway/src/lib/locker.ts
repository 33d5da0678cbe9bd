/** Serialises work per key: one change at a time for one customer's cart, say. */
export interface Locker {
  withLock<T>(key: string, fn: () => Promise<T>): Promise<T>;
}

/** Within one process: a promise chain per key. */
export class InProcessLocker implements Locker {
  private readonly tails = new Map<string, Promise<unknown>>();

  async withLock<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(fn);
    const tail = run.catch(() => undefined);
    this.tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }
}
