import { describe, expect, it } from 'vitest';
import { bannerErrors, normaliseSlides, type BannerDraft } from './banner-record.ts';

const slide = { image: 'pegasoCloud/files/1.png', headImage: 'pegasoCloud/files/2.png', title: 'Estate', link: '/shop-grid-full-width' };

describe('bannerErrors', () => {
  it.each<[string, BannerDraft, string[]]>([
    ['a complete hero banner', { type: 'HERO_SLIDER', name: 'Estate', slides: [slide] }, []],
    ['no type', { type: null, name: 'Estate', slides: [] }, ['Devi inserire il tipo di banner']],
    ['type 0', { type: 'NONE', name: 'Estate', slides: [] }, ['Devi inserire il tipo di banner']],
    ['blank name', { type: 'CAROUSEL', name: '  ', slides: [] }, ['Devi inserire un nome per il banner']],
    ['hero slide with one image', { type: 'HERO_SLIDER', name: 'x', slides: [{ ...slide, headImage: '' }] }, ['Le slide del banner hero hanno bisogno di due immagini']],
    ['carousel slide with one image', { type: 'CAROUSEL', name: 'x', slides: [{ ...slide, headImage: null }] }, []],
    ['a javascript: link', { type: 'CAROUSEL', name: 'x', slides: [{ ...slide, link: 'javascript:x' }] }, ['Link non valido']],
    ['a link that browsers open on another site', { type: 'CAROUSEL', name: 'x', slides: [{ ...slide, link: '/\\evil.example' }] }, ['Link non valido']],
  ])('%s', (_name, draft, messages) => {
    expect(bannerErrors(draft).map((e) => e.message)).toEqual(messages);
  });
});

describe('normaliseSlides', () => {
  it("numbers slides from 1 and gives hero slides the caption 'Acquista Ora' by default", () => {
    const out = normaliseSlides('HERO_SLIDER', [slide, { ...slide, buttonCaption: 'Scopri' }]);
    expect(out.map((s) => [s.id, s.buttonCaption])).toEqual([
      [1, 'Acquista Ora'],
      [2, 'Scopri'],
    ]);
  });

  it('keeps one image and no caption on carousel slides', () => {
    expect(normaliseSlides('CAROUSEL', [slide])[0]).toMatchObject({ headImage: '', buttonCaption: '' });
  });
});
