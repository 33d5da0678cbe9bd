import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '../../components/icons';
import { itFooter } from '../../i18n/it-footer';

/** Visible after 100 px of scroll (spec §9). */
const THRESHOLD_PX = 100;

export function ScrollTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <button type="button" className="scroll-top" aria-label={itFooter.scrollTop} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <ArrowUpIcon />
    </button>
  );
}
