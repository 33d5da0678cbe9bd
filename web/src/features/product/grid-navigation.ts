/**
 * Spreadsheet-like movement in the quantity grid: `enabled[row][col]` tells which cells take a
 * quantity (a colour without that size, or an unavailable size, is skipped).
 */
export type GridKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

const STEP: Record<GridKey, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

export function isGridKey(key: string): key is GridKey {
  return key in STEP;
}

/** The nearest enabled cell in the key's direction, or null at the edge. */
export function nextCell(enabled: readonly (readonly boolean[])[], row: number, col: number, key: GridKey): [number, number] | null {
  const [dr, dc] = STEP[key];
  for (let r = row + dr, c = col + dc; r >= 0 && r < enabled.length && c >= 0 && c < (enabled[r]?.length ?? 0); r += dr, c += dc) {
    if (enabled[r]![c]) return [r, c];
  }
  return null;
}

/**
 * A block copied from a spreadsheet: rows separated by new lines, cells by tabs. Null when the
 * text is a single value (the input takes it as typed).
 */
export function parsePastedBlock(text: string): string[][] | null {
  if (!/[\t\r\n]/u.test(text.replace(/[\r\n]+$/u, ''))) return null;
  const rows = text.replace(/(\r?\n)+$/u, '').split(/\r?\n/u);
  return rows.map((row) => row.split('\t'));
}

/** Where each pasted value goes, starting from the cell pasted into; values off the grid are dropped. */
export function pasteTargets(
  block: readonly (readonly string[])[],
  enabled: readonly (readonly boolean[])[],
  row: number,
  col: number,
): { row: number; col: number; raw: string }[] {
  const targets: { row: number; col: number; raw: string }[] = [];
  block.forEach((values, i) =>
    values.forEach((raw, j) => {
      const r = row + i;
      const c = col + j;
      if (enabled[r]?.[c]) targets.push({ row: r, col: c, raw });
    }),
  );
  return targets;
}
