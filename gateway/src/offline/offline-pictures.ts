import { colourGallery } from '../catalogue/gallery-images.ts';
import { imageUrl } from '../catalogue/media-urls.ts';
import { colourName } from '../catalogue/product-index.ts';
import type { CatalogueProduct } from '../erp/models.ts';
import type { OfflinePictures } from '@shop/offline-package';

/**
 * The product page's pictures of `p` as its resolvers give them online (Product.images,
 * Variation.images), each URL written once: a colour's gallery repeats the product's pictures,
 * so the galleries carry indices. Colours the shop never shows (no size on the web) are left out.
 */
export function offlinePictures(p: CatalogueProduct): OfflinePictures {
  const urls: string[] = [];
  const indexOf = new Map<string, number>();
  const at = (name: string): number => {
    let i = indexOf.get(name);
    if (i === undefined) {
      i = urls.length;
      indexOf.set(name, i);
      urls.push(imageUrl(name));
    }
    return i;
  };
  const product = p.images.map(at);
  const colours: Record<string, Array<[number, string]>> = {};
  for (const v of p.variations) {
    if (!v.sizes.some((s) => !s.noWeb)) continue;
    colours[colourName(v.color)] = colourGallery(p, v).map(({ name, colour }) => [at(name), colour ? colourName(colour) : '']);
  }
  return { urls, product, colours };
}
