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
