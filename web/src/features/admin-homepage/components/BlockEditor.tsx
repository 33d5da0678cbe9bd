import { itAdmin } from '../../../i18n/it-admin';
import { emptyBlock, type BlockDraft, type CellDraft } from '../layout-model';
import { CellEditor } from './CellEditor';
import styles from '../HomepageBuilderPage.module.css';

const t = itAdmin.homepage;
const COLUMN_CHOICES = [1, 2, 3, 4, 6];

interface BlockEditorProps {
  index: number;
  block: BlockDraft;
  banners: readonly { timeStamp: string; name: string }[];
  onChange(block: BlockDraft): void;
  onDelete(): void;
  onUpload(cellIndex: number, file: File): void;
}

/** A grid block: its columns and rows (changing them rebuilds the cells empty), its cells, delete. */
export function BlockEditor({ index, block, banners, onChange, onDelete, onUpload }: BlockEditorProps) {
  const id = `block-${index}`;
  const setCell = (i: number, cell: CellDraft) => onChange({ ...block, cells: block.cells.map((c, j) => (j === i ? cell : c)) });
  return (
    <section className={styles.block} aria-labelledby={`${id}-title`} data-testid="grid-block">
      <div className={styles.blockHeader}>
        <h3 id={`${id}-title`} className={styles.blockTitle}>{t.block(index + 1)}</h3>
        <div className="field">
          <label htmlFor={`${id}-cols`}>{t.columns}</label>
          <select id={`${id}-cols`} className="input" value={block.cols} onChange={(e) => onChange(emptyBlock(Number(e.target.value), block.rows, block.key))}>
            {COLUMN_CHOICES.map((n) => <option key={n} value={n}>{n}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-rows`}>{t.rows}</label>
          <input id={`${id}-rows`} className="input" type="number" min={1} max={20} value={block.rows}
            onChange={(e) => onChange(emptyBlock(block.cols, Number(e.target.value), block.key))} />
        </div>
        <button type="button" className="btn" onClick={onDelete}>{t.deleteBlock}</button>
      </div>
      <div className={styles.cells} style={{ ['--cols' as string]: String(Math.max(1, Math.min(block.cols, 6))) }}>
        {block.cells.map((cell, i) => (
          <CellEditor key={i} id={`${id}-cell-${i}`} index={i} cell={cell} banners={banners}
            onChange={(c) => setCell(i, c)} onUpload={(file) => onUpload(i, file)} />
        ))}
      </div>
    </section>
  );
}
