import { it } from '../../../i18n/it';
import type { ProductDetail } from '../api/product-query';

/** Downloadable files, each a tile with its type (pdf, xlsx ...) as the icon. */
export function FileTiles({ files }: { files: ProductDetail['files'] }) {
  if (files.length === 0) return null;
  return (
    <section className="files" aria-labelledby="files-title">
      <h2 id="files-title">{it.product.files}</h2>
      <ul className="files__list">
        {files.map((file) => (
          <li key={file.url}>
            <a className="file-tile" href={file.url} download aria-label={it.product.download(file.name)}>
              <span className={`file-tile__icon file-tile__icon--${file.type}`} aria-hidden="true">{file.type.toUpperCase() || 'FILE'}</span>
              <span className="file-tile__name">{file.name}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
