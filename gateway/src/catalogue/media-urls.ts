/** Media are served through the gateway, so the browser never talks to the upstream. */
export const imageUrl = (name: string) => `/media/images/${encodeURIComponent(name)}`;
export const fileUrl = (name: string) => `/media/files/${encodeURIComponent(name)}`;
