import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AdminCategory, AdminPage, AdminStar } from '@starlane/contract';
import { ConfirmModal } from '@/components/confirm-modal';
import { errorMessage } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { createTaxon } from '../api/create-taxon';
import { deleteTaxon } from '../api/delete-taxon';
import { useAdminCategories } from '../api/get-categories';
import { useAdminStars } from '../api/get-stars';
import { useMergePreview } from '../api/get-merge-preview';
import { mergeTaxa } from '../api/merge-taxa';
import { renameTaxon } from '../api/rename-taxon';
import { setTaxonPicture } from '../api/set-taxon-picture';
import { fileToDataUrl, useAdminAction, type TaxonKind, type TaxonName } from '../lib/admin-request';
import { runAction } from '../lib/run-action';
import { AdminTable, SearchBox, SelectBox, Toolbar, useAdminList } from './admin-list';
import { TaxonCombobox, type TaxonChoice } from './taxon-combobox';

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
  /** A category's Spanish name (docs/decisions/0074); undefined for stars, whose names are not translated. */
  nameEs?: string;
  picture: string | null;
  videoCount: number;
}

const rowOf = (item: AdminStar | AdminCategory): Row => ({
  id: item.id,
  name: 'name' in item ? item.name : `${item.firstName} ${item.lastName}`.trim(),
  ...('nameEs' in item ? { nameEs: item.nameEs ?? '' } : {}),
  picture: item.picture,
  videoCount: item.videoCount,
});

/** The body a create or rename sends: a star's two names (split at the first space), a category's one. */
function bodyOf(kind: Kind, name: string, nameEs?: string): TaxonName {
  const trimmed = name.trim();
  if (kind === 'categories') return { name: trimmed, ...(nameEs !== undefined && { nameEs: nameEs.trim() }) };
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
  const [nameEs, setNameEs] = useState(row.nameEs);
  const [into, setInto] = useState<TaxonChoice | null>(null);
  const [confirm, setConfirm] = useState<'merge' | 'delete' | null>(null);
  const one = kind === 'stars' ? 'star' : 'category';
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
        {nameEs !== undefined && (
          <Form.Group controlId={`${id}-name-es`} className="mt-1">
            <Form.Label className="small mb-0">Spanish name</Form.Label>
            <Form.Control size="sm" lang="es" value={nameEs} onChange={(e) => setNameEs(e.target.value)} />
          </Form.Group>
        )}
      </td>
      <td>{row.videoCount}</td>
      <td>
        <div className="d-flex flex-wrap gap-1 align-items-center">
          <Button
            size="sm"
            onClick={() =>
              void runAction(() => rename.mutateAsync({ kind, id: row.id, body: bodyOf(kind, name, nameEs) }))
            }
          >
            Rename
          </Button>
          <TaxonCombobox
            kind={kind}
            label={`Merge ${row.name} into`}
            exceptId={row.id}
            value={into}
            onChange={setInto}
          />
          <Button
            size="sm"
            variant="outline-warning"
            disabled={into === null}
            aria-label={`Merge ${row.name}`}
            onClick={() => setConfirm('merge')}
          >
            Merge
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            disabled={row.videoCount > 0}
            title={row.videoCount > 0 ? 'Only unused ones can be deleted' : undefined}
            aria-label={`Delete ${row.name}`}
            onClick={() => setConfirm('delete')}
          >
            Delete
          </Button>
          <ConfirmModal
            show={confirm === 'merge' && into !== null}
            title={`Merge ${one}`}
            question={`Merge “${row.name}” into “${into?.name ?? ''}”? “${row.name}” goes, and its page with it; you can undo this from the audit log.`}
            subject={into ? <MergePreview kind={kind} id={row.id} into={into} /> : null}
            confirmLabel="Merge"
            onHide={() => setConfirm(null)}
            onConfirm={async () => {
              const result = await merge.mutateAsync({ kind, id: row.id, intoId: into!.id });
              setConfirm(null);
              notify.success(`${result.title}. Undo it from the audit log.`);
            }}
          />
          <ConfirmModal
            show={confirm === 'delete'}
            title={`Delete ${one}`}
            question={`Delete this ${one}? Its followers and wizard picks go with it; you can undo this from the audit log.`}
            subject={row.name}
            confirmLabel="Delete"
            onHide={() => setConfirm(null)}
            onConfirm={async () => {
              const result = await remove.mutateAsync({ kind, id: row.id });
              setConfirm(null);
              notify.success(`${result.title}. Undo it from the audit log.`);
            }}
          />
          <span className="small text-body-secondary">id {row.id}</span>
        </div>
      </td>
    </tr>
  );
}

const plural = (n: number, one: string, many: string) => `${String(n)} ${n === 1 ? one : many}`;

/** What the merge moves, asked of the server before anything changes. */
function MergePreview({ kind, id, into }: { kind: Kind; id: number; into: TaxonChoice }) {
  const preview = useMergePreview(kind, id, into.id);
  if (preview.isPending) return <span className="fw-normal">Counting what moves…</span>;
  if (!preview.data) return <span className="fw-normal text-danger">{errorMessage(preview.error)}</span>;
  const p = preview.data;
  return (
    // Inside the dialog's paragraph: lines of text, not a list (a list cannot sit in a paragraph).
    <span className="fw-normal d-block mt-2">
      <span className="d-block">
        {plural(p.videos, 'video', 'videos')} move to {p.target.name}
        {p.videosShared > 0 ? ` (${String(p.videosShared)} of them have ${p.target.name} already)` : ''}
      </span>
      {kind === 'stars' ? (
        <span className="d-block">
          {plural(p.followers, 'follower', 'followers')} move
          {p.followersShared > 0 ? ` (${String(p.followersShared)} follow ${p.target.name} already)` : ''}
        </span>
      ) : null}
      <span className="d-block">
        {plural(p.picks, 'wizard pick', 'wizard picks')} move
        {p.picksShared > 0 ? ` (${String(p.picksShared)} picked ${p.target.name} already)` : ''}
      </span>
    </span>
  );
}
