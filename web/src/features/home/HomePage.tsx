import { ShopLink } from '../../components/ShopLink';
import { itContent } from '../../i18n/it-content';
import { itAdmin } from '../../i18n/it-admin';
import { useShell } from '../../lib/app-start/shell-context';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { useHomePageQuery } from './api/home-page';
import { BannerCarousel } from './components/BannerCarousel';
import { HeroSlider } from './components/HeroSlider';
import { HomeBlocks } from './components/HomeBlocks';
import { HomeProductCard } from './components/HomeProductCard';
import styles from './HomePage.module.css';

/** The home (/ on company 1, /home-fashion): the default banner and the saved layout for this visitor. */
export function HomePage() {
  const { tenant } = useShell();
  usePageTitle(tenant.name);
  const [{ data, fetching }] = useHomePageQuery();
  const home = data?.homePage;
  const empty = home && !home.banner && home.blocks.length === 0;
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{tenant.name}</h1>
      {!home && fetching && <div className={styles.placeholder} aria-hidden="true" />}
      {home?.banner?.type === 'HERO_SLIDER' && <HeroSlider banner={home.banner} />}
      {home?.banner?.type === 'CAROUSEL' && (
        <>
          <BannerCarousel banner={home.banner} />
          {home.bannerProducts.length > 0 && (
            <section className="container" aria-label={itAdmin.home.featured}>
              <div className={styles.products}>
                {home.bannerProducts.map((p) => <HomeProductCard key={p.id} product={p} />)}
              </div>
            </section>
          )}
        </>
      )}
      <div className={`container ${styles.blocks}`}>
        {home && <HomeBlocks blocks={home.blocks} />}
        {(empty || (!home && !fetching)) && (
          <section className={styles.fallback}>
            <h2>{itContent.home.title}</h2>
            <p>{itContent.home.text}</p>
            <ShopLink className="btn btn--primary btn--large" to={paths.shop}>{itContent.home.cta}</ShopLink>
          </section>
        )}
      </div>
    </div>
  );
}
