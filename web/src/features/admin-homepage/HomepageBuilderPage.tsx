import { useEffect, useMemo, useState, type ChangeEvent } from 'react';
import { itAdmin } from '../../i18n/it-admin';
import { classifyError } from '../../lib/graphql-errors';
import { announceOutcome } from '../../lib/mutation-outcome';
import { notifyError, notifyInfo, notifySuccess } from '../../lib/notify';
import { usePageTitle } from '../../lib/use-page-title';
import { LoadFailedStatus, LoadingStatus } from '../../components/PageStatus';
import { NotAllowed } from '../../components/NotAllowed';
import { useBuilderUpload, useHomePageSave, useHomepageBuilderQuery, type StoredBlock } from './api/homepage-builder';
import { BlockEditor } from './components/BlockEditor';
import { LayoutPreview } from './components/LayoutPreview';
import { blockKey, emptyBlock, exportJson, importJson, saveBlocks, type BlockDraft } from './layout-model';
import styles from './HomepageBuilderPage.module.css';

const t = itAdmin.homepage;
/** The toasts' action: a save's success clears the refusals of the saves before it. */
const SAVE = 'homepage-save';

const draftsOf = (stored: readonly StoredBlock[]): BlockDraft[] =>
  stored.map((b) => ({
    key: blockKey(),
    rows: b.rows,
    cols: b.cols,
    cells: b.cells.map((c) => ({
      type: c.type,
      width: c.width,
      image: c.image ?? null,
      link: c.link ?? '',
      content: c.content ?? '',
      bannerId: c.bannerId ?? '',
      articleId: c.articleId ?? '',
    })),
  }));

/** Pictures of an imported file are shown from the shop's own address, as the gateway serves them. */
const importedPictureUrl = (file: string) => {
  const cloud = /pegasoCloud\/files\/([\w.-]+)$/.exec(file);
  return cloud ? `/media/cloud/${cloud[1]}` : file;
};

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  URL.revokeObjectURL(url);
}

/** /personalizzaHomepage[/:timeStamp]: the homepage builder (spec §2, §4, §5 Homepage builder). */
export function HomepageBuilderPage() {
  usePageTitle(t.title);
  const [{ data, error, fetching }, reload] = useHomepageBuilderQuery();
  const [saveState, save] = useHomePageSave();
  const [uploadState, upload] = useBuilderUpload();
  const [blocks, setBlocks] = useState<BlockDraft[] | null>(null);
  const [newCols, setNewCols] = useState(2);
  const layouts = data?.homePageLayouts;
  useEffect(() => {
    if (layouts && blocks === null) setBlocks(draftsOf(layouts.loggedIn));
  }, [layouts, blocks]);
  const articleNames = useMemo(() => {
    const names = new Map<string, string>();
    for (const list of [layouts?.loggedIn ?? [], layouts?.visitors ?? []])
      for (const b of list) for (const c of b.cells) if (c.articleId && c.product) names.set(c.articleId, c.product.name);
    return names;
  }, [layouts]);

  if (error && classifyError(error) === 'forbidden') return <NotAllowed title={t.title} />;
  if (!layouts || !blocks) {
    return (
      <section className="page container">
        {fetching || layouts ? <LoadingStatus text={itAdmin.loading} /> : <LoadFailedStatus text={itAdmin.loadFailed} onRetry={() => reload({ requestPolicy: 'network-only' })} />}
      </section>
    );
  }
  const busy = saveState.fetching || uploadState.fetching;

  const onSave = async (forVisitors: boolean) => {
    const r = await save({ input: { blocks: saveBlocks(blocks), forVisitors } });
    const userErrors = r.data?.homePageSave.userErrors;
    if (r.error || !userErrors) return void notifyError(t.saveFailed, SAVE);
    if (userErrors.length > 0) {
      // Layout refusals say what to fix; anything else is a failed save.
      const layoutRefusal = userErrors.find((e) => e.code.startsWith('HOMEPAGE_'));
      return void notifyError(layoutRefusal?.message ?? t.saveFailed, SAVE);
    }
    // A save that went through answers the refusals of the saves before it: they go.
    notifySuccess(t.saved, SAVE);
    reload({ requestPolicy: 'network-only' });
  };

  const onImport = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!/\.json$/i.test(file.name) && file.type !== 'application/json') return void notifyError(t.invalidFile);
    const parsed = importJson(await file.text(), importedPictureUrl);
    if (!parsed) return void notifyError(t.parseError);
    setBlocks(parsed);
    notifyInfo(t.imported);
  };

  const onUpload = async (blockIndex: number, cellIndex: number, file: File) => {
    const contentBase64 = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
      reader.onerror = () => reject(reader.error ?? new Error('read failed'));
      reader.readAsDataURL(file);
    });
    const r = await upload({ input: { fileName: file.name, contentBase64 } });
    const image = r.data?.adminImageUpload.image;
    if (!announceOutcome({ error: r.error, userErrors: r.data?.adminImageUpload.userErrors }, null) || !image) return;
    setBlocks((list) =>
      (list ?? []).map((b, i) => (i === blockIndex ? { ...b, cells: b.cells.map((c, j) => (j === cellIndex ? { ...c, image } : c)) } : b)),
    );
  };

  return (
    <section className={`page container ${styles.page}`} aria-busy={busy}>
      <div className={styles.toolbar}>
        <h1 className="page-title">{t.title}</h1>
        <div className={styles.actions}>
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void onSave(false)}>{t.save}</button>
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void onSave(true)}>{t.saveVisitors}</button>
          <button type="button" className="btn" onClick={() => download('page_structure.json', exportJson(blocks))}>{t.exportJson}</button>
          <label className={`btn ${styles.importLabel}`}>
            {t.importJson}
            <input type="file" accept=".json,application/json" className="visually-hidden" data-testid="import-json" onChange={(e) => void onImport(e)} />
          </label>
          {busy && <span className="spinner" role="status" aria-label={itAdmin.loading} />}
        </div>
      </div>
      <div className={styles.load}>
        <button type="button" className="btn" onClick={() => setBlocks(draftsOf(layouts.loggedIn))}>{t.editLoggedIn}</button>
        <button type="button" className="btn" onClick={() => setBlocks(draftsOf(layouts.visitors))}>{t.editVisitors}</button>
      </div>
      <div className={styles.addRow}>
        <div className="field">
          <label htmlFor="new-grid-cols">{t.columns}</label>
          <select id="new-grid-cols" className="input" value={newCols} onChange={(e) => setNewCols(Number(e.target.value))}>
            {[1, 2, 3, 4, 6].map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </div>
        <button type="button" className="btn" onClick={() => setBlocks([...blocks, emptyBlock(newCols)])}>+ {t.addGrid}</button>
      </div>
      {blocks.length === 0 && <p className="muted">{t.empty}</p>}
      {blocks.map((block, i) => (
        <BlockEditor key={block.key} index={i} block={block} banners={data?.banners ?? []}
          onChange={(b) => setBlocks(blocks.map((x, j) => (j === i ? b : x)))}
          onDelete={() => setBlocks(blocks.filter((_x, j) => j !== i))}
          onUpload={(cellIndex, file) => void onUpload(i, cellIndex, file)} />
      ))}
      <LayoutPreview blocks={blocks} articleNames={articleNames} />
    </section>
  );
}
