import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AdminCategory, AdminPage, AdminStar } from '@starlane/contract';
import { createTaxon } from '../api/create-taxon';
import { deleteTaxon } from '../api/delete-taxon';
import { useAdminCategories } from '../api/get-categories';
import { useAdminStars } from '../api/get-stars';
import { mergeTaxa } from '../api/merge-taxa';
import { renameTaxon } from '../api/rename-taxon';
import { setTaxonPicture } from '../api/set-taxon-picture';
import { fileToDataUrl, useAdminAction, type TaxonKind, type TaxonName } from '../lib/admin-request';
import { runAction } from '../lib/run-action';
import { AdminTable, SearchBox, SelectBox, Toolbar, useAdminList } from './admin-list';

const AMOUNT = 25;
const SORTS = [
  ['name', 'Name'],
  ['videos', 'Videos'],
  ['newest', 'Newest'],
] as const;
type Kind = TaxonKind;
interface Row {
  id: number;
  name: string;
  picture: string | null;
  videoCount: number;
}

const rowOf = (item: AdminStar | AdminCategory): Row => ({
  id: item.id,
  name: 'name' in item ? item.name : `${item.firstName} ${item.lastName}`.trim(),
  picture: item.picture,
  videoCount: item.videoCount,
});

/** The body a create or rename sends: a star's two names (split at the first space), a category's one. */
function bodyOf(kind: Kind, name: string): TaxonName {
  const trimmed = name.trim();
  if (kind === 'categories') return { name: trimmed };
  const [firstName = '', ...rest] = trimmed.split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

/** Stars or categories: create, rename, picture, merge, delete when unused. */
export function TaxaSection({ kind }: { kind: Kind }) {
  const one = kind === 'stars' ? 'star' : 'category';
  const formId = useId();
  const list = useAdminList({ q: '', sort: 'name' }, AMOUNT);
  const [newName, setNewName] = useState('');
  // One section shows one kind; the other list is never fetched.
  const stars = useAdminStars(list.params, kind === 'stars');
  const categories = useAdminCategories(list.params, kind === 'categories');
  const query: UseQueryResult<AdminPage<AdminStar | AdminCategory>> = kind === 'stars' ? stars : categories;
  const create = useAdminAction(createTaxon);

  return (
    <>
      <Form
        className="d-flex flex-wrap gap-2 align-items-end mb-3"
        onSubmit={(e) => {
          e.preventDefault();
          void runAction(() => create.mutateAsync({ kind, body: bodyOf(kind, newName) })).then(
            (ok) => ok && setNewName(''),
          );
        }}
      >
        <Form.Group controlId={`${formId}-new`} className="flex-grow-1">
          <Form.Label className="small mb-1">New {one} name</Form.Label>
          <Form.Control
            value={newName}
            required
            maxLength={120}
            onChange={(e) => setNewName(e.target.value)}
          />
        </Form.Group>
        <Button type="submit">Create {one}</Button>
      </Form>
      <Toolbar>
        <SearchBox label={`Search ${kind}`} {...list.bind('q')} />
        <SelectBox label="Sort by" options={SORTS} {...list.bind('sort')} />
      </Toolbar>
      <AdminTable
        query={query}
        what={kind}
        empty={`No ${one} matches.`}
        columns={['Picture', 'Name', 'Videos', 'Actions']}
        {...list.pager}
      >
        {(rows) => rows.map(rowOf).map((row) => <TaxonRow key={row.id} kind={kind} row={row} />)}
      </AdminTable>
    </>
  );
}

function TaxonRow({ kind, row }: { kind: Kind; row: Row }) {
  const id = useId();
  const picture = useAdminAction(setTaxonPicture);
  const rename = useAdminAction(renameTaxon);
  const merge = useAdminAction(mergeTaxa);
  const remove = useAdminAction(deleteTaxon);
  const [name, setName] = useState(row.name);
  const [into, setInto] = useState('');
  return (
    <tr>
      <td>
        {row.picture ? (
          <img src={row.picture} alt="" width={48} height={48} className="rounded object-fit-cover" />
        ) : (
          '—'
        )}
        <Form.Group controlId={`${id}-pic`}>
          <Form.Label className="visually-hidden">Picture for {row.name}</Form.Label>
          <Form.Control
            type="file"
            size="sm"
            accept="image/png,image/jpeg,image/webp,image/gif"
            style={{ maxWidth: '12rem' }}
            onChange={(e) => {
              const file = (e.target as HTMLInputElement).files?.[0];
              if (file)
                void runAction(async () =>
                  picture.mutateAsync({ kind, id: row.id, picture: await fileToDataUrl(file) }),
                );
            }}
          />
        </Form.Group>
      </td>
      <td>
        <Form.Group controlId={`${id}-name`}>
          <Form.Label className="visually-hidden">Name of {row.name}</Form.Label>
          <Form.Control size="sm" value={name} onChange={(e) => setName(e.target.value)} />
        </Form.Group>
      </td>
      <td>{row.videoCount}</td>
      <td>
        <div className="d-flex flex-wrap gap-1 align-items-center">
          <Button
            size="sm"
            onClick={() =>
              void runAction(() => rename.mutateAsync({ kind, id: row.id, body: bodyOf(kind, name) }))
            }
          >
            Rename
          </Button>
          <Form.Group controlId={`${id}-into`}>
            <Form.Label className="visually-hidden">Merge {row.name} into (id)</Form.Label>
            <Form.Control
              size="sm"
              inputMode="numeric"
              placeholder="into id"
              value={into}
              style={{ width: '6rem' }}
              onChange={(e) => setInto(e.target.value)}
            />
          </Form.Group>
          <Button
            size="sm"
            variant="outline-warning"
            disabled={!/^\d+$/.test(into)}
            onClick={() =>
              void runAction(() => merge.mutateAsync({ kind, id: row.id, intoId: Number(into) }))
            }
          >
            Merge
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            disabled={row.videoCount > 0}
            title={row.videoCount > 0 ? 'Only unused ones can be deleted' : undefined}
            onClick={() => void runAction(() => remove.mutateAsync({ kind, id: row.id }))}
          >
            Delete
          </Button>
          <span className="small text-body-secondary">id {row.id}</span>
        </div>
      </td>
    </tr>
  );
}
