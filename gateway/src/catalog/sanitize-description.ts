import { FilterXSS } from 'xss';

// Product descriptions (DesWeb) are HTML written in the ERP: keep formatting, drop scripts,
// event handlers, styles that could overlay the page, and links to javascript: URLs.
const filter = new FilterXSS({
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
});

export function sanitizeDescription(html: string): string {
  return filter.process(html).trim();
}
