import type { HomeCellType } from '../../../gql/graphql';
import { itAdmin } from '../../../i18n/it-admin';
import { CELL_TYPES, emptyCell, type CellDraft } from '../layout-model';
import styles from '../HomepageBuilderPage.module.css';

const t = itAdmin.homepage;

interface CellEditorProps {
  id: string;
  index: number;
  cell: CellDraft;
  banners: readonly { timeStamp: string; name: string }[];
  onChange(cell: CellDraft): void;
  onUpload(file: File): void;
}

/** One cell: its type (changing it empties the cell), its width and the fields of its type. */
export function CellEditor({ id, index, cell, banners, onChange, onUpload }: CellEditorProps) {
  const f = (name: string) => `${id}-${name}`;
  const set = (patch: Partial<CellDraft>) => onChange({ ...cell, ...patch });
  return (
    <fieldset className={styles.cell} data-testid="cell">
      <legend>{t.cell(index + 1)}</legend>
      <div className="field">
        <label htmlFor={f('type')}>{t.cellType}</label>
        <select id={f('type')} className="input" value={cell.type}
          onChange={(e) => onChange({ ...emptyCell(e.target.value as HomeCellType), width: cell.width })}>
          {CELL_TYPES.map((type) => <option key={type} value={type}>{t.types[type]}</option>)}
        </select>
      </div>
      <div className="field">
        <label htmlFor={f('width')}>{t.width}</label>
        <input id={f('width')} className="input" type="number" min={0} max={100} step={1} value={cell.width}
          onChange={(e) => set({ width: Number(e.target.value) })} />
      </div>
      {(cell.type === 'BUTTON' || cell.type === 'TEXT' || cell.type === 'VIDEO') && (
        <div className="field">
          <label htmlFor={f('content')}>{t.content[cell.type]}</label>
          {cell.type === 'TEXT' ? (
            <textarea id={f('content')} className="input" rows={4} maxLength={20000} value={cell.content} onChange={(e) => set({ content: e.target.value })} />
          ) : (
            <input id={f('content')} className="input" value={cell.content} maxLength={200} onChange={(e) => set({ content: e.target.value })} />
          )}
        </div>
      )}
      {(cell.type === 'BUTTON' || cell.type === 'IMAGE') && (
        <div className="field">
          <label htmlFor={f('link')}>{t.link}</label>
          <input id={f('link')} className="input" value={cell.link} maxLength={500} placeholder="/shop-grid-full-width" onChange={(e) => set({ link: e.target.value })} />
        </div>
      )}
      {cell.type === 'IMAGE' && (
        <div className="field">
          <label htmlFor={f('image')}>{t.image}</label>
          <input id={f('image')} type="file" accept="image/*" onChange={(e) => { const file = e.target.files?.[0]; e.target.value = ''; if (file) onUpload(file); }} />
          {cell.image && <img src={cell.image.url} alt="" width={160} height={52} className={styles.thumb} />}
        </div>
      )}
      {cell.type === 'CAROUSEL' && (
        <div className="field">
          <label htmlFor={f('banner')}>{t.banner}</label>
          <select id={f('banner')} className="input" value={cell.bannerId} onChange={(e) => set({ bannerId: e.target.value })}>
            <option value="">{t.chooseBanner}</option>
            {banners.map((b) => <option key={b.timeStamp} value={b.timeStamp}>{b.name || b.timeStamp}</option>)}
          </select>
        </div>
      )}
      {cell.type === 'ARTICLE' && (
        <div className="field">
          <label htmlFor={f('article')}>{t.article}</label>
          <input id={f('article')} className="input" inputMode="numeric" value={cell.articleId} onChange={(e) => set({ articleId: e.target.value.trim() })} />
        </div>
      )}
    </fieldset>
  );
}
