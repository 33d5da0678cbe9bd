import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, followed as the window changes. The server, which knows no
 * screen, answers `onServer`, and so does the page while it takes over the server's HTML.
 */
export function useMediaQuery(query: string, onServer: boolean): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const media = window.matchMedia(query);
      media.addEventListener('change', listener);
      return () => media.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => onServer,
  );
}
