import { itAdmin } from '../../../i18n/it-admin';
import type { BannerForm, SlideForm } from '../banner-form';
import styles from '../BannerEditorPage.module.css';

const t = itAdmin.banners;

interface SlideListProps {
  form: BannerForm;
  busy: boolean;
  onChange(index: number, slide: SlideForm): void;
  onRemove(index: number): void;
  onReplace(index: number, which: 'image' | 'headImage', file: File): void;
}

/** The slides of a type 1 (two images, title, link, button text) or type 2 banner (one image, title, link). */
export function SlideList({ form, busy, onChange, onRemove, onReplace }: SlideListProps) {
  const hero = form.type === 'HERO_SLIDER';
  if (form.slides.length === 0) return <p className="muted">{t.noSlides}</p>;
  return (
    <ol className={styles.slides} aria-label={t.slides}>
      {form.slides.map((s, i) => {
        const id = (field: string) => `slide-${i}-${field}`;
        const picker = (which: 'image' | 'headImage', label: string) => (
          <label className={`btn ${styles.pick}`}>
            {label}
            <input type="file" accept="image/*" className="visually-hidden" disabled={busy}
              onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) onReplace(i, which, f); }} />
          </label>
        );
        return (
          <li key={s.key} className={styles.slide} data-testid="slide">
            <div className={styles.slideImages}>
              {s.image && <img src={s.image.url} alt={`${t.image} ${i + 1}`} width={240} height={80} className={styles.thumb} />}
              {hero && s.headImage && <img src={s.headImage.url} alt={`${t.headImage} ${i + 1}`} width={240} height={80} className={styles.thumb} />}
            </div>
            <fieldset className={styles.slideFields} disabled={busy}>
              <legend>{t.slide(i + 1)}</legend>
              <div className="field">
                <label htmlFor={id('title')}>{t.slideTitle}</label>
                <input id={id('title')} className="input" value={s.title} maxLength={200} onChange={(e) => onChange(i, { ...s, title: e.target.value })} />
              </div>
              <div className="field">
                <label htmlFor={id('link')}>{t.link}</label>
                <input id={id('link')} className="input" value={s.link} maxLength={500} placeholder="/shop-grid-full-width" onChange={(e) => onChange(i, { ...s, link: e.target.value })} />
              </div>
              {hero && (
                <div className="field">
                  <label htmlFor={id('caption')}>{t.buttonCaption}</label>
                  <input id={id('caption')} className="input" value={s.buttonCaption} maxLength={60} placeholder={itAdmin.home.buy} onChange={(e) => onChange(i, { ...s, buttonCaption: e.target.value })} />
                </div>
              )}
              <div className={styles.slideActions}>
                {picker('image', t.replaceImage)}
                {hero && picker('headImage', t.replaceHeadImage)}
                <button type="button" className="btn" onClick={() => onRemove(i)} aria-label={`${t.removeSlide} ${i + 1}`}>
                  {t.removeSlide}
                </button>
              </div>
            </fieldset>
          </li>
        );
      })}
    </ol>
  );
}
