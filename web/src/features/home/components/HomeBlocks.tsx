import type { CSSProperties } from 'react';
import type { HomeContent, HomeCellData } from '../api/home-page';
import { BannerCarousel } from './BannerCarousel';
import { HomeProductCard } from './HomeProductCard';
import { SiteLink } from './SiteLink';
import { VideoPoster } from './VideoPoster';
import styles from '../HomePage.module.css';

function Cell({ cell }: { cell: HomeCellData }) {
  switch (cell.type) {
    case 'TEXT':
      // Sanitised by the gateway, like product descriptions.
      return cell.content ? <div className={styles.text} dangerouslySetInnerHTML={{ __html: cell.content }} /> : null;
    case 'BUTTON':
      return cell.link ? <SiteLink to={cell.link} className="btn btn--primary">{cell.content || cell.link}</SiteLink> : null;
    case 'IMAGE': {
      if (!cell.image) return null;
      const img = <img src={cell.image.url} alt="" width={1524} height={500} className={styles.cellImage} loading="lazy" />;
      return cell.link ? <SiteLink to={cell.link}>{img}</SiteLink> : img;
    }
    case 'CAROUSEL':
      return cell.banner ? <BannerCarousel banner={cell.banner} /> : null;
    case 'VIDEO':
      return cell.content ? <VideoPoster videoId={cell.content} /> : null;
    case 'ARTICLE':
      return cell.product ? <HomeProductCard product={cell.product} /> : null;
  }
}

/** The saved layout: grid blocks, their cells in rows, each at its width (0 = share the rest). */
export function HomeBlocks({ blocks }: { blocks: HomeContent['blocks'] }) {
  return (
    <>
      {blocks.map((block, b) => (
        <div key={b} className={styles.grid} data-testid="home-block">
          {block.cells.map((cell, i) => (
            <div key={i} className={cell.width > 0 ? `${styles.cell} ${styles.sized}` : styles.cell}
              style={cell.width > 0 ? ({ '--cell-width': `${cell.width}%` } as CSSProperties) : undefined}
              data-cell-type={cell.type}>
              <Cell cell={cell} />
            </div>
          ))}
        </div>
      ))}
    </>
  );
}
