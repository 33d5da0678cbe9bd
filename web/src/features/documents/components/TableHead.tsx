import styles from '../Documents.module.css';

/** A column heading: its text, right-aligned for figures, or read only by screen readers. */
export interface Column {
  label: string;
  number?: boolean;
  hidden?: boolean;
}

/** A table's headings; `false` entries are columns the company does not show. */
export type Columns = readonly (Column | string | false)[];

/** The head row of a documents table. */
export function TableHead({ columns }: { columns: Columns }) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => {
          if (column === false) return null;
          const { label, number, hidden } = typeof column === 'string' ? { label: column } : column;
          return (
            <th key={index} scope="col" className={number ? styles.number : undefined}>
              {hidden ? <span className="visually-hidden">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
