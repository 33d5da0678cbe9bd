/** A reply as it was sent: the JSON text, or its compressed bytes and their encoding. */
export interface RememberedReply {
  body: string | Buffer;
  /** The Content-Encoding it was sent with (none for the JSON text). */
  contentEncoding?: string;
}

/**
 * Replies remembered by key, least recently used first out, within a budget of bytes (the
 * keys' lengths and the bodies': JavaScript strings of ASCII JSON hold one byte a character).
 *
 * A reply belongs to a scope: the objects it was computed from that change as a whole (the
 * catalogue snapshot, the viewer's pricing context). Each pair of scope objects gets a number
 * of its own, remembered weakly, so that a new snapshot or a new pricing context starts with
 * no replies: the old ones are never found again and leave as the budget needs room.
 */
export class ReplyMemoStore {
  private readonly replies = new Map<string, RememberedReply>();
  private size = 0;
  private readonly scopes = new WeakMap<object, WeakMap<object, number>>();
  private nextScope = 1;
  /** Replies found (for the logs and the tests: a memo that never answers is a cost only). */
  hits = 0;

  constructor(private readonly budget: number) {}

  /** The number of the scope made of `outer` and `inner` (the same pair, the same number). */
  scope(outer: object, inner: object): number {
    let inners = this.scopes.get(outer);
    if (!inners) this.scopes.set(outer, (inners = new WeakMap()));
    let id = inners.get(inner);
    if (id === undefined) inners.set(inner, (id = this.nextScope++));
    return id;
  }

  get(key: string): RememberedReply | undefined {
    const reply = this.replies.get(key);
    if (reply !== undefined) {
      this.hits += 1;
      // Most recently used last.
      this.replies.delete(key);
      this.replies.set(key, reply);
    }
    return reply;
  }

  set(key: string, reply: RememberedReply): void {
    const cost = key.length + reply.body.length;
    if (cost > this.budget) return;
    const previous = this.replies.get(key);
    if (previous !== undefined) {
      this.replies.delete(key);
      this.size -= key.length + previous.body.length;
    }
    while (this.size + cost > this.budget) {
      const [oldKey, oldReply] = this.replies.entries().next().value!;
      this.replies.delete(oldKey);
      this.size -= oldKey.length + oldReply.body.length;
    }
    this.replies.set(key, reply);
    this.size += cost;
  }

  /** Bytes held (keys and replies). */
  get used(): number {
    return this.size;
  }

  get count(): number {
    return this.replies.size;
  }
}
