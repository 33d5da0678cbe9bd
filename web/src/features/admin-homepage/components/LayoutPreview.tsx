import { useEffect, useRef, useState } from 'react';
import { itAdmin } from '../../../i18n/it-admin';
import type { BlockDraft } from '../layout-model';
import styles from '../HomepageBuilderPage.module.css';

const t = itAdmin.homepage;
/** The original builder's canvas width; the preview is that page, scaled to fit. */
const CANVAS = 1524;

const plain = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();

/** A sketch of the page being built (texts as plain text: the shop shows them once sanitised). */
export function LayoutPreview({ blocks, articleNames }: { blocks: readonly BlockDraft[]; articleNames: ReadonlyMap<string, string> }) {
  const frame = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.5);
  useEffect(() => {
    const el = frame.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setScale(Math.min(1, (entry?.contentRect.width ?? CANVAS) / CANVAS)));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <figure className={styles.previewFrame} ref={frame} aria-label={t.preview}>
      <figcaption className={styles.previewCaption}>{t.preview}</figcaption>
      <div className={styles.canvas} style={{ width: CANVAS, zoom: scale }} data-testid="preview-canvas">
        {blocks.map((b) => (
          <div key={b.key} className={styles.previewGrid} style={{ gridTemplateColumns: `repeat(${Math.max(1, b.cols)}, 1fr)` }}>
            {b.cells.map((c, i) => (
              <div key={i} className={styles.previewCell} style={c.width > 0 ? { width: `${c.width}%` } : undefined}>
                <small className={styles.previewType}>{t.types[c.type]}</small>
                {c.type === 'TEXT' && <p>{plain(c.content)}</p>}
                {c.type === 'BUTTON' && <span className="btn btn--primary">{c.content || t.types.BUTTON}</span>}
                {c.type === 'IMAGE' && c.image && <img src={c.image.url} alt="" className={styles.previewImage} />}
                {c.type === 'ARTICLE' && <p>{articleNames.get(c.articleId) ?? c.articleId}</p>}
                {(c.type === 'VIDEO' || c.type === 'CAROUSEL') && <p>{c.content || c.bannerId}</p>}
              </div>
            ))}
          </div>
        ))}
      </div>
    </figure>
  );
}
