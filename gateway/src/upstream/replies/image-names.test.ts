import { describe, expect, it } from 'vitest';
import { rebuildImageNames } from './image-names.ts';

describe('rebuildImageNames', () => {
  it.each([
    [['a.jpg', 'b.jpg', 'c.png'], ['TS1-3.png', 'TS1-1.jpg', 'TS1-2.jpg']],
    [['only.svg'], ['TS1-1.svg']],
    [[], []],
    [['noext'], ['TS1-1']],
  ])('%j → %j', (input, expected) => {
    expect(rebuildImageNames('TS1', input)).toEqual(expected);
  });
});
