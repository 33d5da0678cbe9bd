import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { BannerType } from '../../gql/graphql';
import { itAdmin } from '../../i18n/it-admin';
import { classifyError } from '../../lib/graphql-errors';
import { announceOutcome } from '../../lib/mutation-outcome';
import { notifyError, notifyInfo } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailedStatus, LoadingStatus } from '../../components/PageStatus';
import { NotAllowed } from '../../components/NotAllowed';
import { fileAsBase64, useBannerDefaultSet, useBannerEditorQuery, useBannerSave, useImageUpload } from './api/banners';
import { comparable, emptyForm, formOf, formProblems, saveInput, slideKey, type BannerForm, type Picture } from './banner-form';
import { BannerList } from './components/BannerList';
import { SlideList } from './components/SlideList';
import styles from './BannerEditorPage.module.css';
import { bannerEditPath } from '../../lib/paths';

const t = itAdmin.banners;
const TYPES: BannerType[] = ['HERO_SLIDER', 'CAROUSEL'];

/** /personalizzaBanners[/:timeStamp]: the banner editor (spec §2, §4, §5 Banner form). */
export function BannerEditorPage() {
  usePageTitle(t.title);
  const { timeStamp } = useParams();
  const navigate = useNavigate();
  const [{ data, error, fetching }, reload] = useBannerEditorQuery();
  const [saveState, save] = useBannerSave();
  const [defaultState, setDefault] = useBannerDefaultSet();
  const [uploadState, upload] = useImageUpload();
  const busy = saveState.fetching || defaultState.fetching || uploadState.fetching;

  const banner = useMemo(() => data?.banners?.find((b) => b.timeStamp === timeStamp), [data, timeStamp]);
  // Keyed by content, not identity: a refetch with the same banner must not reset the edits.
  const bannerKey = banner ? JSON.stringify(banner) : `new:${timeStamp ?? ''}`;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initial = useMemo(() => (banner ? formOf(banner) : emptyForm()), [bannerKey]);
  const [form, setForm] = useState<BannerForm>(initial);
  const [touched, setTouched] = useState(false);
  // The flag just asked for, shown at once while the gateway saves it.
  const [flags, setFlags] = useState<{ isDefault?: boolean; isDefaultForVisitors?: boolean }>({});
  const uploadInput = useRef<HTMLInputElement>(null);
  // A different banner (or a saved one coming back) resets the form.
  useEffect(() => {
    setForm(initial);
    setTouched(false);
    setFlags({});
  }, [initial]);

  if (error && classifyError(error) === 'forbidden') return <NotAllowed title={t.title} />;
  if (!data?.banners) {
    return (
      <section className="page container">
        {fetching ? <LoadingStatus text={itAdmin.loading} /> : <LoadFailedStatus text={itAdmin.loadFailed} onRetry={() => reload({ requestPolicy: 'network-only' })} />}
      </section>
    );
  }

  const problems = formProblems(form);
  const valid = !problems.type && !problems.name;
  const dirty = comparable(form) !== comparable(initial);
  const update = (next: Partial<BannerForm>) => {
    setForm({ ...form, ...next });
    setTouched(true);
  };

  const uploadFile = async (file: File): Promise<Picture | null> => {
    const contentBase64 = await fileAsBase64(file);
    const r = await upload({ input: { fileName: file.name, contentBase64 } });
    const payload = r.data?.adminImageUpload;
    // A request the gateway could not take (e.g. a file far over the size limit) is a failed upload.
    if (r.error && classifyError(r.error) === 'other') {
      notifyError(t.uploadFailed);
      return null;
    }
    if (!announceOutcome({ error: r.error, userErrors: payload?.userErrors }, null)) return null;
    if (!payload?.image) notifyError(t.uploadFailed);
    return payload?.image ?? null;
  };

  const onUploadClick = () => {
    if (!valid) {
      setTouched(true);
      if (form.type !== 'NONE') notifyInfo(t.nameFirst);
      return;
    }
    uploadInput.current?.click();
  };

  const addSlide = async (file: File) => {
    const picture = await uploadFile(file);
    if (!picture) return;
    setForm((f) => ({
      ...f,
      slides: [...f.slides, { key: slideKey(), image: picture, headImage: f.type === 'HERO_SLIDER' ? picture : null, title: '', link: '', buttonCaption: '' }],
    }));
    setTouched(true);
  };

  const replaceImage = async (index: number, which: 'image' | 'headImage', file: File) => {
    const picture = await uploadFile(file);
    if (!picture) return;
    setForm((f) => ({ ...f, slides: f.slides.map((s, i) => (i === index ? { ...s, [which]: picture } : s)) }));
  };

  const onSave = async () => {
    const r = await save({ input: saveInput(form, banner?.timeStamp) });
    const payload = r.data?.bannerSave;
    if (!announceOutcome({ error: r.error, userErrors: payload?.userErrors }, t.saved)) return;
    if (!banner && payload?.banner) {
      reload({ requestPolicy: 'network-only' });
      void navigate(bannerEditPath(payload.banner.timeStamp));
    }
  };

  const onDefault = async (forVisitors: boolean, isDefault: boolean) => {
    if (!banner) return;
    setFlags(forVisitors ? { isDefaultForVisitors: isDefault } : { isDefault });
    const r = await setDefault({ input: { timeStamp: banner.timeStamp, forVisitors, isDefault } });
    // Setting a flag clears it on the other banners: read the list again.
    if (announceOutcome({ error: r.error, userErrors: r.data?.bannerDefaultSet.userErrors }, t.saved)) reload({ requestPolicy: 'network-only' });
    else setFlags({});
  };

  return (
    <section className={`page container ${styles.page}`}>
      <BannerList banners={data.banners} current={timeStamp} />
      <div className={styles.editor} aria-busy={busy}>
        <div className={styles.header}>
          <h1 className="page-title">{t.title}</h1>
          {busy ? (
            <span className="spinner" role="status" aria-label={t.saving} />
          ) : (
            <button type="button" className="btn btn--primary" disabled={!valid || !dirty} onClick={() => void onSave()}>
              {t.save}
            </button>
          )}
        </div>
        <fieldset className={styles.fields} disabled={busy}>
          <div className="field">
            <label htmlFor="banner-type">{t.type}</label>
            <select id="banner-type" className="input" value={form.type} aria-invalid={touched && problems.type} aria-describedby={touched && problems.type ? 'banner-type-error' : undefined}
              onChange={(e) => update({ type: e.target.value as BannerType | '' })}>
              <option value="">{t.chooseType}</option>
              <option value="NONE">{t.types.NONE}</option>
              {TYPES.map((type) => <option key={type} value={type}>{t.types[type]}</option>)}
            </select>
            {touched && problems.type && <p id="banner-type-error" className="field__error">{t.typeRequired}</p>}
          </div>
          {form.type !== '' && form.type !== 'NONE' && (
            <div className="field">
              <label htmlFor="banner-name">{t.name}</label>
              <input id="banner-name" className="input" value={form.name} maxLength={200} aria-invalid={touched && problems.name}
                aria-describedby={touched && problems.name ? 'banner-name-error' : undefined} onChange={(e) => update({ name: e.target.value })} />
              {touched && problems.name && <p id="banner-name-error" className="field__error">{t.nameRequired}</p>}
            </div>
          )}
          <div className={styles.uploadRow}>
            <button type="button" className="btn" onClick={onUploadClick}>
              <span aria-hidden="true">⤒</span> {t.upload}
            </button>
            <input ref={uploadInput} type="file" accept="image/*" className="visually-hidden" tabIndex={-1} aria-hidden="true" data-testid="banner-upload"
              onChange={(e) => { const f = e.target.files?.[0]; e.target.value = ''; if (f) void addSlide(f); }} />
          </div>
          {banner && (
            <div className={styles.defaults}>
              <label className="checkbox">
                <input type="checkbox" checked={flags.isDefault ?? banner.isDefault} onChange={(e) => void onDefault(false, e.target.checked)} /> {t.isDefault}
              </label>
              <label className="checkbox">
                <input type="checkbox" checked={flags.isDefaultForVisitors ?? banner.isDefaultForVisitors} onChange={(e) => void onDefault(true, e.target.checked)} /> {t.isDefaultForVisitors}
              </label>
            </div>
          )}
        </fieldset>
        {(form.type === 'HERO_SLIDER' || form.type === 'CAROUSEL') && (
          <>
            <h2 className={styles.subheading}>{t.slides}</h2>
            <SlideList form={form} busy={busy}
              onChange={(i, slide) => update({ slides: form.slides.map((s, j) => (j === i ? slide : s)) })}
              onRemove={(i) => update({ slides: form.slides.filter((_s, j) => j !== i) })}
              onReplace={(i, which, file) => void replaceImage(i, which, file)} />
          </>
        )}
      </div>
    </section>
  );
}
