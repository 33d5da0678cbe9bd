import { itContent } from '../../i18n/it-content';
import { usePageTitle } from '../../lib/use-page-title';
import styles from './StaticPage.module.css';

const t = itContent.about;

/** /about: the company's claims, its figures and its team (static data, storefront-core §9). */
export function AboutPage() {
  usePageTitle(t.title);
  return (
    <section className={`page container ${styles.page}`}>
      <h1 className="page-title">{t.title}</h1>
      <p>{t.intro}</p>
      <ul className={styles.figures} data-testid="about-claims">
        {t.claims.map((c) => (
          <li key={c.text} className={styles.figure}>
            <span className={styles.figureValue}>{c.figure}</span>
            <span>{c.text}</span>
          </li>
        ))}
      </ul>
      <div className={styles.section}>
        <h2>{t.statsTitle}</h2>
        <ul className={styles.figures} data-testid="about-stats">
          {t.stats.map((s) => (
            <li key={s.label} className={styles.figure}>
              <span className={styles.figureValue}>{s.value}</span>
              <span>{s.label}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.section}>
        <h2>{t.teamTitle}</h2>
        <ul className={styles.team} data-testid="about-team">
          {t.team.map((m) => (
            <li key={m.name} className={styles.member}>
              <strong>{m.name}</strong>
              <span className="muted">{m.role}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
