/**
 * The gallery of one colour: the colour's own pictures first, then the product's other pictures
 * (the upstream keeps up to three per product), each once. A colour without pictures shows the
 * product's.
 */
export function galleryImages(colourImages: readonly string[], productImages: readonly string[]): string[] {
  return [...new Set([...colourImages, ...productImages])];
}
