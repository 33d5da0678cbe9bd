/**
 * How many of a page's cards the first screen shows, from where the grid last laid its cards out.
 * Offline, a page of cards is drawn in two frames, these cards first (see ProductGrid): at 1366 x
 * 900 px the grid starts half-way down the screen and its cards are 470 px tall, so the first
 * screen shows one row of four, and a phone one row of two.
 */

/** The grid as laid out, the page scrolled to its top (every navigation starts there). */
export interface GridGeometry {
  /** The viewport's width it was measured at: another width lays out other columns. */
  width: number;
  /** The first card's top, from the top of the page. */
  top: number;
  columns: number;
  /** From one row's top to the next one's. */
  rowPitch: number;
}

/** Before the grid was ever measured at this width: three rows of four, six rows of two. */
export const UNMEASURED_FIRST_SCREEN = 12;

/** The cards of every row that starts above the screen's bottom edge, at least one row. */
export function cardsInFirstScreen(grid: GridGeometry | null, viewport: { width: number; height: number }): number {
  if (!grid || grid.width !== viewport.width || grid.columns < 1 || grid.rowPitch <= 0) return UNMEASURED_FIRST_SCREEN;
  const rows = Math.max(1, Math.ceil((viewport.height - grid.top) / grid.rowPitch));
  return grid.columns * rows;
}

/**
 * Reads the grid's geometry from its laid-out cards (the list's items): null with no card. Reading
 * layout forces it, so it is read once the cards are drawn, when the next frame lays them out anyway.
 */
export function measureGrid(list: HTMLElement): GridGeometry | null {
  const [first, ...rest] = Array.from(list.children, (item) => item.getBoundingClientRect());
  if (!first) return null;
  const nextRow = rest.find((card) => card.top !== first.top);
  const columns = nextRow ? rest.indexOf(nextRow) + 1 : rest.length + 1;
  return { width: window.innerWidth, top: first.top + window.scrollY, columns, rowPitch: nextRow ? nextRow.top - first.top : first.height };
}

const KEY = 'shop.grid-geometry';

/**
 * The geometry last measured in this tab, also kept for its next page loads (the first offline
 * paint is one); undefined until first asked.
 */
let last: GridGeometry | null | undefined;

function storedGeometry(): GridGeometry | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as GridGeometry | null;
    return kept && typeof kept.width === 'number' && typeof kept.top === 'number' && typeof kept.columns === 'number' && typeof kept.rowPitch === 'number'
      ? kept
      : null;
  } catch {
    return null;
  }
}

/** Where the grid last laid its cards out in this tab, null if never. */
export function lastGeometry(): GridGeometry | null {
  if (last === undefined) last = storedGeometry();
  return last;
}

export function keepGeometry(grid: GridGeometry): void {
  last = grid;
  try {
    sessionStorage.setItem(KEY, JSON.stringify(grid));
  } catch {
    // Storage refused (private mode, full): the next page load draws the unmeasured count.
  }
}
