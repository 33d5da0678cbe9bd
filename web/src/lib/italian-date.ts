/** A Date from the gateway ('YYYY-MM-DD') → 'dd/MM/yyyy', the shop's date format. */
export function formatIsoDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return year && month && day ? `${day}/${month}/${year}` : iso;
}
