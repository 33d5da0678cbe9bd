import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchIcon } from '../../components/icons';
import { it } from '../../i18n/it';
import { shopSearchPath } from '../../lib/paths';

/** 'Cerca...': searches on Enter or on the button, never while typing. */
export function SearchBox() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const urlText = params.get('name') ?? '';
  const [text, setText] = useState(urlText);
  // The box follows the address (a menu link clears the search, back restores it); adjusting
  // state during render avoids an effect's extra paint with the stale text.
  const [seenUrlText, setSeenUrlText] = useState(urlText);
  if (urlText !== seenUrlText) {
    setSeenUrlText(urlText);
    setText(urlText);
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(shopSearchPath(text));
  };

  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <input
        type="search"
        className="search-box__input"
        placeholder={it.header.searchPlaceholder}
        aria-label={it.header.searchLabel}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="search-box__button" aria-label={it.header.searchButton}>
        <SearchIcon />
      </button>
    </form>
  );
}
