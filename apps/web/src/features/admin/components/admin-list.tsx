import { useId, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { QueryState, type QueryLike } from '@/components/query-state';
import type { QueryParams } from '@/lib/api-client';
import { SelectOptionList, type LabelledSelectProps } from '@/components/inline-select';
import { useMessages } from '@/lib/i18n/messages';

/**
 * The filters and the page of an admin list. `bind(name)` wires a SearchBox or SelectBox to a filter (a new
 * filter value goes back to page 1), `params` is what the list call sends (empty filters left out, then
 * `page` and `amount`), and `pager` goes to AdminTable or PagedList.
 */
export function useAdminList<Filters extends Record<string, string>>(initial: Filters, amount: number) {
  const [filters, setFilters] = useState(initial);
  const [page, setPage] = useState(1);
  const params: QueryParams = {};
  for (const [name, value] of Object.entries(filters)) params[name] = value || undefined;
  Object.assign(params, { page, amount });
  const bind = (name: keyof Filters, clean: (value: string) => string = (value) => value) => ({
    value: filters[name],
    onChange: (value: string) => {
      setFilters((current) => ({ ...current, [name]: clean(value) }));
      setPage(1);
    },
  });
  return { filters, params, bind, pager: { page, amount, onPage: setPage } };
}

/** The search box above an admin list: labelled, searching as staff type. */
export function SearchBox({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <Form.Group controlId={id} className="mb-2 flex-grow-1" style={{ minWidth: '12rem' }}>
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Control type="search" value={value} onChange={(e) => onChange(e.target.value)} />
    </Form.Group>
  );
}

/** A labelled select for a list's filter or sort. */
export function SelectBox({ label, value, options, onChange }: LabelledSelectProps) {
  const id = useId();
  return (
    <Form.Group controlId={id} className="mb-2">
      <Form.Label className="small mb-1">{label}</Form.Label>
      <Form.Select value={value} onChange={(e) => onChange(e.target.value)}>
        <SelectOptionList options={options} />
      </Form.Select>
    </Form.Group>
  );
}

export function Toolbar({ children }: { children: ReactNode }) {
  return <div className="d-flex flex-wrap gap-2 align-items-end mb-2">{children}</div>;
}

/** "Page 2 of 5 (112)" with previous and next buttons. */
export function Pager({
  page,
  amount,
  total,
  onPage,
}: {
  page: number;
  amount: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / amount));
  const t = useMessages();
  return (
    <nav aria-label={t.admin.pager.pages} className="d-flex align-items-center gap-2 my-2">
      <Button size="sm" variant="outline-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.admin.pager.previous}
      </Button>
      <span className="small text-body-secondary">{t.admin.pager.pageOf(page, pages, total)}</span>
      <Button size="sm" variant="outline-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.admin.pager.next}
      </Button>
    </nav>
  );
}

/** A page of an admin list, as every admin list call answers it. */
export interface ListPage<Row> {
  $values: Row[];
  total: number;
}

export interface PagedListProps<Row> {
  query: QueryLike<ListPage<Row>>;
  /** Names what failed to load. */
  what: string;
  /** Shown when the list is empty. */
  empty: string;
  page: number;
  amount: number;
  onPage: (page: number) => void;
  children: (rows: Row[]) => ReactNode;
}

/** One page of an admin list: its loading, error and empty states, then the items and the pager. */
export function PagedList<Row>({ query, what, empty, page, amount, onPage, children }: PagedListProps<Row>) {
  return (
    <QueryState query={query} what={what} isEmpty={(data) => data.total === 0} empty={empty}>
      {(data) => (
        <>
          {children(data.$values)}
          <Pager page={page} amount={amount} total={data.total} onPage={onPage} />
        </>
      )}
    </QueryState>
  );
}

/** A column heading; `{ hidden }` is read to screen readers only (a column of buttons). */
export type Column = string | { hidden: string };

/** A paged admin list shown as a table under `columns`; `children` renders the page's rows. */
export function AdminTable<Row>({
  columns,
  className = 'align-middle',
  children,
  ...list
}: PagedListProps<Row> & { columns: readonly Column[]; className?: string }) {
  return (
    <PagedList {...list}>
      {(rows) => (
        <Table responsive size="sm" className={className}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={typeof column === 'string' ? column : column.hidden} scope="col">
                  {typeof column === 'string' ? (
                    column
                  ) : (
                    <span className="visually-hidden">{column.hidden}</span>
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>{children(rows)}</tbody>
        </Table>
      )}
    </PagedList>
  );
}
