import { lazy, Suspense, useCallback, useEffect, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useClient } from 'urql';
import { SearchIcon } from '../../components/icons';
import { it } from '../../i18n/it';
import { shopSearchPath } from '../../lib/paths';
import { openListingAnswered } from '../../lib/listing-prefetch';
import type { SuggestionOption } from './SearchSuggestions';
import styles from './SearchSuggestions.module.css';
import boxStyles from './SearchBox.module.css';

// The suggestions' code arrives when the buyer first types: the shell's first load stays as it was.
const SearchSuggestions = lazy(() => import('./SearchSuggestions').then((m) => ({ default: m.SearchSuggestions })));

/** Suggestions are asked once the typing pauses this long, not for every key. */
const TYPING_PAUSE_MS = 150;
/** Fewer characters than this ask for nothing (the gateway would suggest nothing either). */
const MIN_CHARACTERS = 2;

/** The text to suggest for, once the typing paused; null while there is too little to ask. */
function useSettledText(text: string): string | null {
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    const wanted = text.trim().length >= MIN_CHARACTERS ? text : null;
    const timer = setTimeout(() => setSettled(wanted), wanted === null ? 0 : TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * 'Cerca...': searches on Enter or on the button (the listing's `?name=`), and suggests products
 * and categories as the buyer types, as a combobox: arrows walk the suggestions, Enter opens
 * the one reached, Escape closes them.
 */
export function SearchBox() {
  const navigate = useNavigate();
  const client = useClient();
  const [params] = useSearchParams();
  const urlText = params.get('name') ?? '';
  const [text, setText] = useState(urlText);
  // The box follows the address (a menu link clears the search, back restores it); adjusting
  // state during render avoids an effect's extra paint with the stale text. The box's own search
  // is the exception: the router applies it as a transition, which on a slow phone lands long
  // after Enter, and what the buyer has typed since then stays in the box.
  const [seenUrlText, setSeenUrlText] = useState(urlText);
  const [sent, setSent] = useState<string | null>(null);
  if (urlText !== seenUrlText) {
    setSeenUrlText(urlText);
    setSent(null);
    if (urlText !== sent) setText(urlText);
  }
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [options, setOptions] = useState<SuggestionOption[]>([]);
  const settled = useSettledText(text);
  const listId = useId();
  const shown = open && settled !== null;

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    close();
    // The address's text, as shopSearchPath writes it.
    setSent(text.trim());
    const path = shopSearchPath(text);
    openListingAnswered(client, path, () => void navigate(path));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = shown ? options.length : 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // From the box down to the first, from the last back to the box (-1), and round.
      setActive((k) => ((k + 1 + step + count + 1) % (count + 1)) - 1);
    } else if (event.key === 'Enter' && shown && active >= 0 && options[active]) {
      event.preventDefault();
      const href = options[active].href;
      close();
      navigate(href);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      close();
    }
  };

  return (
    <div className={styles.combobox} onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && close()}>
      <form className={boxStyles.box} role="search" onSubmit={submit}>
        <input
          type="search"
          className={boxStyles.input}
          placeholder={it.header.searchPlaceholder}
          aria-label={it.header.searchLabel}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={shown && options.length > 0}
          aria-controls={shown && options.length > 0 ? listId : undefined}
          aria-activedescendant={shown && active >= 0 ? options[active]?.id : undefined}
          autoComplete="off"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className={boxStyles.button} aria-label={it.header.searchButton}>
          <SearchIcon />
        </button>
      </form>
      {shown && (
        <Suspense fallback={null}>
          <SearchSuggestions text={settled} listId={listId} active={active} onOptions={setOptions} onPick={close} />
        </Suspense>
      )}
    </div>
  );
}
