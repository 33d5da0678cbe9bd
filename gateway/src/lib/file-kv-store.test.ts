import { appendFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileKvStore } from './file-kv-store.ts';

const dirs: string[] = [];
function journal(): string {
  const dir = mkdtempSync(join(tmpdir(), 'file-kv-'));
  dirs.push(dir);
  return join(dir, 'state', 'kv.jsonl');
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('FileKvStore', () => {
  it('keeps values, deletions and expiries across a reopening', async () => {
    let now = 1_000;
    const path = journal();
    const first = FileKvStore.open(path, { now: () => now });
    await first.set('a', { n: 1 }, 500);
    await first.set('b', 2, 10_000);
    await first.set('gone', 3, 10_000);
    await first.delete('gone');
    await first.close();
    now = 1_600;
    const second = FileKvStore.open(path, { now: () => now });
    expect([await second.get('a'), await second.get('b'), await second.get('gone')]).toEqual([undefined, 2, undefined]);
    // Reopening rewrote the journal with the live entry only.
    expect(readFileSync(path, 'utf8').trim().split('\n')).toHaveLength(1);
    await second.close();
  });

  it('lets exactly one of many concurrent claims of a key win, and remembers it after a reopening', async () => {
    const path = journal();
    const store = FileKvStore.open(path);
    const wins = await Promise.all(Array.from({ length: 20 }, () => store.setIfAbsent('nonce', 1, 60_000)));
    expect(wins.filter(Boolean)).toHaveLength(1);
    await store.close();
    expect(await FileKvStore.open(path).setIfAbsent('nonce', 1, 60_000)).toBe(false);
  });

  it('writes concurrent changes as whole lines', async () => {
    const path = journal();
    const store = FileKvStore.open(path);
    await Promise.all(Array.from({ length: 60 }, (_, i) => store.set(`k${i}`, 'x'.repeat(i * 40), 60_000)));
    await store.close();
    const lines = readFileSync(path, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(60);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
    const again = FileKvStore.open(path);
    expect(await again.get('k59')).toBe('x'.repeat(59 * 40));
    await again.close();
  });

  it('a line torn by a crash is dropped, the rest kept', async () => {
    const path = journal();
    const store = FileKvStore.open(path);
    await store.set('kept', 1, 60_000);
    await store.close();
    appendFileSync(path, '{"k":"torn","u":99999999999');
    const again = FileKvStore.open(path);
    expect([await again.get('kept'), await again.get('torn')]).toEqual([1, undefined]);
    await again.close();
  });

  it('compacts a journal grown to many dead lines', async () => {
    let now = 0;
    const path = journal();
    const store = FileKvStore.open(path, { now: () => now, compactFrom: 50 });
    for (let i = 0; i < 49; i++) await store.set(`short${i}`, 1, 10);
    now = 100;
    await store.set('live', 1, 60_000);
    await store.set('live2', 1, 60_000);
    await store.close();
    expect(readFileSync(path, 'utf8').trim().split('\n').length).toBeLessThan(10);
  });
});
