// The customer area's rules for documents, shipments and last purchases (ordering spec §1, §2,
// §9; DESIGN §5.7): which documents a tab lists, what a section is called, when amounts are
// hidden, filters, and pages of ten, newest first.

/** A tab of 'I miei documenti': orders, fiscal documents, or (company 4) everything in one. */
export type DocumentKind = 'ORDERS' | 'FISCAL' | 'ALL';

export const DOCUMENT_TABS = {
  orders: 'Ordini',
  fiscal: 'Documenti fiscali',
  single: 'Documenti',
} as const;

export interface DocumentTab {
  kind: DocumentKind;
  label: string;
}

/** Company 4 shows one tab 'Documenti'; the others 'Ordini' and 'Documenti fiscali'. */
export function documentTabs(singleTab: boolean): DocumentTab[] {
  if (singleTab) return [{ kind: 'ALL', label: DOCUMENT_TABS.single }];
  return [
    { kind: 'ORDERS', label: DOCUMENT_TABS.orders },
    { kind: 'FISCAL', label: DOCUMENT_TABS.fiscal },
  ];
}

/** The kind a request may use: a company with one tab lists everything whatever is asked. */
export function effectiveKind(asked: DocumentKind, singleTab: boolean): DocumentKind {
  return singleTab ? 'ALL' : asked;
}

export function matchesKind(isOrder: boolean, kind: DocumentKind): boolean {
  return kind === 'ALL' || (kind === 'ORDERS') === isOrder;
}

const SECTION_NAMES: Record<string, string> = {
  FT: 'Fattura',
  FA: 'Fattura accompagnatoria',
  DDT: 'Documento di trasporto',
  DT: 'Documento di trasporto',
  NC: 'Nota di credito',
  OC: 'Ordine',
  OW: 'Ordine web',
};

/** The document's type as shown: the section's name, else 'Ordine' or 'Documento'. */
export function documentTypeName(section: string, isOrder: boolean): string {
  return SECTION_NAMES[section.trim().toUpperCase()] ?? (isOrder ? 'Ordine' : 'Documento');
}

/** Credit notes give goods back; every other fiscal document travels and can be tracked. */
export function isShipment(doc: { isOrder: boolean; section: string }): boolean {
  return !doc.isOrder && doc.section.trim().toUpperCase() !== 'NC';
}

/** Amounts are hidden on a document printed without prices, and from a viewer who sees no prices. */
export function amountsVisible(withoutPrices: boolean, viewerSeesPrices: boolean): boolean {
  return viewerSeesPrices && !withoutPrices;
}

export interface DocumentFilter {
  /** Part of the document number. */
  number?: string | null;
  /** ISO dates, inclusive. */
  from?: string | null;
  to?: string | null;
}

export function matchesFilter(doc: { number: string; date: string }, f: DocumentFilter): boolean {
  const number = (f.number ?? '').trim();
  if (number && !doc.number.includes(number)) return false;
  if (f.from && doc.date < f.from) return false;
  if (f.to && doc.date > f.to) return false;
  return true;
}

/** Newest first; the same date keeps the higher id (the later document) on top. */
export function newestFirst<T extends { date: string; id: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
}

export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  totalCount: number;
  pageCount: number;
}

/**
 * One page of a list: page size 10 unless asked (1 to 50), pages from 1; a page past the end
 * is the last page, so a list that shrank meanwhile still shows something.
 */
export function pageOf<T>(items: readonly T[], page?: number | null, pageSize?: number | null): Page<T> {
  const size = Math.min(Math.max(Math.trunc(pageSize ?? PAGE_SIZE), 1), MAX_PAGE_SIZE);
  const pageCount = Math.max(Math.ceil(items.length / size), 1);
  const current = Math.min(Math.max(Math.trunc(page ?? 1), 1), pageCount);
  return {
    items: items.slice((current - 1) * size, current * size),
    page: current,
    pageSize: size,
    totalCount: items.length,
    pageCount,
  };
}

/** dd/MM/yyyy of an ISO date (spec §9). */
export function italianDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return y && m && d ? `${d}/${m}/${y}` : iso;
}
