// The homepage builder's layout rules (spec §5 Homepage builder), checked again by the gateway
// whatever the browser sent: rows and columns positive, cell widths (0 = automatic) summing to
// at most 100 % per row, bounded sizes, and links that cannot run script.

import { HOMEPAGE_MESSAGES } from './admin-messages.ts';
import { isSafeLink } from './safe-link.ts';

export type HomeCellKind = 'BUTTON' | 'IMAGE' | 'TEXT' | 'CAROUSEL' | 'VIDEO' | 'ARTICLE';

export interface LayoutCell {
  type: HomeCellKind;
  width: number;
  image?: string | null;
  link?: string | null;
  content?: string | null;
  bannerId?: string | null;
  articleId?: string | null;
}

export interface LayoutBlock {
  rows: number;
  cols: number;
  cells: LayoutCell[];
}

export interface LayoutError {
  code: 'HOMEPAGE_GRID_INVALID' | 'HOMEPAGE_TOO_WIDE' | 'HOMEPAGE_CELL_INVALID';
  message: string;
  field: string[];
}

export const LAYOUT_LIMITS = { blocks: 50, rows: 20, cols: 12, textLength: 20_000, labelLength: 200 } as const;

/** Homepage buttons and pictures may also write a mail or call a number. */
export const HOMEPAGE_LINKS = { mailAndPhone: true } as const;
const VIDEO_ID = /^[\w-]{6,20}$/;
const NUMERIC_ID = /^\d{1,16}$/;

const positiveInt = (n: number, max: number) => Number.isInteger(n) && n >= 1 && n <= max;

function cellError(cell: LayoutCell): boolean {
  if (!Number.isInteger(cell.width) || cell.width < 0 || cell.width > 100) return true;
  if (cell.link && !isSafeLink(cell.link, HOMEPAGE_LINKS)) return true;
  if (cell.image && cell.image.length > 500) return true;
  const content = cell.content ?? '';
  if (content.length > (cell.type === 'TEXT' ? LAYOUT_LIMITS.textLength : LAYOUT_LIMITS.labelLength)) return true;
  if (cell.type === 'VIDEO' && content && !VIDEO_ID.test(content)) return true;
  if (cell.type === 'ARTICLE' && cell.articleId && !NUMERIC_ID.test(cell.articleId)) return true;
  if (cell.type === 'CAROUSEL' && cell.bannerId && !NUMERIC_ID.test(cell.bannerId)) return true;
  return false;
}

/** Every refusal of the layout, each at its input path; empty when it may be saved. */
export function layoutErrors(blocks: readonly LayoutBlock[]): LayoutError[] {
  const errors: LayoutError[] = [];
  if (blocks.length > LAYOUT_LIMITS.blocks)
    errors.push({ code: 'HOMEPAGE_GRID_INVALID', message: HOMEPAGE_MESSAGES.cellInvalid, field: ['input', 'blocks'] });
  blocks.slice(0, LAYOUT_LIMITS.blocks).forEach((block, b) => {
    const at = ['input', 'blocks', String(b)];
    if (!positiveInt(block.rows, LAYOUT_LIMITS.rows) || !positiveInt(block.cols, LAYOUT_LIMITS.cols)) {
      errors.push({ code: 'HOMEPAGE_GRID_INVALID', message: HOMEPAGE_MESSAGES.rowsColsPositive, field: at });
      return;
    }
    if (block.cells.length > block.rows * block.cols) {
      errors.push({ code: 'HOMEPAGE_GRID_INVALID', message: HOMEPAGE_MESSAGES.cellInvalid, field: [...at, 'cells'] });
      return;
    }
    // Cells fill the grid row by row: each row's widths must fit in 100 %.
    for (let start = 0; start < block.cells.length; start += block.cols) {
      const sum = block.cells.slice(start, start + block.cols).reduce((s, c) => s + (Number.isFinite(c.width) ? c.width : 0), 0);
      if (sum > 100) {
        errors.push({ code: 'HOMEPAGE_TOO_WIDE', message: HOMEPAGE_MESSAGES.widthOver100, field: [...at, 'cells'] });
        break;
      }
    }
    block.cells.forEach((cell, c) => {
      if (cellError(cell))
        errors.push({ code: 'HOMEPAGE_CELL_INVALID', message: HOMEPAGE_MESSAGES.cellInvalid, field: [...at, 'cells', String(c)] });
    });
  });
  return errors;
}
