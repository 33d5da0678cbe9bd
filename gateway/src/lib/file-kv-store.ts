import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { appendFile, open, rename, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { KvCache } from './kv-cache.ts';

interface Entry {
  until: number;
  json: string;
}

/** One journal line: a value kept until `u`, or (`d`) a deletion. */
type Line = { k: string; u: number; v: string } | { k: string; d: 1 };

/**
 * A small expiring key-value store kept in memory and journaled to one file, for the state a
 * single gateway without Redis must not forget when it restarts (revoked sessions, used
 * reset-link nonces). Each change is appended as one JSON line and synced before its promise
 * resolves; changes are queued, so concurrent writes within the process never interleave.
 * Opening replays the journal and rewrites it with the live entries only, as does a journal
 * grown to many dead lines. One process per file: several gateways share Redis instead.
 */
export class FileKvStore implements KvCache {
  private readonly map = new Map<string, Entry>();
  private queue: Promise<unknown> = Promise.resolve();
  private handle: Promise<FileHandle> | null = null;
  private lines = 0;
  /** Journal length at which it is next rewritten: twice the live entries, at least `compactFrom` lines. */
  private compactAt: number;

  private constructor(
    private readonly path: string,
    private readonly now: () => number,
    private readonly compactFrom: number,
  ) {
    this.compactAt = compactFrom;
  }

  /** Opens (or creates) the journal at `path`; synchronous, as it runs once at start. */
  static open(path: string, options: { now?: () => number; compactFrom?: number } = {}): FileKvStore {
    const store = new FileKvStore(path, options.now ?? Date.now, options.compactFrom ?? 1_000);
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
    let text = '';
    try {
      text = readFileSync(path, 'utf8');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    }
    for (const raw of text.split('\n')) store.replay(raw);
    // Rewritten at once: the expired entries go, and a torn last line (a crash mid-write) too.
    writeFileSync(`${path}.tmp`, store.snapshot(), { mode: 0o600 });
    renameSync(`${path}.tmp`, path);
    return store;
  }

  async get<T>(key: string): Promise<T | undefined> {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    if (hit.until <= this.now()) {
      this.map.delete(key);
      return undefined;
    }
    return JSON.parse(hit.json) as T;
  }

  async set(key: string, value: unknown, ttlMs: number): Promise<void> {
    const entry = { until: this.now() + Math.max(ttlMs, 1), json: JSON.stringify(value) };
    this.map.set(key, entry);
    await this.write({ k: key, u: entry.until, v: entry.json });
  }

  /** Sets the key only when it holds no live value; true when this call set it. */
  async setIfAbsent(key: string, value: unknown, ttlMs: number): Promise<boolean> {
    // Checked and set in one synchronous step: no other call of this process comes between.
    const t = this.now();
    const hit = this.map.get(key);
    if (hit && hit.until > t) return false;
    const entry = { until: t + Math.max(ttlMs, 1), json: JSON.stringify(value) };
    this.map.set(key, entry);
    await this.write({ k: key, u: entry.until, v: entry.json });
    return true;
  }

  async delete(key: string): Promise<void> {
    if (!this.map.delete(key)) return;
    await this.write({ k: key, d: 1 });
  }

  /** Waits for the queued writes and closes the journal. */
  async close(): Promise<void> {
    await this.queue.catch(() => undefined);
    const handle = this.handle;
    this.handle = null;
    if (handle) await (await handle).close();
  }

  private replay(raw: string): void {
    if (!raw.trim()) return;
    let line: Line;
    try {
      line = JSON.parse(raw) as Line;
    } catch {
      return;
    }
    if ('d' in line) this.map.delete(line.k);
    else if (line.u > this.now()) this.map.set(line.k, { until: line.u, json: line.v });
  }

  private snapshot(): string {
    const t = this.now();
    const out: string[] = [];
    for (const [k, e] of this.map) {
      if (e.until <= t) this.map.delete(k);
      else out.push(JSON.stringify({ k, u: e.until, v: e.json } satisfies Line));
    }
    this.lines = out.length;
    this.compactAt = Math.max(this.compactFrom, out.length * 2);
    return out.length ? `${out.join('\n')}\n` : '';
  }

  private write(line: Line): Promise<void> {
    const next = this.queue.then(async () => {
      if (this.lines >= this.compactAt) await this.compact();
      const handle = await (this.handle ??= open(this.path, 'a', 0o600));
      await appendFile(handle, `${JSON.stringify(line)}\n`);
      await handle.datasync();
      this.lines += 1;
    });
    // A failed write fails its own caller, not the ones queued after it.
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async compact(): Promise<void> {
    const handle = this.handle;
    this.handle = null;
    if (handle) await (await handle).close();
    const tmp = `${this.path}.tmp`;
    const file = await open(tmp, 'w', 0o600);
    await file.writeFile(this.snapshot());
    await file.datasync();
    await file.close();
    await rename(tmp, this.path);
  }
}
