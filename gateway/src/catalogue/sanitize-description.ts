import { FilterXSS } from 'xss';

/**
 * Whether an image may be shown in a description: the shop's own paths (/media/...), inline
 * data images, or an absolute address on one of the shop's own hosts. Anything else (a tracking
 * pixel on another site) is dropped, as the page's Content-Security-Policy would refuse it anyway.
 */
export function isOwnImage(src: string, ownHosts: readonly string[]): boolean {
  const value = src.trim();
  if (/^data:image\/(png|jpe?g|gif|webp);/i.test(value)) return true;
  // A relative address (no scheme, not protocol-relative) stays on the shop's own host.
  if (!/^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[/\\]{2}/.test(value)) return true;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && ownHosts.includes(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}

// Product descriptions (DesWeb) are HTML written in the ERP: keep formatting, drop scripts,
// event handlers, styles that could overlay the page, links to javascript: URLs and images
// from other sites.
const filterFor = (ownHosts: readonly string[]) => new FilterXSS({
  whiteList: {
    p: [], br: [], b: [], strong: [], i: [], em: [], u: [], ul: [], ol: [], li: [], span: [], div: [],
    h2: [], h3: [], h4: [], h5: [], table: [], thead: [], tbody: [], tr: [], th: [], td: [], small: [],
    a: ['href', 'title', 'target', 'rel'], img: ['src', 'alt', 'width', 'height'],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ['script', 'style', 'iframe', 'object'],
  onTagAttr: (tag, name) => {
    if (tag === 'a' && name === 'target') return 'target="_blank" rel="noopener noreferrer"';
    return undefined;
  },
  onTag: (tag, html, options) => {
    if (tag !== 'img' || options.isClosing) return undefined;
    const m = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(html);
    const src = m?.[1] ?? m?.[2] ?? m?.[3];
    // An image from elsewhere is removed whole rather than left as a broken frame.
    return src !== undefined && isOwnImage(src, ownHosts) ? undefined : '';
  },
});

const defaultFilter = filterFor([]);

/** `ownHosts`: host names whose absolute image addresses are the shop's own (relative ones always are). */
export function sanitizeDescription(html: string, ownHosts: readonly string[] = []): string {
  return (ownHosts.length ? filterFor(ownHosts.map((h) => h.toLowerCase())) : defaultFilter).process(html).trim();
}

/** The web description (DesWeb) as the product page shows it, online and offline: sanitised, null without one. */
export function pageDescriptionHtml(p: { desWeb: string }): string | null {
  return p.desWeb ? sanitizeDescription(p.desWeb) : null;
}
