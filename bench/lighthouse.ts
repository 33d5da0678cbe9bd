/**
 * Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on the listing and on a
 * product page, logged out and logged in as CL002, against a gateway serving the built client
 * (`npm run build:web` first, or WEB_DIST for another build). Prints the performance score, LCP,
 * CLS and TBT of each run beside the targets. `npm run bench:lighthouse` (RUNS, PRODUCTS,
 * CHROME_PATH override the defaults; DETAILS=1 also prints what shifted, the LCP element,
 * render-blocking requests, long tasks and scripts' CPU time;
 * REPORT_DIR=/some/dir keeps each run's full JSON report there).
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startStack } from '../tests/support/stack.ts';

const RUNS = Number(process.env.RUNS ?? 1);
const DETAILS = process.env.DETAILS === '1';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGETS = { score: 95, lcpMs: 1500, cls: 0.05, tbtMs: 100 };

interface Row {
  page: string;
  visitor: string;
  run: number;
  score: number;
  'LCP ms': number;
  CLS: number;
  'TBT ms': number;
  'FCP ms': number;
  verdict: string;
}

async function gql(baseUrl: string, query: string, variables: Record<string, unknown>, cookie = '') {
  const res = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return {
    body: (await res.json()) as { data?: Record<string, unknown> },
    setCookie: res.headers.getSetCookie(),
  };
}

/** The session cookie of a GraphQL login, as a browser would send it back. */
async function loginCookie(baseUrl: string, username: string): Promise<string> {
  const { body, setCookie } = await gql(
    baseUrl,
    'mutation($input: LoginInput!) { login(input: $input) { viewer { username } userErrors { code message } } }',
    { input: { username, password: username } },
  );
  const cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
  if (!cookie) throw new Error(`login as ${username} failed: ${JSON.stringify(body)}`);
  return cookie;
}

/**
 * The product page to audit. The first catalogue load of a fresh upstream can outlast the
 * gateway's upstream timeout on a busy machine: asked again until it answers (a minute at most).
 */
async function firstProductId(baseUrl: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const first = await gql(baseUrl, '{ products(page: 1, pageSize: 1) { items { id } } }', {});
    const id = (first.body.data?.products as { items: { id: string }[] } | undefined)?.items[0]?.id;
    if (id) return id;
    if (attempt === 12) throw new Error(`no product to open: ${JSON.stringify(first.body)}`);
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

function verdict(score: number, lcp: number, cls: number, tbt: number): string {
  const misses = [
    score < TARGETS.score && 'score',
    lcp >= TARGETS.lcpMs && 'LCP',
    cls >= TARGETS.cls && 'CLS',
    tbt >= TARGETS.tbtMs && 'TBT',
  ].filter(Boolean);
  return misses.length === 0 ? 'met' : `missed: ${misses.join(', ')}`;
}

/** One Lighthouse run; a run whose trace Chromium failed to record (NO_NAVSTART ...) is repeated once. */
async function audit(url: string, port: number, extraHeaders: Record<string, string>) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    if (!result.lhr.runtimeError || attempt === 2) return result.lhr;
    console.warn(`${url}: ${result.lhr.runtimeError.code}, running again`);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

const stack = await startStack({ productsPerCompany: Number(process.env.PRODUCTS ?? 200) });
const chrome = await chromeLauncher.launch({
  chromePath: CHROME_PATH,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
});
try {
  const productId = await firstProductId(stack.baseUrl);
  const cookie = await loginCookie(stack.baseUrl, 'CL002');
  const pages = [
    ['listing', `${stack.baseUrl}/shop-grid-full-width`],
    ['product', `${stack.baseUrl}/product/${encodeURIComponent(productId)}`],
  ] as const;
  const visitors = [
    ['anonymous', {}],
    ['CL002', { Cookie: cookie }],
  ] as const;

  const rows: Row[] = [];
  for (let run = 1; run <= RUNS; run++) {
    for (const [page, url] of pages) {
      for (const [visitor, extraHeaders] of visitors) {
        const lhr = await audit(url, chrome.port, extraHeaders);
        const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
        const [lcp, cls, tbt] = [
          value('largest-contentful-paint'),
          value('cumulative-layout-shift'),
          value('total-blocking-time'),
        ];
        rows.push({
          page,
          visitor,
          run,
          score,
          'LCP ms': Math.round(lcp),
          CLS: Number(cls.toFixed(3)),
          'TBT ms': Math.round(tbt),
          'FCP ms': Math.round(value('first-contentful-paint')),
          verdict: verdict(score, lcp, cls, tbt),
        });
        if (process.env.REPORT_DIR) {
          writeFileSync(`${process.env.REPORT_DIR}/${page}-${visitor}-${run}.json`, JSON.stringify(lhr));
        }
        if (DETAILS) {
          console.log(`\n${page} / ${visitor} / run ${run}`);
          for (const id of [
            'layout-shifts',
            'largest-contentful-paint-element',
            'render-blocking-resources',
            'long-tasks',
            'bootup-time',
          ]) {
            const details = lhr.audits[id]?.details as { items?: unknown[] } | undefined;
            console.log(`  ${id}: ${JSON.stringify(details?.items ?? []).slice(0, 1500)}`);
          }
        }
      }
    }
  }
  console.log(
    `targets: score ≥ ${TARGETS.score}, LCP < ${TARGETS.lcpMs} ms, CLS < ${TARGETS.cls}, TBT < ${TARGETS.tbtMs} ms (mobile preset, ${CHROME_PATH})`,
  );
  console.table(rows);
  if (RUNS > 1) {
    const medians = pages.flatMap(([page]) =>
      visitors.map(([visitor]) => {
        const mine = rows.filter((r) => r.page === page && r.visitor === visitor);
        const pick = (key: 'score' | 'LCP ms' | 'CLS' | 'TBT ms' | 'FCP ms') =>
          median(mine.map((r) => r[key]));
        return {
          page,
          visitor,
          score: pick('score'),
          'LCP ms': pick('LCP ms'),
          CLS: pick('CLS'),
          'TBT ms': pick('TBT ms'),
          'FCP ms': pick('FCP ms'),
        };
      }),
    );
    console.log(`medians of ${RUNS} runs:`);
    console.table(medians.map((m) => ({ ...m, verdict: verdict(m.score, m['LCP ms'], m.CLS, m['TBT ms']) })));
  }
} finally {
  chrome.kill();
  await stack.close();
}
