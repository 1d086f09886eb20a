import { useId, useState } from 'react';
import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { VIDEO_STATUSES, type AdminDmcaHold, type AdminVideoDetail } from '@starlane/contract';
import { ConfirmModal } from '@/components/confirm-modal';
import { QueryState } from '@/components/query-state';
import { paths } from '@/config/paths';
import { deleteVideo } from '../api/delete-video';
import { useAdminCategories } from '../api/get-categories';
import { useAdminStars } from '../api/get-stars';
import { useAdminVideo } from '../api/get-video';
import { useAdminVideos } from '../api/get-videos';
import { replaceVideoThumbnail } from '../api/replace-video-thumbnail';
import { setVideoStatus } from '../api/set-video-status';
import { updateVideo } from '../api/update-video';
import { fileToDataUrl, useAdminAction } from '../lib/admin-request';
import { runAction } from '../lib/run-action';
import { AdminTable, SearchBox, SelectBox, Toolbar, useAdminList } from './admin-list';
import { UploadVideoForm } from './upload-video-form';
import { MultiSelectField, VideoTextFields, type VideoText } from './video-fields';
import { SpanishVideoTextFields, type SpanishVideoText } from './spanish-text-fields';
import { CaptionsEditor } from './captions-editor';
import { useMessages } from '@/lib/i18n/messages';
import { useFormat } from '@/lib/format';

const AMOUNT = 25;

/** Every video, any status: search, filter, sort, then edit one. */
export function VideosSection() {
  const list = useAdminList({ q: '', status: '', origin: '', sort: 'newest' }, AMOUNT);
  const [editing, setEditing] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const query = useAdminVideos(list.params);
  const t = useMessages();
  const v0 = t.admin.videos;

  if (editing !== null) return <VideoEditor id={editing} onClose={() => setEditing(null)} />;
  if (uploading) return <UploadVideoForm onClose={() => setUploading(false)} />;
  return (
    <>
      <div className="d-flex justify-content-end mb-2">
        <Button variant="primary" onClick={() => setUploading(true)}>
          {v0.upload}
        </Button>
      </div>
      <Toolbar>
        <SearchBox label={v0.search} {...list.bind('q')} />
        <SelectBox
          label={t.admin.status}
          options={[['', t.admin.anyStatus], ...VIDEO_STATUSES.map((s) => [s, v0.statuses[s]] as const)]}
          {...list.bind('status')}
        />
        <SelectBox
          label={v0.origin}
          options={[
            ['', v0.partnerOrOwn],
            ['partner', v0.partner],
            ['own', v0.own],
          ]}
          {...list.bind('origin')}
        />
        <SelectBox
          label={t.listing.sortBy}
          options={[
            ['newest', t.admin.newest],
            ['oldest', t.admin.oldest],
            ['title', v0.title],
            ['views', t.ui.views],
            ['rating', v0.rating],
          ]}
          {...list.bind('sort')}
        />
      </Toolbar>
      <AdminTable
        query={query}
        what={t.search.videos}
        empty={v0.empty}
        columns={[v0.title, t.admin.status, t.ui.views, t.comments.heading, { hidden: t.admin.actions }]}
        {...list.pager}
      >
        {(rows) =>
          rows.map((v) => (
            <tr key={v.id}>
              <td className="text-break">
                {v.title}
                {v.partner ? <span className="badge text-bg-secondary ms-1">{v0.partnerBadge}</span> : null}
              </td>
              <td>{v0.statuses[v.status]}</td>
              <td>{v.viewCount}</td>
              <td>{v.commentCount}</td>
              <td>
                <Button size="sm" onClick={() => setEditing(v.id)} aria-label={t.admin.editNamed(v.title)}>
                  {t.admin.edit}
                </Button>
              </td>
            </tr>
          ))
        }
      </AdminTable>
    </>
  );
}

function VideoEditor({ id, onClose }: { id: number; onClose: () => void }) {
  const query = useAdminVideo(id);
  const t = useMessages();
  return (
    <QueryState query={query} what={t.videoPage.thisVideo} isEmpty={() => false}>
      {(video) => <VideoForm key={`${video.id}-${video.title}`} video={video} onClose={onClose} />}
    </QueryState>
  );
}

function VideoForm({ video, onClose }: { video: AdminVideoDetail; onClose: () => void }) {
  const formId = useId();
  const [text, setText] = useState<VideoText>({ title: video.title, description: video.description });
  const [spanish, setSpanish] = useState<SpanishVideoText>({
    titleEs: video.titleEs ?? '',
    descriptionEs: video.descriptionEs ?? '',
  });
  const [categoryIds, setCategoryIds] = useState(video.categories.map((c) => c.id));
  const [starIds, setStarIds] = useState(video.stars.map((s) => s.id));
  const [confirmDelete, setConfirmDelete] = useState(false);
  const categories = useAdminCategories({ amount: 100, sort: 'name' });
  const stars = useAdminStars({ amount: 100, sort: 'name' });
  const save = useAdminAction(() => updateVideo({ id: video.id, ...text, ...spanish, categoryIds, starIds }));
  const status = useAdminAction((next: 'published' | 'unpublished') =>
    setVideoStatus({ id: video.id, status: next }),
  );
  const thumbnail = useAdminAction(async (file: File) =>
    replaceVideoThumbnail({ id: video.id, picture: await fileToDataUrl(file) }),
  );
  const remove = useAdminAction(() => deleteVideo(video.id));
  const t = useMessages();
  const v0 = t.admin.videos;

  return (
    <section aria-labelledby={`${formId}-h`}>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h2 id={`${formId}-h`} className="h4 mb-0 text-break">
          {v0.editTitle}
        </h2>
        <div className="d-flex gap-2">
          {video.status === 'published' ? (
            <Link className="btn btn-sm btn-outline-info" to={paths.video(video.wmcExternalId, video.title)}>
              {v0.openPublic}
            </Link>
          ) : null}
          <Button size="sm" variant="outline-secondary" onClick={onClose}>
            {v0.back}
          </Button>
        </div>
      </div>
      <p className="small text-body-secondary">
        {t.admin.status}: <strong>{v0.statuses[video.status]}</strong> ·{' '}
        {v0.counts(video.viewCount, video.favouriteCount, video.playlistCount)}
      </p>
      {video.dmcaHold ? <DmcaHoldNote id={`${formId}-hold`} hold={video.dmcaHold} /> : null}
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          void runAction(() => save.mutateAsync(undefined), v0.saved);
        }}
      >
        <VideoTextFields id={formId} value={text} onChange={setText} descriptionRows={3} />
        <SpanishVideoTextFields id={formId} value={spanish} onChange={setSpanish} />
        <div className="row g-2">
          <MultiSelectField
            id={`${formId}-categories`}
            label={t.search.categories}
            options={categories.data?.$values ?? video.categories}
            by="id"
            value={categoryIds}
            onChange={(chosen) => setCategoryIds(chosen.map(Number))}
            minHeight="8rem"
          />
          <MultiSelectField
            id={`${formId}-stars`}
            label={t.search.stars}
            options={
              stars.data?.$values.map((s) => ({ id: s.id, name: `${s.firstName} ${s.lastName}` })) ??
              video.stars
            }
            by="id"
            value={starIds}
            onChange={(chosen) => setStarIds(chosen.map(Number))}
            minHeight="8rem"
          />
        </div>
        <Button type="submit" disabled={save.isPending}>
          {v0.save}
        </Button>
      </Form>
      <hr />
      <CaptionsEditor videoId={video.id} tracks={video.captions} />
      <div className="d-flex flex-wrap gap-3 align-items-end">
        <div>
          <img src={video.thumbnail} alt="" width={160} className="rounded d-block mb-1" />
          <Form.Group controlId={`${formId}-thumb`}>
            <Form.Label className="small">{v0.replaceThumbnail}</Form.Label>
            <Form.Control
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              size="sm"
              onChange={(e) => {
                const file = (e.target as HTMLInputElement).files?.[0];
                if (file) void runAction(() => thumbnail.mutateAsync(file), v0.thumbnailReplaced);
              }}
            />
          </Form.Group>
        </div>
        {video.status === 'published' ? (
          <Button variant="warning" onClick={() => void runAction(() => status.mutateAsync('unpublished'))}>
            {v0.unpublish}
          </Button>
        ) : (
          <Button
            variant="success"
            // A held video comes back through its notice's restore, not here (docs/decisions/0055).
            disabled={video.dmcaHold !== null}
            aria-describedby={video.dmcaHold ? `${formId}-hold` : undefined}
            onClick={() => void runAction(() => status.mutateAsync('published'))}
          >
            {v0.publish}
          </Button>
        )}
        <Button variant="danger" onClick={() => setConfirmDelete(true)}>
          {v0.delete}
        </Button>
      </div>
      <ConfirmModal
        show={confirmDelete}
        title={v0.delete}
        question={v0.deleteQuestion}
        subject={video.title}
        confirmLabel={t.admin.deleteLabel}
        onHide={() => setConfirmDelete(false)}
        onConfirm={async () => {
          await remove.mutateAsync(undefined);
          onClose();
        }}
      />
    </section>
  );
}

/** Why a video cannot be published: the DMCA notice that holds it and when it may come back. */
function DmcaHoldNote({ id, hold }: { id: string; hold: AdminDmcaHold }) {
  const t = useMessages();
  const format = useFormat();
  const h = t.admin.hold;
  const day = (iso: string | null) => (iso ? format.date(iso) : '');
  return (
    <Alert variant="warning" id={id} className="small">
      <strong>{h.heldBy(hold.noticeId)}</strong>{' '}
      {hold.status === 'countered' ? (
        <>
          {h.counteredBefore(day(hold.counteredAt))} <strong>{day(hold.restorableAt)}</strong>{' '}
          {h.counteredAfter}
        </>
      ) : (
        h.takenDown(day(hold.takenDownAt))
      )}
    </Alert>
  );
}
