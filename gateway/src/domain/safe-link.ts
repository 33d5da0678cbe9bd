// Links written by an administrator (banner slides, homepage cells) and opened by every visitor.
// A pattern on the text is not enough: browsers read `/\evil.example` as `//evil.example`, a
// link to another site. So a link is parsed as a URL relative to the shop, as the browser will,
// and kept only when it stays on the shop or names a web, mail or phone address outright.

const SHOP = 'https://shop.invalid';

export interface LinkRules {
  /** mailto: and tel: links (homepage buttons); banners link to pages only. */
  mailAndPhone: boolean;
}

export const MAX_LINK_LENGTH = 500;

export function isSafeLink(link: string, rules: LinkRules): boolean {
  if (!link || link.length > MAX_LINK_LENGTH) return false;
  // Backslashes, spaces and control characters: browsers drop or rewrite them before parsing.
  if (/[\\\s]/u.test(link) || [...link].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return false;
  let url: URL;
  try {
    url = new URL(link, `${SHOP}/`);
  } catch {
    return false;
  }
  if (link.startsWith('/')) return url.origin === SHOP;
  if (url.protocol === 'http:' || url.protocol === 'https:') return /^https?:\/\/[^/]/iu.test(link) && url.hostname !== '';
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return rules.mailAndPhone && link.toLowerCase().startsWith(url.protocol);
  return false;
}
