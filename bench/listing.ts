/**
 * Listing benchmark: 20,000 products in the reference upstream, a gateway in its own process,
 * and autocannon measuring side by side (same run, same machine) the listing query against a
 * trivial query. Prints ratios, not verdicts. `npm run bench:listing` (PRODUCTS, SECONDS,
 * CONNECTIONS override the defaults). Both visitors are measured: anonymous (no prices) and
 * customer CL002 logged in (discounts, conditions and last prices in every price).
 */
import autocannon from 'autocannon';
import { loginCookie, rssMb, startGatewayStack } from './gateway-stack.ts';

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
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) };
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

const stack = await startGatewayStack({ products: PRODUCTS, port: GATEWAY_PORT });
const upstream = stack.upstream;
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
  console.log('measuring trivial query…');
  const trivial = await load(JSON.stringify({ query: '{ __typename }' }));
  console.log('measuring listing query (same filter: served from the per-snapshot memo)…');
  const listing = await load(JSON.stringify({ query: LISTING, variables: { f: filter } }));
  console.log('measuring listing query (a different search on every request: a full pass each)…');
  let n = 0;
  const fresh = await load(() =>
    JSON.stringify({
      query: LISTING,
      variables: { f: { ...filter, name: String(n++ % 10_000).padStart(4, '0') } },
    }),
  );
  const cookie = await loginCookie(stack.base, 'CL002');
  const pricedPage = await gql(LISTING, { f: filter }, cookie);
  if (!pricedPage.includes('"formatted"')) throw new Error(`CL002 sees no prices: ${pricedPage.slice(0, 300)}`);
  console.log('measuring listing query logged in as CL002 (same filter)…');
  const priced = await load(JSON.stringify({ query: LISTING, variables: { f: filter } }), cookie);
  console.log('measuring listing query logged in as CL002 (a different search on every request)…');
  const pricedFresh = await load(
    () =>
      JSON.stringify({
        query: LISTING,
        variables: { f: { ...filter, name: String(n++ % 10_000).padStart(4, '0') } },
      }),
    cookie,
  );
  const memory = rssMb(stack.pid);

  const rows = {
    'trivial req/s': Math.round(trivial.requests.average),
    'listing req/s': Math.round(listing.requests.average),
    'listing, new search each time, req/s': Math.round(fresh.requests.average),
    'throughput ratio (listing / trivial)': (listing.requests.average / trivial.requests.average).toFixed(3),
    'throughput ratio (new search / trivial)': (fresh.requests.average / trivial.requests.average).toFixed(3),
    'trivial p99 ms': trivial.latency.p99,
    'listing p99 ms': listing.latency.p99,
    'listing, new search each time, p99 ms': fresh.latency.p99,
    'CL002 listing req/s': Math.round(priced.requests.average),
    'CL002 listing, new search each time, req/s': Math.round(pricedFresh.requests.average),
    'throughput ratio (CL002 listing / trivial)': (priced.requests.average / trivial.requests.average).toFixed(3),
    'throughput ratio (CL002 new search / trivial)': (pricedFresh.requests.average / trivial.requests.average).toFixed(3),
    'CL002 listing p99 ms': priced.latency.p99,
    'CL002 listing, new search each time, p99 ms': pricedFresh.latency.p99,
    'first page bytes': firstPage.length,
    'full getProducts bytes': fullReply.length,
    'first page / full catalogue': `${((firstPage.length / fullReply.length) * 100).toFixed(3)} %`,
    'gateway RSS MB (catalogue loaded)': memory,
    'errors (trivial, listing, new search)': `${trivial.errors + trivial.non2xx}, ${listing.errors + listing.non2xx}, ${fresh.errors + fresh.non2xx}`,
    'errors (CL002 listing, new search)': `${priced.errors + priced.non2xx}, ${pricedFresh.errors + pricedFresh.non2xx}`,
  };
  console.table(rows);
} finally {
  await stack.close();
}
