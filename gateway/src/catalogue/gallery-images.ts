import type { CatalogueProduct, CatalogueVariation } from '../erp/models.ts';

/**
 * The gallery of one colour: the colour's own pictures first, then the product's other pictures
 * (the upstream keeps up to three per product), then the other colours' pictures, each once. A
 * product of four colours keeps only three pictures of its own: without the colours' pictures
 * the fourth colour was never shown but when chosen.
 */
export function galleryImages(
  colourImages: readonly string[],
  productImages: readonly string[],
  otherColourImages: readonly string[] = [],
): string[] {
  return [...new Set([...colourImages, ...productImages, ...otherColourImages])];
}

/** A picture of a colour's gallery and the colour it shows (its alt text names it), null for the product's own. */
export interface GalleryPicture {
  name: string;
  colour: string | null;
}

/**
 * The gallery of `variation` with the colour each picture shows: this colour for its own, else
 * the first colour that lists it. The product page online (Variation.images) and the offline
 * package both read it, so that the device shows the same pictures with the same texts.
 */
export function colourGallery(product: CatalogueProduct, variation: CatalogueVariation): GalleryPicture[] {
  const colourOf = new Map(variation.images.map((name) => [name, variation.color]));
  for (const other of product.variations) for (const name of other.images) if (!colourOf.has(name)) colourOf.set(name, other.color);
  const others = product.variations.flatMap((other) => other.images);
  return galleryImages(variation.images, product.images, others).map((name) => ({ name, colour: colourOf.get(name) ?? null }));
}
