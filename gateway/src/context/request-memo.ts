/**
 * Values computed at most once per request (the viewer's pricing audience, saved lists ...).
 * Keys are symbols owned by the module that computes the value, so two modules never collide.
 */
export class RequestMemo {
  private readonly values = new Map<symbol, unknown>();

  get<T>(key: symbol): T | undefined {
    return this.values.get(key) as T | undefined;
  }

  has(key: symbol): boolean {
    return this.values.has(key);
  }

  set<T>(key: symbol, value: T): T {
    this.values.set(key, value);
    return value;
  }

  delete(key: symbol): void {
    this.values.delete(key);
  }

  /** The memoised value of `key`, computing it with `make` the first time. */
  once<T>(key: symbol, make: () => T): T {
    if (this.values.has(key)) return this.values.get(key) as T;
    return this.set(key, make());
  }
}
