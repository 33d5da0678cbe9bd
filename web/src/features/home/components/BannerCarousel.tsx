import { itAdmin } from '../../../i18n/it-admin';
import type { HomeBannerData } from '../api/home-page';
import { SiteLink } from './SiteLink';
import { Slideshow } from './Slideshow';
import styles from '../HomePage.module.css';

/** Carousel interval and slide duration (spec §9). */
export const CAROUSEL_INTERVAL_MS = 2500;
export const CAROUSEL_SLIDE_MS = 300;

/** BannerType 2 (and carousel cells): slides moving sideways, each picture a link. */
export function BannerCarousel({ banner }: { banner: HomeBannerData }) {
  const slides = banner.slides;
  if (slides.length === 0) return null;
  return (
    <Slideshow name={banner.name} count={slides.length} intervalMs={CAROUSEL_INTERVAL_MS} className={styles.carousel} testId="banner-carousel">
      {(show) => (
        <div className={styles.carouselViewport}>
          <div className={styles.track}
            style={{ transform: `translateX(-${show.index * 100}%)`, transitionDuration: show.reduced ? '0ms' : `${CAROUSEL_SLIDE_MS}ms` }}>
            {slides.map((s, i) => (
              <div key={s.id} className={styles.carouselSlide} role="group" aria-roledescription="slide"
                aria-label={s.title || itAdmin.home.goTo(i + 1, slides.length)} aria-hidden={i !== show.index} inert={i !== show.index}>
                <SiteLink to={s.link || '#'} className={styles.carouselLink}>
                  {s.image && <img src={s.image.url} alt={s.title} width={1524} height={500} className={styles.heroImage} loading={i === 0 ? 'eager' : 'lazy'} />}
                </SiteLink>
              </div>
            ))}
          </div>
        </div>
      )}
    </Slideshow>
  );
}
