import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { SearchResult } from '@starlane/contract';
import { useSearch } from '../api/search-site';
import { useFormat } from '@/lib/format';
import { groupResults, resultKey } from '../group-results';
import { searchPagePath } from '../lib/search-page-path';
import { inLocale } from '@/lib/i18n/catalogue-text';
import { useLocale } from '@/lib/i18n/messages';
import './search-box.css';
import { useMessages } from '@/lib/i18n/messages';

export interface SearchBoxProps {
  className?: string;
}

/**
 * The header's live search (spec 2 and 7): a request on every keystroke while the box is non-empty, results
 * grouped under Stars, Videos and Categories in an ARIA combobox. Focus stays in the input; the arrow keys
 * move the active option (aria-activedescendant), Enter opens it (or, with none active, the search results
 * page), Escape closes the list.
 */
export function SearchBox({ className }: SearchBoxProps) {
  const locale = useLocale();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listboxId = `${baseId}-listbox`;
  const optionId = (index: number) => `${baseId}-option-${String(index)}`;
  const navigate = useNavigate();
  const location = useLocation();

  const t = useMessages();
  const format = useFormat();
  const [text, setText] = useState('');
  // The list belongs to the location it was opened on, so any navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  // The active option is remembered by identity: a refetch that reorders the list cannot move it elsewhere.
  const [activeKey, setActiveKey] = useState<string | null>(null);

  const term = text.trim();
  const { data, isError, isPlaceholderData } = useSearch(term);
  const { groups, flat } = useMemo(() => groupResults(data ?? []), [data]);

  const open = term !== '' && openOn === location.key;
  const activeIndex = activeKey === null ? -1 : flat.findIndex((result) => resultKey(result) === activeKey);
  const active = activeIndex >= 0 ? flat[activeIndex] : undefined;

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    const option = document.getElementById(optionId(activeIndex));
    // jsdom has no layout and no scrollIntoView.
    if (option && typeof option.scrollIntoView === 'function') option.scrollIntoView({ block: 'nearest' });
    // optionId only depends on baseId, which never changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, activeIndex]);

  const close = () => {
    setOpenOn(null);
    setActiveKey(null);
  };

  const choose = (result: SearchResult) => {
    close();
    void navigate(result.url);
  };

  const moveActive = (step: 1 | -1) => {
    if (flat.length === 0) return;
    const from = open ? activeIndex : -1;
    const next = from < 0 ? (step === 1 ? 0 : flat.length - 1) : (from + step + flat.length) % flat.length;
    const result = flat[next];
    if (result) setActiveKey(resultKey(result));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        if (term === '') return;
        event.preventDefault();
        if (!open) setOpenOn(location.key);
        moveActive(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter': {
        event.preventDefault();
        // An option picked with the arrow keys opens; otherwise the search results page for this text.
        if (open && active) choose(active);
        else if (term !== '') {
          close();
          void navigate(searchPagePath(term));
        }
        return;
      }
      case 'Escape':
        // Closed, the browser's own Escape (clearing the search field) applies.
        if (!open) return;
        event.preventDefault();
        close();
        return;
      default:
        return;
    }
  };

  const status = isError
    ? t.search.unavailable
    : data === undefined || (flat.length === 0 && isPlaceholderData)
      ? t.search.searching
      : flat.length === 0
        ? t.search.noResults
        : null;

  return (
    <form
      role="search"
      className={['sl-search', className].filter(Boolean).join(' ')}
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        {t.head.search}
      </label>
      {/* The icon is placed against this wrapper, so the list can be placed against the whole header. */}
      <div className="sl-search-field">
        <svg className="sl-search-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
          <path
            fill="currentColor"
            d="M11.7 10.3a6 6 0 1 0-1.4 1.4l3.6 3.6 1.4-1.4zM6.5 11a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z"
          />
        </svg>
        <input
          id={inputId}
          // A text input, not type="search": HTML allows the combobox role (and aria-expanded) on a text
          // input only. enterKeyHint still gives phones their search key.
          type="text"
          name="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listboxId}
          aria-activedescendant={open && active ? optionId(activeIndex) : undefined}
          className="form-control"
          placeholder={t.head.search}
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          value={text}
          onChange={(event) => {
            const value = event.target.value;
            setText(value);
            setActiveKey(null);
            setOpenOn(value.trim() === '' ? null : location.key);
          }}
          onFocus={() => {
            if (term !== '') setOpenOn(location.key);
          }}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
      </div>
      <div
        className="sl-search-popup"
        hidden={!open}
        // Keeps the focus (and so the open list) in the input while an option is clicked or tapped.
        onMouseDown={(event) => {
          event.preventDefault();
        }}
      >
        <p role="status" className={status ? 'sl-search-status' : 'visually-hidden'} aria-live="polite">
          {open ? (status ?? t.search.resultCount(flat.length, format.count(flat.length))) : ''}
        </p>
        <div role="listbox" id={listboxId} aria-label={t.search.results} className="sl-search-listbox">
          {groups.map((group) => {
            const headingId = `${baseId}-${group.type}`;
            return (
              <div key={group.type} role="group" aria-labelledby={headingId} className="sl-search-group">
                <div role="presentation" id={headingId} className="sl-search-heading">
                  {t.search.groupHeadings[group.type]}
                </div>
                {group.items.map(({ result, index }) => (
                  <Link
                    key={resultKey(result)}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    tabIndex={-1}
                    to={result.url}
                    className={['sl-search-option', index === activeIndex ? 'is-active' : '']
                      .filter(Boolean)
                      .join(' ')}
                    onClick={close}
                  >
                    {inLocale(locale, result.title, result.titleEs)}
                  </Link>
                ))}
              </div>
            );
          })}
        </div>
      </div>
    </form>
  );
}
