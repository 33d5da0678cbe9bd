import { ROUTES, ROUTE_NAMES } from './route-table.ts';

/** The patterns of the pages that answer 200: every route but the client's own 404 page. */
export const PAGE_PATTERNS: readonly string[] = ROUTE_NAMES.filter((name) => name !== 'notFound').map((name) => ROUTES[name]);

function segmentsOf(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

/**
 * Whether a path names one of the client's pages, as react-router matches it: case-insensitive,
 * a trailing slash ignored, a ':name' segment taking any one non-empty segment.
 */
export function isClientPage(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const parts = segmentsOf(decoded.toLowerCase());
  return PAGE_PATTERNS.some((pattern) => {
    const want = segmentsOf(pattern.toLowerCase());
    return want.length === parts.length && want.every((seg, i) => seg.startsWith(':') || seg === parts[i]);
  });
}
