import { useEffect, useState } from 'react';

const QUERY = '(min-width: 960px)';

/** Two-page spreads need room for two 450 px pages side by side. */
export function useWideScreen(): boolean {
  const [wide, setWide] = useState(() => window.matchMedia(QUERY).matches);
  useEffect(() => {
    const media = window.matchMedia(QUERY);
    const update = () => setWide(media.matches);
    media.addEventListener('change', update);
    return () => media.removeEventListener('change', update);
  }, []);
  return wide;
}
