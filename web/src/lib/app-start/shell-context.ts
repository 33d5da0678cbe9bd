import { createContext, useContext } from 'react';
import type { AppStartQuery } from '../../gql/graphql';

export type ShellTenant = AppStartQuery['tenant'];
export type ShellSession = AppStartQuery['session'];
export type ShellViewer = NonNullable<ShellSession['viewer']>;

export interface Shell {
  tenant: ShellTenant;
  session: ShellSession;
  /** The logged-in user, or null for an anonymous visitor (or an expired session). */
  viewer: ShellViewer | null;
}

/** Filled by the app once the start query has answered; everything below may rely on it. */
export const ShellContext = createContext<Shell | null>(null);

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell outside the app shell');
  return shell;
}
