import { itBuying } from '../../../i18n/it-buying';
import styles from '../Product.module.css';

/** A bell: the icon of 'notify me when available'. */
const BellIcon = () => (
  <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
  </svg>
);

/**
 * One 'notify me when available' action for one unavailable size of one colour: an icon button
 * named in full, so that a grid of unavailable cells stays readable.
 */
export function NotifyButton({ size, colour, onNotify }: { size: string; colour: string; onNotify: () => void }) {
  const label = itBuying.notifyFor(size, colour);
  return (
    <button type="button" className={styles['notify-button']} aria-label={label} title={label} onClick={onNotify}>
      <BellIcon />
    </button>
  );
}
