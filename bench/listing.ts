/**
 * Listing benchmark: 20,000 products in the reference upstream, a gateway in its own process,
 * and autocannon measuring side by side (same run, same machine) the listing query against a
 * trivial query. Prints ratios, not verdicts. `npm run bench:listing` (PRODUCTS, SECONDS,
 * CONNECTIONS override the defaults). Both visitors are measured: anonymous (no prices) and
 * customer CL002 logged in (discounts, conditions and last prices in every price); first on a
 * gateway as configured (the same page asked again is answered from the reply memo), then on a
 * gateway that computes every reply (REPLY_MEMO_MB=0).
 */
import autocannon from 'autocannon';
import { buyerSearch } from './buyer-searches.ts';
import { acceptEncodingHeader, loginCookie, rssMb, spawnGateway, startBenchUpstream } from './gateway-stack.ts';

const PRODUCTS = Number(process.env.PRODUCTS ?? 20_000);
const SECONDS = Number(process.env.SECONDS ?? 20);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const GATEWAY_PORT = 18_080;

const LISTING = `query($f: ProductFilter) { products(filter: $f, page: 1, pageSize: 42) {
  totalCount pageCount items { id sku name image { url } price { price { formatted } oldPrice { formatted } } promoBadge }
  facets { categories { value count selected } subcategories { value count selected } brands { value count selected }
    templates { value count selected } tags { value count selected } sizes { value count selected } colors { value count selected } promoCount } } }`;

async function gql(query: string, variables: Record<string, unknown> = {}, cookie = '') {
  const res = await fetch(`http://127.0.0.1:${GATEWAY_PORT}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return res.text();
}

function load(body: string | (() => string), cookie = '') {
  const url = `http://127.0.0.1:${GATEWAY_PORT}/graphql`;
  const headers: Record<string, string> = { 'content-type': 'application/json', ...acceptEncodingHeader, ...(cookie ? { cookie } : {}) };
  if (typeof body === 'string')
    return autocannon({ url, method: 'POST', headers, body, connections: CONNECTIONS, duration: SECONDS });
  // A new body per request, so that no two consecutive requests share a filter.
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ method: 'POST', headers, setupRequest: (req) => ({ ...req, body: body() }) }],
  });
}

/** Runs the measurements on one gateway; each row's ratio is to that gateway's trivial query. */
async function measure(name: string, runs: [string, () => Promise<autocannon.Result>][]) {
  const rows: Record<string, { 'req/s': number; ratio: string; 'p99 ms': number; errors: number }> = {};
  let trivial = 0;
  for (const [label, run] of runs) {
    console.log(`${name}: measuring ${label}…`);
    const result = await run();
    if (!trivial) trivial = result.requests.average;
    rows[`${name}: ${label}`] = {
      'req/s': Math.round(result.requests.average),
      ratio: (result.requests.average / trivial).toFixed(3),
      'p99 ms': result.latency.p99,
      errors: result.errors + result.non2xx,
    };
  }
  return rows;
}

const upstream = await startBenchUpstream(PRODUCTS);
let gateway = await spawnGateway({ port: GATEWAY_PORT, upstreamUrl: upstream.url });
try {
  const all = JSON.parse(await gql(LISTING)) as {
    data: {
      products: {
        totalCount: number;
        facets: { categories: { value: string }[]; sizes: { value: string }[] };
      };
    };
  };
  // A clothing category (it has sizes) and one of its sizes: a filter with a full first page.
  const clothing =
    all.data.products.facets.categories.find((c) => c.value.startsWith('T')) ??
    all.data.products.facets.categories[0];
  const filter = { category: [clothing?.value], size: [all.data.products.facets.sizes[2]?.value] };
  const firstPage = await gql(LISTING, { f: filter });
  const fullReply = await fetch(`${upstream.url}/1/pegaso/getProducts`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: JSON.stringify({ username: '', password: '', recommended: [] }),
  }).then((r) => r.text());
  console.log(`catalogue: ${all.data.products.totalCount} products; filter ${JSON.stringify(filter)}`);

  const trivial = JSON.stringify({ query: '{ __typename }' });
  const sameFilter = JSON.stringify({ query: LISTING, variables: { f: filter } });
  let n = 0;
  // A different text on every request, as buyers type them: no two consecutive requests share a filter.
  const newSearch = () => JSON.stringify({ query: LISTING, variables: { f: { ...filter, name: buyerSearch(n++) } } });

  // The gateway as configured: a viewer asking the same page again is answered from the reply memo.
  let cookie = await loginCookie(gateway.base, 'CL002');
  const pricedPage = await gql(LISTING, { f: filter }, cookie);
  if (!pricedPage.includes('"formatted"')) throw new Error(`CL002 sees no prices: ${pricedPage.slice(0, 300)}`);
  const remembering = await measure('reply memo on', [
    ['trivial', () => load(trivial)],
    ['anonymous, same filter', () => load(sameFilter)],
    ['CL002, same filter', () => load(sameFilter, cookie)],
  ]);
  const rssRemembering = rssMb(gateway.pid);

  // Every request computed (REPLY_MEMO_MB=0): the same filter from the listing's selection memo,
  // a new search with a full pass each.
  await gateway.stop();
  gateway = await spawnGateway({ port: GATEWAY_PORT, upstreamUrl: upstream.url, env: { REPLY_MEMO_MB: '0' } });
  await gql(LISTING); // the catalogue loaded before measuring
  cookie = await loginCookie(gateway.base, 'CL002');
  const computing = await measure('reply memo off', [
    ['trivial', () => load(trivial)],
    ['anonymous, same filter', () => load(sameFilter)],
    ['anonymous, new search each time', () => load(newSearch)],
    ['CL002, same filter', () => load(sameFilter, cookie)],
    ['CL002, new search each time', () => load(newSearch, cookie)],
  ]);
  console.table({ ...remembering, ...computing });
  console.table({
    'first page bytes': firstPage.length,
    'full getProducts bytes': fullReply.length,
    'first page / full catalogue': `${((firstPage.length / fullReply.length) * 100).toFixed(3)} %`,
    'gateway RSS MB after the runs, reply memo on': rssRemembering,
    'gateway RSS MB after the runs, reply memo off': rssMb(gateway.pid),
  });
} finally {
  await gateway.stop();
  await upstream.close();
}
