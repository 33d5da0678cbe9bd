import { itAdmin } from '../../../i18n/it-admin';
import type { HomeBannerData } from '../api/home-page';
import { SiteLink } from './SiteLink';
import { Slideshow } from './Slideshow';
import styles from '../HomePage.module.css';

/** Hero slider autoplay and fade (spec §9). */
export const HERO_INTERVAL_MS = 5000;
export const HERO_FADE_MS = 1000;

/** BannerType 1: full-width slides fading into each other, each with its title and button. */
export function HeroSlider({ banner }: { banner: HomeBannerData }) {
  const slides = banner.slides;
  if (slides.length === 0) return null;
  return (
    <Slideshow name={banner.name} count={slides.length} intervalMs={HERO_INTERVAL_MS} className={styles.hero} testId="hero-slider">
      {(show) => (
        <div className={styles.heroViewport} aria-live={show.playing ? 'off' : 'polite'}>
          {slides.map((s, i) => (
            <div key={s.id} className={`${styles.heroSlide} ${i === show.index ? styles.visible : ''}`}
              style={{ transitionDuration: show.reduced ? '0ms' : `${HERO_FADE_MS}ms` }}
              role="group" aria-roledescription="slide" aria-label={itAdmin.home.goTo(i + 1, slides.length)} aria-hidden={i !== show.index}
              inert={i !== show.index}>
              {/* A banner picture is drawn with its own words: its title is its text alternative, not a
                  second caption over it (once on screen, once for a screen reader). */}
              {s.image && <img src={s.image.url} alt={s.title ?? ''} width={1524} height={500} className={styles.heroImage} loading={i === 0 ? 'eager' : 'lazy'} />}
              {s.headImage && s.headImage.url !== s.image?.url && (
                <img src={s.headImage.url} alt="" width={1524} height={500} className={styles.heroHead} loading="lazy" />
              )}
              <div className={styles.caption}>
                {s.title && !s.image && <p className={styles.captionTitle}>{s.title}</p>}
                {s.link && <SiteLink to={s.link} className="btn btn--primary btn--large">{s.buttonCaption || itAdmin.home.buy}</SiteLink>}
              </div>
            </div>
          ))}
        </div>
      )}
    </Slideshow>
  );
}
