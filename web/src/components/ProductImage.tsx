import { useState } from 'react';
import { it } from '../i18n/it';
import styles from './ProductImage.module.css';

const PLACEHOLDER = '/placeholder-product.svg';

/** A product picture that falls back to the placeholder when missing or failing to load. */
export function ProductImage({ url, alt }: { url: string | null | undefined; alt: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const broken = !url || failedUrl === url;
  return (
    <img
      className={styles['product-image']}
      src={broken ? PLACEHOLDER : url}
      alt={broken ? it.catalog.imageUnavailable : alt}
      loading="lazy"
      decoding="async"
      width={400}
      height={400}
      onError={() => {
        if (url) setFailedUrl(url);
      }}
    />
  );
}
