import { useState } from 'react';
import { itAdmin } from '../../../i18n/it-admin';
import styles from '../HomePage.module.css';

/**
 * A video block: a poster with a play button; the third-party player is loaded only when the
 * visitor asks for it, so a visit to the home contacts no video host.
 */
export function VideoPoster({ videoId }: { videoId: string }) {
  const [playing, setPlaying] = useState(false);
  if (!/^[\w-]{6,20}$/.test(videoId)) return null;
  return (
    <div className={styles.video}>
      {playing ? (
        <>
          <iframe className={styles.videoFrame} src={`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`}
            title={itAdmin.home.video} allow="autoplay; encrypted-media; picture-in-picture" allowFullScreen />
          {/* Where the page's policy forbids the embedded player, the video still opens on its site. */}
          <a href={`https://www.youtube.com/watch?v=${videoId}`} target="_blank" rel="noopener noreferrer">{itAdmin.home.openVideo}</a>
        </>
      ) : (
        <button type="button" className={styles.poster} onClick={() => setPlaying(true)} data-testid="video-poster">
          <span className={styles.play} aria-hidden="true">▶</span>
          <span>{itAdmin.home.playVideo}</span>
        </button>
      )}
    </div>
  );
}
