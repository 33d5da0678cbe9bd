import type { ReactNode } from 'react';
import { useShell } from '../lib/app-start/shell-context';

/**
 * Route access as the specification's table gives it. These only choose what to render; the
 * gateway enforces every rule again on each request.
 */
export function RequireViewer({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { viewer } = useShell();
  return <>{viewer ? children : fallback}</>;
}

/** Catalogue screens: logged in, or the tenant lets anonymous visitors see the catalogue. */
export function RequireCatalogueAccess({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const { viewer, tenant } = useShell();
  return <>{viewer || tenant.anonymous.catalogue ? children : fallback}</>;
}
