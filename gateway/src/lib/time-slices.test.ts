import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeSlices } from './time-slices.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('TimeSlices', () => {
  it("waits out the collector's grace before the next slice, and only then starts it", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let clock = 0;
    const slices = new TimeSlices(() => clock, 10, () => 300);
    clock = 11;
    expect(slices.due()).toBe(true);
    let resumed = false;
    const next = slices.next().then(() => (resumed = true));
    await vi.advanceTimersByTimeAsync(299);
    expect(resumed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await next;
    expect(resumed).toBe(true);
    expect(slices.due()).toBe(false);
  });

  it('with no collection running, lets the waiting requests through at once', async () => {
    let clock = 0;
    const slices = new TimeSlices(() => clock, 10, () => 0);
    clock = 11;
    const order: string[] = [];
    setImmediate(() => order.push('request'));
    await slices.next();
    order.push('next slice');
    expect(order).toEqual(['request', 'next slice']);
  });
});
