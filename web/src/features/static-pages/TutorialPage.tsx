import { useState } from 'react';
import { itContent } from '../../i18n/it-content';
import { usePageTitle } from '../../lib/use-page-title';
import styles from './StaticPage.module.css';

const t = itContent.tutorial;
/** The shop's tutorial video. */
const VIDEO_ID = 'dQw4w9WgXcQ';

/**
 * /tutorial: a poster with a play button; the third-party player is loaded only when asked, so
 * opening the page contacts no video host.
 */
export function TutorialPage() {
  usePageTitle(t.title);
  const [playing, setPlaying] = useState(false);
  return (
    <section className={`page container ${styles.page}`}>
      <h1 className="page-title">{t.title}</h1>
      <p>{t.intro}</p>
      <div className={styles.video}>
        {playing ? (
          <>
            <iframe className={styles.frame} src={`https://www.youtube-nocookie.com/embed/${VIDEO_ID}?autoplay=1`}
              title={t.video} allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen />
            {/* Where the page's policy forbids the embedded player, the video still opens on its site. */}
            <a href={`https://www.youtube.com/watch?v=${VIDEO_ID}`} target="_blank" rel="noopener noreferrer">{t.open}</a>
          </>
        ) : (
          <button type="button" className={styles.poster} onClick={() => setPlaying(true)} data-testid="tutorial-poster">
            <span className={styles.play} aria-hidden="true">▶</span>
            <span>{t.play}</span>
          </button>
        )}
        <p className="muted">{t.privacyNote}</p>
      </div>
    </section>
  );
}
