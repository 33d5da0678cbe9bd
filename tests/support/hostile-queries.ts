/**
 * Documents an attacker would send, shared by the unit and contract tests and the benchmark.
 * `fanOutQuery(n)`: n fragments, each spreading the next twice; 834 bytes at n = 20, and 2^n
 * fragment visits for a depth rule without memo.
 */
export function fanOutQuery(n: number): string {
  const parts = ['{ product(id: "1") { ...F0 } }'];
  for (let i = 0; i < n; i++) {
    parts.push(
      i < n - 1
        ? `fragment F${i} on Product { id related { ...F${i + 1} } related2: related { ...F${i + 1} } }`
        : `fragment F${i} on Product { id }`,
    );
  }
  return parts.join('\n');
}

/**
 * 482 bytes that asked for a 10.1 MB reply when text fields cost nothing: a page of 100
 * products, 98 related products each, each description twenty times under aliases.
 */
export function descriptionAliasQuery(): string {
  const aliases = Array.from({ length: 20 }, (_, i) => `d${i}: descriptionHtml`).join(' ');
  return `{ products(pageSize:100){ items { related(limit:98){ id name ${aliases} } } } }`;
}

/** 93 bytes that made one `getReviews` call per product shown: 900 of them. */
export const REVIEWS_FAN_OUT_QUERY = '{ products(pageSize:90){ items { related(limit:10){ reviews(limit:20){ name message } } } } }';
