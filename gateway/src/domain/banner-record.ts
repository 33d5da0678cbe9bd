// Banner rules (spec §3 Banner, §5 Banner form): a type and a name are required; hero slides
// carry two images and a button text ('Acquista Ora' by default), carousel slides one image;
// slides are numbered from 1 (heroSliderData) after every change.

import { BANNER_MESSAGES } from './admin-messages.ts';
import { isSafeLink } from './safe-link.ts';

export type BannerKind = 'NONE' | 'HERO_SLIDER' | 'CAROUSEL';

export const BANNER_TYPE_NUMBER: Record<BannerKind, number> = { NONE: 0, HERO_SLIDER: 1, CAROUSEL: 2 };
export const bannerKindOf = (n: number): BannerKind => (n === 1 ? 'HERO_SLIDER' : n === 2 ? 'CAROUSEL' : 'NONE');
export const MAX_SLIDES = 20;

export interface SlideDraft {
  image: string;
  headImage?: string | null;
  title: string;
  link: string;
  buttonCaption?: string | null;
}

export interface Slide {
  id: number;
  image: string;
  headImage: string;
  title: string;
  link: string;
  buttonCaption: string;
}

export interface BannerDraft {
  type: BannerKind | null | undefined;
  name: string;
  slides: SlideDraft[];
}

export interface BannerError {
  code: 'BANNER_TYPE_REQUIRED' | 'BANNER_NAME_REQUIRED' | 'BANNER_SLIDE_INVALID';
  message: string;
  field: string[];
}

/** Banner slides link to pages, of the shop or elsewhere. */
export const BANNER_LINKS = { mailAndPhone: false } as const;

export function bannerErrors(draft: BannerDraft): BannerError[] {
  const errors: BannerError[] = [];
  if (!draft.type || draft.type === 'NONE')
    errors.push({ code: 'BANNER_TYPE_REQUIRED', message: BANNER_MESSAGES.typeRequired, field: ['input', 'type'] });
  if (!draft.name.trim())
    errors.push({ code: 'BANNER_NAME_REQUIRED', message: BANNER_MESSAGES.nameRequired, field: ['input', 'name'] });
  if (draft.slides.length > MAX_SLIDES)
    errors.push({ code: 'BANNER_SLIDE_INVALID', message: BANNER_MESSAGES.tooManySlides, field: ['input', 'slides'] });
  draft.slides.slice(0, MAX_SLIDES).forEach((s, i) => {
    const at = ['input', 'slides', String(i)];
    if (!s.image.trim()) errors.push({ code: 'BANNER_SLIDE_INVALID', message: BANNER_MESSAGES.slideImageRequired, field: [...at, 'image'] });
    else if (draft.type === 'HERO_SLIDER' && !s.headImage?.trim())
      errors.push({ code: 'BANNER_SLIDE_INVALID', message: BANNER_MESSAGES.slideHeadImageRequired, field: [...at, 'headImage'] });
    if (s.link && s.link.length <= 500 && !isSafeLink(s.link.trim(), BANNER_LINKS))
      errors.push({ code: 'BANNER_SLIDE_INVALID', message: 'Link non valido', field: [...at, 'link'] });
    if (s.title.length > 200 || (s.buttonCaption ?? '').length > 60 || s.link.length > 500)
      errors.push({ code: 'BANNER_SLIDE_INVALID', message: 'Testo troppo lungo', field: at });
  });
  return errors;
}

/** The slides as stored: numbered from 1, hero captions defaulted, carousel slides with one image. */
export function normaliseSlides(type: BannerKind, slides: readonly SlideDraft[]): Slide[] {
  return slides.map((s, i) => ({
    id: i + 1,
    image: s.image.trim(),
    headImage: type === 'HERO_SLIDER' ? (s.headImage ?? '').trim() : '',
    title: s.title.trim(),
    link: s.link.trim(),
    buttonCaption: type === 'HERO_SLIDER' ? (s.buttonCaption ?? '').trim() || BANNER_MESSAGES.defaultCaption : '',
  }));
}
