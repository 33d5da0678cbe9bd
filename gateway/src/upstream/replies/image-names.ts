/**
 * The ERP's image list is rebuilt as sku plus an index suffix (keeping each file's extension),
 * with the last image moved first: the last one is the catalogue's cover shot (spec §4).
 */
export function rebuildImageNames(sku: string, names: string[]): string[] {
  const rebuilt = names.map((n, i) => {
    const dot = n.lastIndexOf('.');
    const ext = dot >= 0 ? n.slice(dot) : '';
    return `${sku}-${i + 1}${ext}`;
  });
  const last = rebuilt.pop();
  return last === undefined ? [] : [last, ...rebuilt];
}
