import type { SyntheticEvent } from 'react';
import { it } from '../i18n/it';
import styles from './ProductImage.module.css';

const PLACEHOLDER = '/placeholder-product.svg';

/**
 * The placeholder put in a picture's place when it fails to load, in the page itself rather than
 * through React's state: offline every picture not on the device fails (about 30 of a page's 42
 * cards), and each failure was a render and a commit of its own, on the thread the agent's next
 * search or filter waits for. React leaves the attributes alone until the picture's own props
 * change (another product: its address is set again).
 */
function showPlaceholder(event: SyntheticEvent<HTMLImageElement>): void {
  const image = event.currentTarget;
  if (image.getAttribute('src') === PLACEHOLDER) return;
  image.src = PLACEHOLDER;
  image.alt = it.catalogue.imageUnavailable;
}

/**
 * A product picture that falls back to the placeholder when missing or failing to load. Pictures
 * load when they near the screen; `priority` ones (the first cards, the largest thing the first
 * screen paints) load at once and before the other images.
 */
export function ProductImage({ url, alt, priority = false }: { url: string | null | undefined; alt: string; priority?: boolean }) {
  return (
    <img
      className={styles['product-image']}
      src={url || PLACEHOLDER}
      alt={url ? alt : it.catalogue.imageUnavailable}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      width={400}
      height={400}
      onError={showPlaceholder}
    />
  );
}
