import { useEffect } from 'react';

/** Sets the document title while the page is shown ('Configurazione Banner – Shop'). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    const site = previous.includes(' – ') ? previous.slice(previous.lastIndexOf(' – ') + 3) : previous;
    document.title = site && site !== title ? `${title} – ${site}` : title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
