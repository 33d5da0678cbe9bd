import { TimeSlices } from './time-slices.ts';

/** Slices on a clock that moves 1 ms each time it is read: a slice of 10 ms is about ten units of work. */
export function slicesOnAOneMsClock(): TimeSlices {
  let clock = 0;
  return new TimeSlices(() => (clock += 1));
}

/** What `work` gave, and how many turns of the event loop passed while it ran (counted by a chain of setImmediate). */
export async function turnsDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let counting = true;
  const count = () => {
    turns += 1;
    if (counting) setImmediate(count);
  };
  setImmediate(count);
  try {
    const result = await work();
    return { result, turns };
  } finally {
    counting = false;
  }
}
