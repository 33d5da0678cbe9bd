import type { BannerType } from '../../gql/graphql';
import type { EditorBanner } from './api/banners';

export interface Picture {
  file: string;
  url: string;
}

export interface SlideForm {
  key: string;
  image: Picture | null;
  headImage: Picture | null;
  title: string;
  link: string;
  buttonCaption: string;
}

export interface BannerForm {
  type: BannerType | '';
  name: string;
  slides: SlideForm[];
}

let nextKey = 0;
export const slideKey = () => `s${++nextKey}`;

export const emptyForm = (): BannerForm => ({ type: '', name: '', slides: [] });

export function formOf(b: EditorBanner): BannerForm {
  return {
    type: b.type,
    name: b.name,
    slides: b.slides.map((s) => ({
      key: slideKey(),
      image: s.image ?? null,
      headImage: s.headImage ?? null,
      title: s.title,
      link: s.link,
      buttonCaption: s.buttonCaption,
    })),
  };
}

/** The form without its list keys, to tell whether anything changed. */
export const comparable = (f: BannerForm) =>
  JSON.stringify({ ...f, slides: f.slides.map(({ key: _key, ...s }) => ({ ...s, image: s.image?.file, headImage: s.headImage?.file })) });

/** Field checks for comfort (validated on change); the gateway checks again. */
export function formProblems(f: BannerForm): { type: boolean; name: boolean } {
  return { type: f.type === '' || f.type === 'NONE', name: f.type !== '' && f.type !== 'NONE' && f.name.trim() === '' };
}

export function saveInput(f: BannerForm, timeStamp: string | undefined) {
  return {
    timeStamp: timeStamp ?? null,
    type: f.type === '' ? null : f.type,
    name: f.name,
    slides: f.slides.map((s) => ({
      image: s.image?.file ?? '',
      headImage: f.type === 'HERO_SLIDER' ? (s.headImage?.file ?? s.image?.file ?? '') : null,
      title: s.title,
      link: s.link,
      buttonCaption: f.type === 'HERO_SLIDER' ? s.buttonCaption : null,
    })),
  };
}
