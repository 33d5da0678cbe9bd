import { describe, expect, it } from 'vitest';
import { isPlainClick, type LinkClick } from './plain-click';

const plain: LinkClick = { button: 0, metaKey: false, altKey: false, ctrlKey: false, shiftKey: false, defaultPrevented: false };

describe('isPlainClick', () => {
  it.each<[string, Partial<LinkClick>, string, boolean]>([
    ['a click of the main button', {}, '', true],
    ['a link that names this tab', {}, '_self', true],
    ['the middle button (a new tab)', { button: 1 }, '', false],
    ['Ctrl held (a new tab)', { ctrlKey: true }, '', false],
    ['Cmd held (a new tab on a Mac)', { metaKey: true }, '', false],
    ['Shift held (a new window)', { shiftKey: true }, '', false],
    ['Alt held (a download)', { altKey: true }, '', false],
    ['a click already handled (a link inside that followed itself)', { defaultPrevented: true }, '', false],
    ['a link that opens in another tab', {}, '_blank', false],
  ])('%s → %s', (_, click, target, expected) => {
    expect(isPlainClick({ ...plain, ...click }, { target })).toBe(expected);
  });
});
