import { itAccount } from '../../../i18n/it-account';
import styles from '../ContactPage.module.css';

const t = itAccount.contact;

/**
 * A schematic map drawn here (streets, a river, the pin), so that the page loads nothing from
 * a map provider; the link opens the real map on request.
 */
export function StaticMap({ address, linkUrl }: { address: string; linkUrl: string }) {
  return (
    <figure className={styles.map}>
      <a href={linkUrl} target="_blank" rel="noopener noreferrer" className={styles.mapLink}>
        <svg viewBox="0 0 400 240" role="img" aria-label={t.mapAlt(address)} className={styles.mapImage}>
          <rect width="400" height="240" className={styles.mapLand} />
          <path d="M0 190 C 90 160, 150 230, 260 200 S 400 170, 400 170 L400 240 L0 240 Z" className={styles.mapWater} />
          <g className={styles.mapStreets}>
            <path d="M0 60 L400 90" />
            <path d="M0 140 L400 120" />
            <path d="M90 0 L130 240" />
            <path d="M250 0 L230 200" />
            <path d="M320 0 L360 170" />
          </g>
          <g className={styles.mapMinor}>
            <path d="M0 100 L400 105" />
            <path d="M170 0 L180 220" />
            <path d="M40 0 L60 240" />
          </g>
          <g transform="translate(200 104)">
            <path d="M0 0 C -16 -22, -16 -40, 0 -44 C 16 -40, 16 -22, 0 0 Z" className={styles.mapPin} />
            <circle cy="-30" r="6" className={styles.mapPinDot} />
          </g>
        </svg>
        <span className={styles.mapCaption}>{t.openMap}</span>
      </a>
    </figure>
  );
}
