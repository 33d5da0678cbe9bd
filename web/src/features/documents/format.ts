/** dd/MM/yyyy of an ISO date from the gateway (ordering spec §9). */
export function italianDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return y && m && d ? `${d}/${m}/${y}` : iso;
}

const quantity = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });

export function formatQuantity(n: number): string {
  return quantity.format(n);
}
