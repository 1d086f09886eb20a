import { useCallback, useEffect, useId, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import Form from 'react-bootstrap/Form';
import { useAdminCategories } from '../api/get-categories';
import { useAdminStars } from '../api/get-stars';
import type { TaxonKind } from '../lib/admin-request';
import { useMessages } from '@/lib/i18n/messages';

export interface TaxonChoice {
  id: number;
  name: string;
  videoCount: number;
}

const SUGGESTIONS = 8;
/** About the height of a full list of suggestions. */
const LIST_ROOM_PX = 320;
const LIST_WIDTH_PX = 256;
const EDGE_PX = 8;

/**
 * Picks a star or category by name (docs/decisions/0055): an ARIA 1.2 combobox whose list is the staff
 * search as one types; arrow keys move through it, Enter or a click chooses, Escape closes it. The list is drawn
 * over the page, not inside the table: a scrolling table box would clip it on its last rows.
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
  const t = useMessages();
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
  const input = useRef<HTMLInputElement>(null);
  const { place, measure } = useListPlace(input, expanded);
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
        ref={input}
        id={`${id}-input`}
        size="sm"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? `${id}-list` : undefined}
        aria-activedescendant={expanded ? optionId(Math.min(active, options.length - 1)) : undefined}
        placeholder={t.admin.taxa.intoPlaceholder}
        autoComplete="off"
        value={text}
        style={{ width: '12rem' }}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          measure();
          setActive(0);
          if (value) onChange(null);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true);
            measure();
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
      {expanded && place
        ? createPortal(
            <ul
              id={`${id}-list`}
              role="listbox"
              aria-label={label}
              className="list-group shadow"
              style={place}
            >
              {options.map((option, index) => (
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
                  {option.name}{' '}
                  <span className="text-body-secondary">
                    ({t.playlists.videoCount(option.videoCount, String(option.videoCount))})
                  </span>
                </li>
              ))}
            </ul>,
            document.body,
          )
        : null}
    </div>
  );
}

/**
 * Where the list goes: under the input, in the viewport's coordinates, following it while the page or the table
 * scrolls. Measured when the list opens (the server has no layout, and the list is closed on first render).
 */
function useListPlace(input: RefObject<HTMLInputElement | null>, expanded: boolean) {
  const [place, setPlace] = useState<CSSProperties | null>(null);
  const measure = useCallback(() => {
    const box = input.current?.getBoundingClientRect();
    if (!box) return;
    // Above the input when there is more room there, as a row near the bottom of the window has.
    const below = window.innerHeight - box.bottom;
    const width = Math.min(Math.max(box.width, LIST_WIDTH_PX), window.innerWidth - 2 * EDGE_PX);
    const upward = below < LIST_ROOM_PX && box.top > below;
    setPlace({
      position: 'fixed',
      zIndex: 1000,
      // As wide as a name needs, and inside the window on a phone, where the input sits at its right edge.
      width,
      left: Math.max(EDGE_PX, Math.min(box.left, window.innerWidth - width - EDGE_PX)),
      maxHeight: Math.max(upward ? box.top : below, 96),
      overflowY: 'auto',
      ...(upward ? { bottom: window.innerHeight - box.top } : { top: box.bottom }),
    });
  }, [input]);
  useEffect(() => {
    if (!expanded) return;
    window.addEventListener('scroll', measure, true);
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure, true);
      window.removeEventListener('resize', measure);
    };
  }, [expanded, measure]);
  return { place, measure };
}
