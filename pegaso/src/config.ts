import { z } from 'zod';
import type { DatabaseOptions } from './db/client.ts';

// Every setting the reference upstream reads from the environment, validated once at start, as
// the gateway does: a bad value stops the process with a message naming the variable.
const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8090),
  HOST: z.string().default('127.0.0.1'),
  /** A PostgreSQL server; the embedded PGlite when absent. */
  DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL').optional(),
  DATABASE_SCHEMA: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be a plain SQL identifier')
    .optional(),
  PEGASO_DATA_DIR: z.string().optional(),
  /** Catalogue size seeded into an empty database. */
  PEGASO_PRODUCTS: z.coerce.number().int().positive().optional(),
  PEGASO_ITEMS_AS_TEXT: flag.default(false),
  PEGASO_DEV_OUTBOX: flag.default(false),
  /** Goods (VAT excluded, euro) from which shipping is free; the shop's gateway reads the same variable. */
  FREE_SHIPPING_AMOUNT: z.coerce.number().min(0).default(390),
  /** Deliver the mail outbox through this SMTP server (smtp:// or smtps://); no delivery when unset. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL').optional(),
  SMTP_FROM: z.string().default('noreply@azienda.example'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
});

export type PegasoConfig = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Parses the environment (empty values count as unset); throws a ConfigError naming each bad variable. */
export function parseConfig(source: Record<string, string | undefined>): PegasoConfig {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = configSchema.safeParse(cleaned);
  if (result.success) return result.data;
  throw new ConfigError(`Invalid configuration:\n${z.prettifyError(result.error)}`);
}

/** The database of the server and the seed command: PostgreSQL at DATABASE_URL, else embedded PGlite. */
export function databaseOptionsOf(config: PegasoConfig): DatabaseOptions {
  return config.DATABASE_URL
    ? { url: config.DATABASE_URL, schema: config.DATABASE_SCHEMA ?? 'public' }
    : { dataDir: config.PEGASO_DATA_DIR, schema: config.DATABASE_SCHEMA };
}
