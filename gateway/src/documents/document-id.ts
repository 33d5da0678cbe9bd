/**
 * A document's id as the client sees it: the customer and the ERP's iddocven. Carrying the
 * customer lets the gateway check ownership with one upstream call; the check itself never
 * trusts the id (the customer must be the viewer's and the document must be in its list).
 */
export function documentIdOf(customerId: number, iddocven: number): string {
  return `${customerId}-${iddocven}`;
}

export function parseDocumentId(id: string): { customerId: number; iddocven: number } | null {
  const match = /^(\d{1,9})-(\d{1,12})$/u.exec(id.trim());
  if (!match) return null;
  return { customerId: Number(match[1]), iddocven: Number(match[2]) };
}
