/**
 * GraphiQL's first tabs, for someone integrating with the shop: each a working operation with
 * its variables (and, for a key, the header to fill in). GraphiQL shows them until its own saved
 * tabs replace them.
 */
export interface ExampleTab {
  query: string;
  variables?: string;
  headers?: string;
}

const KEY_HEADER = JSON.stringify({ authorization: 'Bearer shopk_…' }, null, 2);

export const EXAMPLE_TABS: ExampleTab[] = [
  {
    query: `# Log in (a browser's session cookie), then create an API key for a program:
# the key is shown once; send it as "Authorization: Bearer <key>".
mutation LogIn($input: LoginInput!) {
  login(input: $input) {
    viewer { username displayName }
    customers { id name }
    userErrors { code message }
  }
}

mutation CreateKey {
  apiKeyCreate(input: { name: "Sincronizzazione gestionale" }) {
    key
    apiKey { id name createdAt }
    userErrors { code message }
  }
}`,
    variables: JSON.stringify({ input: { username: 'CL001', password: 'CL001' } }, null, 2),
  },
  {
    query: `# Export the catalogue a page at a time, then read prices and stock by article code
# (at most 500 codes a call). extensions.cost in the reply says what each page cost.
query ExportPage($page: Int!, $pageSize: Int!) {
  products(page: $page, pageSize: $pageSize) {
    totalCount
    pageCount
    items {
      id
      sku
      name
      variations { color sizes { id sku stock arrivals price { price { amount } } } }
    }
  }
}

query ReadArticles($codes: [String!]!) {
  articles(codes: $codes) { code found articleId price { price { amount } } stock arrivals available }
}`,
    variables: JSON.stringify({ page: 1, pageSize: 50, codes: [] }, null, 2),
    headers: KEY_HEADER,
  },
  {
    query: `# Place an order: put lines in the cart, then place it with a key of your own making
# (the same key again returns the first result instead of a second order).
mutation AddLines($lines: [CartLineInput!]!) {
  cartLinesAdd(input: { lines: $lines }) {
    userErrors { code message }
  }
}

mutation Place($input: OrderPlaceInput!) {
  orderPlace(input: $input) {
    order { id number total { amount currency } }
    userErrors { code message }
  }
}`,
    variables: JSON.stringify(
      { lines: [{ productId: '1', articleId: '1001', quantity: 2 }], input: { idempotencyKey: 'erp-ordine-0001', receiveChoice: 'ALL_TOGETHER' } },
      null,
      2,
    ),
    headers: KEY_HEADER,
  },
  {
    query: `# Read the orders back, newest first, a page at a time: pass pageInfo.endCursor as
# $after until hasNextPage is false. order(id) reads one by the id orderPlace returned.
query ReadOrders($first: Int, $after: String) {
  orders(first: $first, after: $after) {
    nodes {
      id
      number
      status
      placedAt
      lines { code quantity total { amount } }
      taxable { amount currency }
      vat { amount currency }
      total { amount currency }
    }
    pageInfo { endCursor hasNextPage }
  }
}`,
    variables: JSON.stringify({ first: 20, after: null }, null, 2),
    headers: KEY_HEADER,
  },
  {
    query: `# Read what changed: orders placed, documents issued, prices and stock of articles.
# Keep the cursor and pass it as $after next time to get only newer changes (kept 7 days).
query ReadChanges($after: String) {
  changes(after: $after, first: 100) {
    cursor
    events { type id at }
  }
}`,
    variables: JSON.stringify({ after: null }, null, 2),
    headers: KEY_HEADER,
  },
];
