import { itProduct } from '../../../i18n/it-product';
import { itBuying } from '../../../i18n/it-buying';
import type { ProductDetail } from '../api/product-query';
import styles from '../Product.module.css';

/** Downloadable files, each a tile with its type (pdf, xlsx ...) as the icon. */
export function FileTiles({ files }: { files: ProductDetail['files'] }) {
  if (files.length === 0) return null;
  return (
    <section className={styles.files} aria-labelledby="files-title">
      <h2 id="files-title">{itProduct.files}</h2>
      <ul className={styles.files__list}>
        {files.map((file) => (
          <li key={file.url}>
            {/* The name is the visible file name after a hidden 'Scarica', so that it contains what is seen. */}
            <a className={styles['file-tile']} href={file.url} download>
              <span className={`${styles['file-tile__icon']} ${styles[`file-tile__icon--${file.type}`] ?? ''}`} aria-hidden="true">{file.type.toUpperCase() || 'FILE'}</span>
              <span className={styles['file-tile__name']}>
                <span className="visually-hidden">{itBuying.downloadPrefix} </span>
                {file.name}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
