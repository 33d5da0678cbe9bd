import { describe, expect, it } from 'vitest';
import { pageAssets, type Manifest } from './page-assets.ts';

const template = `<head>
<script type="module" crossorigin src="/assets/main-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-1.js">
<link rel="stylesheet" crossorigin href="/assets/main-1.css">
</head>`;

const manifest: Manifest = {
  'index.html': { file: 'assets/main-1.js', css: ['assets/main-1.css'], imports: ['_react-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_price-1.js': { file: 'assets/price-1.js', css: ['assets/price-1.css'], imports: ['_react-1.js'] },
  'src/Listing.tsx': { file: 'assets/Listing-1.js', css: ['assets/Listing-1.css'], imports: ['_price-1.js', '_react-1.js'] },
  'src/Footer.tsx': { file: 'assets/Footer-1.js', imports: ['_react-1.js'] },
  'src/Recent.tsx': { file: 'assets/Recent-1.js', css: ['assets/Recent-1.css'], imports: ['_price-1.js'] },
};

describe('pageAssets', () => {
  it('adds the stylesheets of every shown module and the scripts of the page, each once, after index.html\'s', () => {
    expect(pageAssets(manifest, ['src/Listing.tsx', 'src/Recent.tsx', 'src/Footer.tsx'], 'src/Listing.tsx', template)).toEqual({
      entry: '/assets/main-1.js',
      stylesheets: ['/assets/main-1.css', '/assets/Listing-1.css', '/assets/price-1.css', '/assets/Recent-1.css'],
      modulepreloads: ['/assets/react-1.js', '/assets/Listing-1.js', '/assets/price-1.js'],
    });
  });

  it('ignores a module the build does not have', () => {
    expect(pageAssets(manifest, ['src/Gone.tsx'], 'src/Gone.tsx', template)).toEqual({
      entry: '/assets/main-1.js',
      stylesheets: ['/assets/main-1.css'],
      modulepreloads: ['/assets/react-1.js'],
    });
  });

  it('gives nothing for an index.html without a module entry', () => {
    expect(pageAssets(manifest, ['src/Listing.tsx'], 'src/Listing.tsx', '<head></head>')).toBeNull();
  });
});
