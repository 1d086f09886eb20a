import type { TaxonName } from '@starlane/contract';
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
import { fileToDataUrl, useAdminAction, type TaxonKind } from '../lib/admin-request';
import { runAction } from '../lib/run-action';
import { AdminTable, SearchBox, SelectBox, Toolbar, useAdminList } from './admin-list';
import { TaxonCombobox, type TaxonChoice } from './taxon-combobox';
import { useMessages } from '@/lib/i18n/messages';

const AMOUNT = 25;
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
  const t = useMessages();
  const k = t.admin.taxa[kind];
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
          <Form.Label className="small mb-1">{k.newName}</Form.Label>
          <Form.Control
            value={newName}
            required
            maxLength={120}
            onChange={(e) => setNewName(e.target.value)}
          />
        </Form.Group>
        <Button type="submit">{k.create}</Button>
      </Form>
      <Toolbar>
        <SearchBox label={k.search} {...list.bind('q')} />
        <SelectBox
          label={t.listing.sortBy}
          options={[
            ['name', t.admin.name],
            ['videos', t.search.videos],
            ['newest', t.admin.newest],
          ]}
          {...list.bind('sort')}
        />
      </Toolbar>
      <AdminTable
        query={query}
        what={k.what}
        empty={k.empty}
        columns={[t.admin.taxa.picture, t.admin.name, t.search.videos, t.admin.actions]}
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
  const t = useMessages();
  const x = t.admin.taxa;
  const k = x[kind];
  return (
    <tr>
      <td>
        {row.picture ? (
          <img src={row.picture} alt="" width={48} height={48} className="rounded object-fit-cover" />
        ) : (
          '—'
        )}
        <Form.Group controlId={`${id}-pic`}>
          <Form.Label className="visually-hidden">{x.pictureFor(row.name)}</Form.Label>
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
          <Form.Label className="visually-hidden">{x.nameOf(row.name)}</Form.Label>
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
            {x.rename}
          </Button>
          <TaxonCombobox
            kind={kind}
            label={x.mergeInto(row.name)}
            exceptId={row.id}
            value={into}
            onChange={setInto}
          />
          <Button
            size="sm"
            variant="outline-warning"
            disabled={into === null}
            aria-label={x.mergeNamed(row.name)}
            onClick={() => setConfirm('merge')}
          >
            {x.merge}
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            disabled={row.videoCount > 0}
            title={row.videoCount > 0 ? x.onlyUnused : undefined}
            aria-label={x.deleteNamed(row.name)}
            onClick={() => setConfirm('delete')}
          >
            {t.admin.deleteLabel}
          </Button>
          <ConfirmModal
            show={confirm === 'merge' && into !== null}
            title={k.mergeTitle}
            question={x.mergeQuestion(row.name, into?.name ?? '')}
            subject={into ? <MergePreview kind={kind} id={row.id} into={into} /> : null}
            confirmLabel={x.merge}
            onHide={() => setConfirm(null)}
            onConfirm={async () => {
              const result = await merge.mutateAsync({ kind, id: row.id, intoId: into!.id });
              setConfirm(null);
              notify.success(x.undoHint(result.title));
            }}
          />
          <ConfirmModal
            show={confirm === 'delete'}
            title={k.deleteTitle}
            question={k.deleteQuestion}
            subject={row.name}
            confirmLabel={t.admin.deleteLabel}
            onHide={() => setConfirm(null)}
            onConfirm={async () => {
              const result = await remove.mutateAsync({ kind, id: row.id });
              setConfirm(null);
              notify.success(x.undoHint(result.title));
            }}
          />
          <span className="small text-body-secondary">{x.id(row.id)}</span>
        </div>
      </td>
    </tr>
  );
}

/** What the merge moves, asked of the server before anything changes. */
function MergePreview({ kind, id, into }: { kind: Kind; id: number; into: TaxonChoice }) {
  const preview = useMergePreview(kind, id, into.id);
  const t = useMessages();
  const m = t.admin.taxa.preview;
  if (preview.isPending) return <span className="fw-normal">{m.counting}</span>;
  if (!preview.data)
    return (
      <span className="fw-normal text-danger">
        {errorMessage(preview.error, t.common.somethingWentWrong)}
      </span>
    );
  const p = preview.data;
  return (
    // Inside the dialog's paragraph: lines of text, not a list (a list cannot sit in a paragraph).
    <span className="fw-normal d-block mt-2">
      <span className="d-block">
        {m.videos(p.videos, p.target.name)}
        {p.videosShared > 0 ? ` ${m.videosShared(p.videosShared, p.target.name)}` : ''}
      </span>
      {kind === 'stars' ? (
        <span className="d-block">
          {m.followers(p.followers)}
          {p.followersShared > 0 ? ` ${m.followersShared(p.followersShared, p.target.name)}` : ''}
        </span>
      ) : null}
      <span className="d-block">
        {m.picks(p.picks)}
        {p.picksShared > 0 ? ` ${m.picksShared(p.picksShared, p.target.name)}` : ''}
      </span>
    </span>
  );
}
