import type { HomeCellType } from '../../gql/graphql';

export interface Picture {
  file: string;
  url: string;
}

export interface CellDraft {
  type: HomeCellType;
  width: number;
  image: Picture | null;
  link: string;
  content: string;
  bannerId: string;
  articleId: string;
}

export interface BlockDraft {
  key: string;
  rows: number;
  cols: number;
  cells: CellDraft[];
}

export const CELL_TYPES: HomeCellType[] = ['BUTTON', 'IMAGE', 'TEXT', 'CAROUSEL', 'VIDEO', 'ARTICLE'];

let next = 0;
export const blockKey = () => `b${++next}`;

/** A cell with nothing in it yet (changing a type or the columns starts from this). */
export const emptyCell = (type: HomeCellType = 'TEXT'): CellDraft => ({ type, width: 0, image: null, link: '', content: '', bannerId: '', articleId: '' });

/** A grid with every cell empty: adding a grid and changing its columns both rebuild it so. */
export const emptyBlock = (cols: number, rows = 1, key = blockKey()): BlockDraft => ({
  key,
  rows,
  cols,
  cells: Array.from({ length: Math.max(0, rows * cols) }, () => emptyCell()),
});

/** The layout as homePageSave takes it. */
export function saveBlocks(blocks: readonly BlockDraft[]) {
  return blocks.map((b) => ({
    rows: b.rows,
    cols: b.cols,
    cells: b.cells.map((c) => ({
      type: c.type,
      width: c.width,
      image: c.image?.file ?? null,
      link: c.link || null,
      content: c.content || null,
      bannerId: c.bannerId || null,
      articleId: c.articleId || null,
    })),
  }));
}

/** page_structure.json: the original builder's shape (grid blocks, lower-case cell types, url, bannerIndex, id). */
export function exportJson(blocks: readonly BlockDraft[]): string {
  const list = blocks.map((b) => ({
    type: 'grid',
    rows: b.rows,
    cols: b.cols,
    cells: b.cells.map((c) => ({
      type: c.type.toLowerCase(),
      width: c.width,
      url: c.image?.file ?? '',
      link: c.link,
      content: c.content,
      bannerIndex: c.bannerId,
      id: c.articleId,
    })),
  }));
  return JSON.stringify(list, null, 2);
}

const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const int = (v: unknown, fallback: number) => {
  const n = typeof v === 'number' ? v : Number(v);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
};

/**
 * Reads page_structure.json back: null when the text is no JSON list of blocks. Values are taken
 * as they are (the gateway validates them when the homepage is set); the picture URL is rebuilt
 * by `pictureUrl` from the stored file.
 */
export function importJson(text: string, pictureUrl: (file: string) => string): BlockDraft[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const blocks: BlockDraft[] = [];
  for (const raw of parsed as unknown[]) {
    if (!raw || typeof raw !== 'object') return null;
    const b = raw as Record<string, unknown>;
    const cells = Array.isArray(b.cells) ? (b.cells as Array<Record<string, unknown>>) : [];
    blocks.push({
      key: blockKey(),
      rows: int(b.rows, 1),
      cols: int(b.cols, 1),
      cells: cells.map((c) => {
        const type = str(c?.type).toUpperCase() as HomeCellType;
        const file = str(c?.url);
        return {
          type: CELL_TYPES.includes(type) ? type : 'TEXT',
          width: int(c?.width, 0),
          image: file ? { file, url: pictureUrl(file) } : null,
          link: str(c?.link),
          content: str(c?.content),
          bannerId: str(c?.bannerIndex),
          articleId: str(c?.id),
        };
      }),
    });
  }
  return blocks;
}
