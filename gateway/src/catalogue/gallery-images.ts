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
