import { useState } from 'react';
import { it } from '../i18n/it';
import styles from './ProductImage.module.css';

const PLACEHOLDER = '/placeholder-product.svg';

/**
 * A product picture that falls back to the placeholder when missing or failing to load. Pictures
 * load when they near the screen; `priority` ones (the first cards, the largest thing the first
 * screen paints) load at once and before the other images.
 */
export function ProductImage({ url, alt, priority = false }: { url: string | null | undefined; alt: string; priority?: boolean }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const broken = !url || failedUrl === url;
  return (
    <img
      className={styles['product-image']}
      src={broken ? PLACEHOLDER : url}
      alt={broken ? it.catalogue.imageUnavailable : alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      width={400}
      height={400}
      onError={() => {
        if (url) setFailedUrl(url);
      }}
    />
  );
}
