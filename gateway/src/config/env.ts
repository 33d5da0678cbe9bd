import { z } from 'zod';
import { parseCompanyLists, parseCompanySingles, type CompanyListsParse } from '../domain/admin-access-config.ts';
import { parseCurrencyRates } from '../domain/currency.ts';
import { tenantIdSchema } from '../tenants/profile.ts';

// Every setting the gateway reads from the environment, validated once at start. A bad value
// stops the process with a message naming the variable, rather than failing later at random.
const flag = z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true');

const idList = z.string().transform((s) =>
  s
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean),
);

/** Ids per company: '9900' is company 1's, '2:9900' company 2's (domain/admin-access-config.ts). */
const companyIds = (parse: (text: string) => CompanyListsParse) =>
  z.string().transform((text, ctx) => {
    const parsed = parse(text);
    if (parsed.ok) return parsed.lists;
    ctx.addIssue({ code: 'custom', message: parsed.reason });
    return z.NEVER;
  });

/** A company's public origin: scheme, host and port only, as links mailed to users start. */
const publicOrigin = z
  .url({ protocol: /^https?$/ })
  .refine((u) => new URL(u).origin === u.replace(/\/+$/, ''), 'must be an origin such as https://shop.example.it (no path)')
  .transform((u) => new URL(u).origin);

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** The whole request (headers and body) must arrive within this; a slow body is cut (408). */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
  /** The request's headers must arrive within this. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** An idle kept-alive connection is closed after this (longer than a load balancer's 60 s). */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(72_000),
  /** A connection on which nothing moves either way for this long is closed. */
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The header in which a trusted proxy (TRUSTED_PROXIES) passes its request id; else the gateway makes one. */
  REQUEST_ID_HEADER: z.string().regex(/^[A-Za-z0-9-]+$/).default('x-request-id'),
  /** GET /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; unset, only on METRICS_PORT. */
  METRICS_TOKEN: z.string().min(16, 'at least 16 characters').optional(),
  /** A port of its own for /metrics (e.g. 9464), not reachable through the shop's port. */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** On SIGTERM, how long in-flight requests may take to finish before the process exits anyway. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(25_000),
  /** Before it stops accepting, how long the gateway answers 503 on /readyz so that a balancer takes it out. */
  SHUTDOWN_READINESS_DELAY_MS: z.coerce.number().int().min(0).default(0),
  /** OTLP/HTTP collector (e.g. http://collector:4318); traces are exported only when set. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_SERVICE_NAME: z.string().default('shop-gateway'),
  UPSTREAM_URL: z.url().default('http://127.0.0.1:8090'),
  UPSTREAM_URL_1: z.url().optional(),
  UPSTREAM_URL_2: z.url().optional(),
  UPSTREAM_URL_3: z.url().optional(),
  UPSTREAM_URL_4: z.url().optional(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  UPSTREAM_CONNECTIONS: z.coerce.number().int().positive().default(32),
  TENANT_HOSTS: z.string().default('localhost=1,127.0.0.1=1,t2.localhost=2,t3.localhost=3,t4.localhost=4'),
  DEFAULT_TENANT: z.coerce.number().pipe(tenantIdSchema).default(1),
  SESSION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hexadecimal characters (32 bytes)')
    .optional(),
  SESSION_TTL_MS: z.coerce.number().int().positive().default(10_800_000),
  COOKIE_SECURE: flag.default(false),
  DATA_DIR: z.string().default('.data'),
  WEB_DIST: z.string().default('web/dist'),
  REDIS_URL: z.string().optional(),
  /** Per company; when set, replaces every company's list of the profiles (tenants/profiles.ts). */
  ADMIN_BANNER_REF_IDS: companyIds(parseCompanyLists).optional(),
  ADMIN_PICKUP_REF_IDS: companyIds(parseCompanyLists).optional(),
  ADMIN_PICKUP_CUSTOMER_ID: companyIds(parseCompanySingles).optional(),
  /** Each company's public origin, which links mailed to users start with; never the request's Host. */
  PUBLIC_URL_1: publicOrigin.optional(),
  PUBLIC_URL_2: publicOrigin.optional(),
  PUBLIC_URL_3: publicOrigin.optional(),
  PUBLIC_URL_4: publicOrigin.optional(),
  PRODUCTS_WITHOUT_LOGIN: flag.default(true),
  ANON_SHOW_PRICES: flag.default(false),
  ANON_SHOW_GRID: flag.default(true),
  ANON_SHOW_QUANTITIES: flag.default(true),
  FREE_SHIPPING_AMOUNT: z.coerce.number().min(0).default(390),
  /** Indicative display rates per euro ('USD=1.08,GBP=0.85'); carts, orders and documents stay in euro. */
  CURRENCY_RATES: z
    .string()
    .default('USD=1.08,GBP=0.85')
    .transform((text, ctx) => {
      const parsed = parseCurrencyRates(text);
      if (parsed.ok) return parsed.rates;
      ctx.addIssue({ code: 'custom', message: parsed.reason });
      return z.NEVER;
    }),
  /** The sender prefix GLS puts before order number and year in its tracking numbers. */
  GLS_TRACKING_PREFIX: z.string().regex(/^[A-Za-z0-9]{0,10}$/u).default('M5'),
  /** Address autocomplete service; the typed text is added as `text`. Without it, the upstream's localities. */
  GEOCODING_URL: z.url().optional(),
  GEOCODING_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  CATALOGUE_REFRESH_MS: z.coerce.number().int().positive().default(600_000),
  MAINTENANCE: flag.default(false),
  MAINTENANCE_FROM: z.iso.datetime({ offset: true }).optional(),
  MAINTENANCE_TO: z.iso.datetime({ offset: true }).optional(),
  /** The shop page's 'Comunicazione' dialog (e.g. a holiday closure); none when empty. */
  SHOP_NOTICE: z.string().optional(),
  SHOP_NOTICE_FROM: z.iso.datetime({ offset: true }).optional(),
  SHOP_NOTICE_TO: z.iso.datetime({ offset: true }).optional(),
  /** Executions of one query after which it is compiled (graphql-jit); 0 turns compiling off. */
  GRAPHQL_JIT: z.coerce.number().int().min(0).default(1),
  /** How far the heap may grow past its live size before a full collection, in percent; 0: V8's choice (lib/heap-growth.ts). */
  HEAP_GROWTH_PERCENT: z.coerce.number().min(0).max(300).default(50),
  /** From this live size on (MB), the heap may grow twice HEAP_GROWTH_PERCENT (lib/heap-growth.ts). */
  HEAP_GROWTH_LARGE_FROM_MB: z.coerce.number().min(0).default(256),
  /** Memory for the replies of memoisable queries (graphql/reply-memo), in MB; 0 turns it off. */
  REPLY_MEMO_MB: z.coerce.number().min(0).default(32),
  GRAPHIQL: flag.default(true),
  INTROSPECTION: flag.default(true),
  QUERY_DEPTH_LIMIT: z.coerce.number().int().positive().default(12),
  /** Estimated size of one operation's reply, in short fields (graphql/query-cost.ts). */
  QUERY_COST_LIMIT: z.coerce.number().int().positive().default(50_000),
  /** GraphQL replies larger than this are refused instead of sent. */
  REPLY_LIMIT_MB: z.coerce.number().positive().default(4),
  // How long a device may use a customer's offline package (issue 29): prices and stock older
  // than this are not shown offline.
  OFFLINE_TTL_DAYS: z.coerce.number().positive().max(90).default(7),
  QUERY_ALIAS_LIMIT: z.coerce.number().int().min(0).default(20),
  QUERY_FRAGMENT_LIMIT: z.coerce.number().int().min(0).default(30),
  QUERY_TOKEN_LIMIT: z.coerce.number().int().positive().default(2_000),
  ALLOWED_ORIGINS: idList.default([]),
  /** Proxy addresses or CIDR ranges whose X-Forwarded-For / -Proto are believed; none by default. */
  TRUSTED_PROXIES: idList.default([]),
  /** Login attempts per client address per minute. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(20),
  /** Wrong passwords for one username from one address per 15 minutes. */
  LOGIN_USER_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  /** Wrong passwords for one username from all addresses per 15 minutes after which each address has one try. */
  LOGIN_USER_CEILING: z.coerce.number().int().positive().default(100),
  /** Requests per API key per minute (Authorization: Bearer). */
  API_KEY_RATE_LIMIT: z.coerce.number().int().positive().default(600),
  /** Key prefix of the rate-limit counters in Redis (instances sharing limits share it). */
  RATE_LIMIT_NAMESPACE: z.string().default('shop:rl'),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message names each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return result.data;
}
