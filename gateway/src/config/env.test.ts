import { describe, expect, it } from 'vitest';
import { ConfigError, parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('gives working defaults on an empty environment', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(8080);
    expect(env.SESSION_TTL_MS).toBe(10_800_000);
    expect(env.CATALOGUE_REFRESH_MS).toBe(600_000);
    // The admin lists are the company profiles' until configured.
    expect(env.ADMIN_BANNER_REF_IDS).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => parseEnv({ SESSION_KEY: 'short' })).toThrow(/SESSION_KEY: must be 64 hexadecimal/);
    expect(() => parseEnv({ UPSTREAM_URL: 'not a url' })).toThrow(/UPSTREAM_URL/);
    expect(() => parseEnv({ ADMIN_PICKUP_REF_IDS: '9:9900' })).toThrow(/ADMIN_PICKUP_REF_IDS: '9:9900' is neither/);
    expect(() => parseEnv({ ADMIN_PICKUP_CUSTOMER_ID: '900,901' })).toThrow(/ADMIN_PICKUP_CUSTOMER_ID: company 1 has more than one id/);
    expect(() => parseEnv({ PUBLIC_URL_2: 'https://shop.example.it/negozio' })).toThrow(/PUBLIC_URL_2: must be an origin/);
    expect(() => parseEnv({ PUBLIC_URL_1: 'ftp://shop.example.it' })).toThrow(/PUBLIC_URL_1/);
  });

  it('reads flags and lists', () => {
    const env = parseEnv({ COOKIE_SECURE: '1', ADMIN_BANNER_REF_IDS: '1, 2 ,3,2:9900', PRODUCTS_WITHOUT_LOGIN: 'false' });
    expect(env.COOKIE_SECURE).toBe(true);
    expect(Object.fromEntries(env.ADMIN_BANNER_REF_IDS ?? [])).toEqual({ 1: ['1', '2', '3'], 2: ['9900'], 3: [], 4: [] });
    expect(env.PRODUCTS_WITHOUT_LOGIN).toBe(false);
  });

  it('reads public origins without a trailing slash', () => {
    expect(parseEnv({ PUBLIC_URL_1: 'https://shop.example.it/' }).PUBLIC_URL_1).toBe('https://shop.example.it');
    expect(parseEnv({ PUBLIC_URL_3: 'http://t3.localhost:8080' }).PUBLIC_URL_3).toBe('http://t3.localhost:8080');
  });
});
