// Documents show their Date fields dd/MM/yyyy (ordering spec §9), as the rest of the shop.
export { formatIsoDate as italianDate } from '../../lib/italian-date';

const quantity = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });

export function formatQuantity(n: number): string {
  return quantity.format(n);
}
