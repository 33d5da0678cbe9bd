/** Media are served through the gateway, so the browser never talks to the upstream. */
export const imageUrl = (name: string) => `/media/images/${encodeURIComponent(name)}`;
export const fileUrl = (name: string) => `/media/files/${encodeURIComponent(name)}`;

/** A picture as pages show it: its address through the gateway and its alternative text. */
export interface ImageView {
  url: string;
  alt: string;
}
