import { describe, expect, it } from 'vitest';
import { activeShopNotice } from './shop-notice.ts';

const TEXT = 'Chiusura per ferie dal 10/08 al 24/08';
const FROM = '2025-08-01T00:00:00+02:00';
const TO = '2025-08-24T23:59:59+02:00';

describe('activeShopNotice', () => {
  it.each([
    ['no text', {}, '2025-08-05T10:00:00Z', null],
    ['blank text', { SHOP_NOTICE: '   ' }, '2025-08-05T10:00:00Z', null],
    ['text without a window', { SHOP_NOTICE: TEXT }, '2031-01-01T10:00:00Z', TEXT],
    ['inside the window', { SHOP_NOTICE: TEXT, SHOP_NOTICE_FROM: FROM, SHOP_NOTICE_TO: TO }, '2025-08-05T10:00:00Z', TEXT],
    ['before the window', { SHOP_NOTICE: TEXT, SHOP_NOTICE_FROM: FROM, SHOP_NOTICE_TO: TO }, '2025-07-31T10:00:00Z', null],
    ['after the window', { SHOP_NOTICE: TEXT, SHOP_NOTICE_FROM: FROM, SHOP_NOTICE_TO: TO }, '2025-08-25T10:00:00Z', null],
    ['only an end, before it', { SHOP_NOTICE: TEXT, SHOP_NOTICE_TO: TO }, '2025-08-20T10:00:00Z', TEXT],
  ] as const)('%s', (_name, env, now, expected) => {
    expect(activeShopNotice(env, new Date(now))).toBe(expected);
  });
});
