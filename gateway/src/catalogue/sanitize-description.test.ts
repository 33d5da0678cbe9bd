import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitize-description.ts';

describe('sanitizeDescription', () => {
  it.each([
    ['<p>Cotone <b>100%</b></p>', '<p>Cotone <b>100%</b></p>'],
    ['<p onclick="steal()">x</p>', '<p>x</p>'],
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a href>x</a>'],
    ['<img src=x onerror="alert(1)">', '<img src>'],
    ['<iframe src="https://evil"></iframe>testo', 'testo'],
    ['<p>Tessuto<img src="https://evil.example/pixel.gif?u=1" width="1" height="1"></p>', '<p>Tessuto</p>'],
    ['<img src="//evil.example/pixel.gif">', ''],
    ['<img src="/media/images/a.jpg" alt="Retro">', '<img src="/media/images/a.jpg" alt="Retro">'],
    ['<img src="data:image/png;base64,AAAA">', '<img src="data:image/png;base64,AAAA">'],
    ['<img alt="senza sorgente">', ''],
  ])('%s', (input, expected) => {
    expect(sanitizeDescription(input)).toBe(expected);
  });

  it('keeps absolute images only on the shop\'s own hosts', () => {
    const html = '<img src="https://shop.example/media/images/a.jpg"><img src="https://cdn.evil.example/a.jpg">';
    expect(sanitizeDescription(html, ['shop.example'])).toBe('<img src="https://shop.example/media/images/a.jpg">');
  });
});
