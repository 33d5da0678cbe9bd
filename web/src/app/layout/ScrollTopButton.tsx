import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '../../components/icons';
import { itFooter } from '../../i18n/it-footer';
import styles from './ScrollTopButton.module.css';

/** Visible after 100 px of scroll (spec §9). */
const THRESHOLD_PX = 100;
/**
 * On a phone the button sits over the checkout's fields and the grid's cells: there it shows only
 * while the buyer scrolls back up (when going to the top is what they are after), never while
 * they work down a page.
 */
const PHONE = '(max-width: 899px)';

export function ScrollTopButton() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const upward = y < lastY;
      lastY = y;
      setVisible(y > THRESHOLD_PX && (upward || !window.matchMedia(PHONE).matches));
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <button type="button" className={styles.button} aria-label={itFooter.scrollTop} onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}>
      <ArrowUpIcon />
    </button>
  );
}
