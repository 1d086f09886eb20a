import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useAdminCategories } from '../api/get-categories';
import { useAdminStars } from '../api/get-stars';
import type { TaxonKind } from '../lib/admin-request';

export interface TaxonChoice {
  id: number;
  name: string;
  videoCount: number;
}

const SUGGESTIONS = 8;

/**
 * Picks a star or category by name (docs/decisions/0055): an ARIA 1.2 combobox whose list is the staff
 * search as one types; arrow keys move through it, Enter or a click chooses, Escape closes it.
 */
export function TaxonCombobox({
  kind,
  label,
  exceptId,
  value,
  onChange,
}: {
  kind: TaxonKind;
  label: string;
  exceptId: number;
  value: TaxonChoice | null;
  onChange: (choice: TaxonChoice | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const params = { q: text.trim(), amount: SUGGESTIONS + 1, sort: 'name' };
  const searching = open && text.trim().length > 0;
  const stars = useAdminStars(params, searching && kind === 'stars');
  const categories = useAdminCategories(params, searching && kind === 'categories');
  const options: TaxonChoice[] = (
    kind === 'stars'
      ? (stars.data?.$values ?? []).map((s) => ({
          id: s.id,
          name: `${s.firstName} ${s.lastName}`.trim(),
          videoCount: s.videoCount,
        }))
      : (categories.data?.$values ?? []).map((c) => ({ id: c.id, name: c.name, videoCount: c.videoCount }))
  )
    .filter((o) => o.id !== exceptId)
    .slice(0, SUGGESTIONS);
  const expanded = searching && options.length > 0;
  const optionId = (index: number) => `${id}-option-${String(index)}`;
  const choose = (choice: TaxonChoice) => {
    onChange(choice);
    setText(choice.name);
    setOpen(false);
  };

  return (
    <div className="position-relative">
      <Form.Label htmlFor={`${id}-input`} className="visually-hidden">
        {label}
      </Form.Label>
      <Form.Control
        id={`${id}-input`}
        size="sm"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-activedescendant={expanded ? optionId(Math.min(active, options.length - 1)) : undefined}
        placeholder="into… (type a name)"
        autoComplete="off"
        value={text}
        style={{ width: '12rem' }}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(0);
          if (value) onChange(null);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true);
            const step = e.key === 'ArrowDown' ? 1 : -1;
            setActive((a) => (options.length === 0 ? 0 : (a + step + options.length) % options.length));
          } else if (e.key === 'Enter' && expanded) {
            e.preventDefault();
            const choice = options[Math.min(active, options.length - 1)];
            if (choice) choose(choice);
          } else if (e.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label={label}
        className={`list-group position-absolute z-3 shadow${expanded ? '' : ' d-none'}`}
        style={{ minWidth: '12rem' }}
      >
        {expanded
          ? options.map((option, index) => (
              <li
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                className={`list-group-item list-group-item-action py-1 small${index === active ? ' active' : ''}`}
                // mousedown, not click: the input's blur would close the list before a click lands.
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(option);
                }}
              >
                {option.name} <span className="text-body-secondary">({option.videoCount} videos)</span>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
