import { describe, expect, it } from 'vitest';
import { ConfigError, databaseOptionsOf, parseConfig } from './config.ts';

describe('parseConfig', () => {
  it('gives the defaults for an empty environment', () => {
    const config = parseConfig({ PORT: '' });
    expect(config).toMatchObject({ PORT: 8090, HOST: '127.0.0.1', PEGASO_ITEMS_AS_TEXT: false, PEGASO_DEV_OUTBOX: false });
    expect(databaseOptionsOf(config)).toEqual({ dataDir: undefined, schema: undefined });
  });

  it('reads a server database, flags and sizes', () => {
    const config = parseConfig({
      PORT: '18090',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      DATABASE_SCHEMA: 'contract_1',
      PEGASO_PRODUCTS: '300',
      PEGASO_ITEMS_AS_TEXT: '1',
    });
    expect(config).toMatchObject({ PORT: 18090, PEGASO_PRODUCTS: 300, PEGASO_ITEMS_AS_TEXT: true });
    expect(databaseOptionsOf(config)).toEqual({ url: 'postgres://postgres@127.0.0.1:5432/test', schema: 'contract_1' });
  });

  it('names every bad variable', () => {
    expect(() => parseConfig({ PORT: 'eighty', DATABASE_SCHEMA: 'x; drop', PEGASO_ITEMS_AS_TEXT: 'yes' })).toThrow(ConfigError);
    expect(() => parseConfig({ PORT: '70000', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      /PORT[\s\S]*must be a postgres:\/\/ URL[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/,
    );
  });
});
