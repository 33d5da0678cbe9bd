/** Media are served through the gateway, so the browser never talks to the upstream. */
export const imageUrl = (name: string) => `/media/images/${encodeURIComponent(name)}`;
export const fileUrl = (name: string) => `/media/files/${encodeURIComponent(name)}`;

/** A picture as pages show it: its address through the gateway and its alternative text. */
export interface ImageView {
  url: string;
  alt: string;
}

/**
 * One orderable article as a cart line and a quick-order row both name it: its product, its own
 * code, the name, colour and size, and its picture.
 */
export interface ArticleLabel {
  productId: string;
  articleId: string;
  sku: string;
  name: string;
  /** 'CODE-Name' of the colour, null for products without variations. */
  color: string | null;
  colorName: string | null;
  size: string | null;
  image: ImageView | null;
}
