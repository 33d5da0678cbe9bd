import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ProductImage } from '../../components/ProductImage';
import { PriceText } from '../../components/price/PriceText';
import { itSearch } from '../../i18n/it-search';
import { paths, productPath, shopSearchPath } from '../../lib/paths';
import { useSearchSuggestions } from './search-suggestions-query';
import styles from './SearchSuggestions.module.css';

/** One choice of the list, in the order the arrow keys walk them. */
export interface SuggestionOption {
  id: string;
  href: string;
}

interface SearchSuggestionsProps {
  /** The text to suggest for; null while the box has too little to ask. */
  text: string | null;
  listId: string;
  /** The option the arrow keys reached, -1 for none (the focus stays in the box throughout). */
  active: number;
  onOptions(options: SuggestionOption[]): void;
  /** An option chosen with the pointer (the keys are the box's). */
  onPick(): void;
}

const categoryPath = (category: string, text: string) =>
  `${paths.shop}?${new URLSearchParams({ category, name: text.trim() }).toString()}`;

/**
 * The listbox of the header's search (the combobox pattern): the best products with picture,
 * name and this viewer's price, the categories of the matches, and 'Vedi tutti i risultati'.
 * Loaded on first typing, so the shell's first load does not carry it.
 */
export function SearchSuggestions({ text, listId, active, onOptions, onPick }: SearchSuggestionsProps) {
  const navigate = useNavigate();
  const [{ data }] = useSearchSuggestions(text);
  const found = text === null ? undefined : data?.searchSuggestions;
  const typed = text ?? '';

  const options = useMemo<SuggestionOption[]>(() => {
    if (!found) return [];
    const id = (k: number) => `${listId}-${k}`;
    const products = found.products.map((p, k) => ({ id: id(k), href: productPath(p.id) }));
    const categories = found.categories.map((c, k) => ({ id: id(products.length + k), href: categoryPath(c.value, typed) }));
    const all = found.totalCount > 0 ? [{ id: id(products.length + categories.length), href: shopSearchPath(typed) }] : [];
    return [...products, ...categories, ...all];
  }, [found, listId, typed]);
  useEffect(() => onOptions(options), [options, onOptions]);

  if (!found) return null;
  const optionProps = (k: number) => ({
    id: options[k]!.id,
    role: 'option' as const,
    'aria-selected': active === k,
    className: `${styles.option} ${active === k ? styles.active : ''}`,
    // Chosen with the pointer before the box loses its focus (and the list with it). Options hold
    // no links: an option is the interactive element (links inside would nest interactive roles).
    onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
    onClick: () => {
      onPick();
      navigate(options[k]!.href);
    },
  });
  const productCount = found.products.length;

  return (
    <div className={styles.panel}>
      <ul id={listId} role="listbox" aria-label={itSearch.suggestions} className={styles.list}>
        {found.totalCount === 0 && <li className={styles.empty}>{itSearch.none}</li>}
        {found.products.map((p, k) => (
          <li key={p.id} {...optionProps(k)}>
            <span className={styles.product}>
              <span className={styles.picture}>
                <ProductImage url={p.image?.url} alt="" />
              </span>
              <span className={styles.name}>{p.name}</span>
              <span className={styles.price}>{p.price && <PriceText money={p.price.price} />}</span>
            </span>
          </li>
        ))}
        {found.categories.map((c, k) => (
          <li key={c.value} {...optionProps(productCount + k)}>
            <span className={styles.category}>
              <span>
                {itSearch.categories}: <strong>{c.value}</strong>
              </span>
              <span className={styles.count}>{itSearch.categoryMatches(c.count)}</span>
            </span>
          </li>
        ))}
        {found.totalCount > 0 && (
          <li {...optionProps(options.length - 1)}>
            <span className={styles.all}>
              {itSearch.seeAll} ({found.totalCount})
            </span>
          </li>
        )}
      </ul>
    </div>
  );
}
