import { useId, useState } from 'react';

export interface SearchBoxProps {
  className?: string;
  /** Called with the trimmed text on every keystroke (the live results arrive in a later issue). */
  onSearch?: (text: string) => void;
}

/** The header's live search box. */
export function SearchBox({ className, onSearch }: SearchBoxProps) {
  const inputId = useId();
  const [text, setText] = useState('');

  return (
    <form
      role="search"
      className={['sl-search', className].filter(Boolean).join(' ')}
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search
      </label>
      <svg className="sl-search-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
        <path
          fill="currentColor"
          d="M11.7 10.3a6 6 0 1 0-1.4 1.4l3.6 3.6 1.4-1.4zM6.5 11a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9z"
        />
      </svg>
      <input
        id={inputId}
        type="search"
        name="search"
        className="form-control"
        placeholder="Search"
        autoComplete="off"
        enterKeyHint="search"
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onSearch?.(event.target.value.trim());
        }}
      />
    </form>
  );
}
