import { useEffect, useRef, useState } from 'react';
import { it } from '../../../i18n/it';
import { itProduct } from '../../../i18n/it-product';
import styles from '../Product.module.css';

export interface GalleryImage {
  url: string;
  alt: string;
}

const PLACEHOLDER = 'data:image/svg+xml,' + encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 5"><rect width="4" height="5" fill="#e9ecef"/></svg>',
);

/** Replaces an image that fails to load by a neutral placeholder (spec §8). */
export function SafeImage({ url, alt, className }: { url: string | undefined; alt: string; className?: string }) {
  const [failed, setFailed] = useState(false);
  useEffect(() => setFailed(false), [url]);
  return (
    <img
      className={className}
      src={!url || failed ? PLACEHOLDER : url}
      alt={failed ? `${alt} (${it.catalogue.imageUnavailable})` : alt}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}

/**
 * Main image, a strip of thumbnails and a lightbox. The lightbox is a native modal dialog, so the
 * page behind is inert and Escape closes it.
 */
export function ProductGallery({ images, name }: { images: GalleryImage[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const lightbox = useRef<HTMLDialogElement>(null);
  useEffect(() => setCurrent(0), [images]);
  const image = images[current];
  const step = (delta: number) => setCurrent((i) => (i + delta + images.length) % images.length);

  return (
    <section className={styles.gallery} aria-label={itProduct.gallery}>
      <button type="button" className={styles.gallery__main} onClick={() => lightbox.current?.showModal()} aria-label={itProduct.enlarge}>
        <SafeImage url={image?.url} alt={image?.alt || name} />
      </button>
      {images.length > 1 && (
        <ul className={styles.gallery__thumbs}>
          {images.map((img, index) => (
            <li key={img.url}>
              <button
                type="button"
                className={index === current ? `${styles.gallery__thumb} ${styles['gallery__thumb--on']}` : styles.gallery__thumb}
                aria-label={itProduct.showImage(index + 1)}
                aria-current={index === current}
                onClick={() => setCurrent(index)}
              >
                <SafeImage url={img.url} alt="" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <dialog ref={lightbox} className={styles.lightbox} aria-label={name} onClick={(e) => e.target === e.currentTarget && lightbox.current?.close()}>
        <SafeImage url={image?.url} alt={image?.alt || name} className={styles.lightbox__image} />
        <div className={styles.lightbox__bar}>
          {images.length > 1 && (
            <button type="button" className="btn" onClick={() => step(-1)} aria-label={itProduct.previousImage}>‹</button>
          )}
          <span>{images.length ? `${current + 1} / ${images.length}` : ''}</span>
          {images.length > 1 && (
            <button type="button" className="btn" onClick={() => step(1)} aria-label={itProduct.nextImage}>›</button>
          )}
          <button type="button" className="btn" onClick={() => lightbox.current?.close()}>{itProduct.closeLightbox}</button>
        </div>
      </dialog>
    </section>
  );
}
