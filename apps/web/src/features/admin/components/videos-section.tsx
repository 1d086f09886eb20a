import { useId, useState } from 'react';
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

const AMOUNT = 25;

/** Every video, any status: search, filter, sort, then edit one. */
export function VideosSection() {
  const list = useAdminList({ q: '', status: '', origin: '', sort: 'newest' }, AMOUNT);
  const [editing, setEditing] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const query = useAdminVideos(list.params);

  if (editing !== null) return <VideoEditor id={editing} onClose={() => setEditing(null)} />;
  if (uploading) return <UploadVideoForm onClose={() => setUploading(false)} />;
  return (
    <>
      <div className="d-flex justify-content-end mb-2">
        <Button variant="primary" onClick={() => setUploading(true)}>
          Upload a video
        </Button>
      </div>
      <Toolbar>
        <SearchBox label="Search videos by title or id" {...list.bind('q')} />
        <SelectBox
          label="Status"
          options={[['', 'Any status'], ...VIDEO_STATUSES.map((s) => [s, s] as const)]}
          {...list.bind('status')}
        />
        <SelectBox
          label="Origin"
          options={[
            ['', 'Partner or own'],
            ['partner', 'Partner'],
            ['own', 'Own'],
          ]}
          {...list.bind('origin')}
        />
        <SelectBox
          label="Sort by"
          options={[
            ['newest', 'Newest'],
            ['oldest', 'Oldest'],
            ['title', 'Title'],
            ['views', 'Views'],
            ['rating', 'Rating'],
          ]}
          {...list.bind('sort')}
        />
      </Toolbar>
      <AdminTable
        query={query}
        what="Videos"
        empty="No video matches."
        columns={['Title', 'Status', 'Views', 'Comments', { hidden: 'Actions' }]}
        {...list.pager}
      >
        {(rows) =>
          rows.map((v) => (
            <tr key={v.id}>
              <td className="text-break">
                {v.title}
                {v.partner ? <span className="badge text-bg-secondary ms-1">partner</span> : null}
              </td>
              <td>{v.status}</td>
              <td>{v.viewCount}</td>
              <td>{v.commentCount}</td>
              <td>
                <Button size="sm" onClick={() => setEditing(v.id)} aria-label={`Edit ${v.title}`}>
                  Edit
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
  return (
    <QueryState query={query} what="This video" isEmpty={() => false}>
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

  return (
    <section aria-labelledby={`${formId}-h`}>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h2 id={`${formId}-h`} className="h4 mb-0 text-break">
          Edit video
        </h2>
        <div className="d-flex gap-2">
          {video.status === 'published' ? (
            <a className="btn btn-sm btn-outline-info" href={paths.video(video.wmcExternalId, video.title)}>
              Open public page
            </a>
          ) : null}
          <Button size="sm" variant="outline-secondary" onClick={onClose}>
            Back to videos
          </Button>
        </div>
      </div>
      <p className="small text-body-secondary">
        Status: <strong>{video.status}</strong> · {video.viewCount} views · {video.favouriteCount} favourites
        · in {video.playlistCount} playlists.
      </p>
      {video.dmcaHold ? <DmcaHoldNote id={`${formId}-hold`} hold={video.dmcaHold} /> : null}
      <Form
        onSubmit={(e) => {
          e.preventDefault();
          void runAction(() => save.mutateAsync(undefined), 'Video saved');
        }}
      >
        <VideoTextFields id={formId} value={text} onChange={setText} descriptionRows={3} />
        <SpanishVideoTextFields id={formId} value={spanish} onChange={setSpanish} />
        <div className="row g-2">
          <MultiSelectField
            id={`${formId}-categories`}
            label="Categories"
            options={categories.data?.$values ?? video.categories}
            by="id"
            value={categoryIds}
            onChange={(chosen) => setCategoryIds(chosen.map(Number))}
            minHeight="8rem"
          />
          <MultiSelectField
            id={`${formId}-stars`}
            label="Stars"
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
          Save video
        </Button>
      </Form>
      <hr />
      <CaptionsEditor videoId={video.id} tracks={video.captions} />
      <div className="d-flex flex-wrap gap-3 align-items-end">
        <div>
          <img src={video.thumbnail} alt="" width={160} className="rounded d-block mb-1" />
          <Form.Group controlId={`${formId}-thumb`}>
            <Form.Label className="small">Replace thumbnail</Form.Label>
            <Form.Control
              type="file"
              accept="image/png,image/jpeg,image/webp,image/gif"
              size="sm"
              onChange={(e) => {
                const file = (e.target as HTMLInputElement).files?.[0];
                if (file) void runAction(() => thumbnail.mutateAsync(file), 'Thumbnail replaced');
              }}
            />
          </Form.Group>
        </div>
        {video.status === 'published' ? (
          <Button variant="warning" onClick={() => void runAction(() => status.mutateAsync('unpublished'))}>
            Unpublish
          </Button>
        ) : (
          <Button
            variant="success"
            // A held video comes back through its notice's restore, not here (docs/decisions/0055).
            disabled={video.dmcaHold !== null}
            aria-describedby={video.dmcaHold ? `${formId}-hold` : undefined}
            onClick={() => void runAction(() => status.mutateAsync('published'))}
          >
            Publish
          </Button>
        )}
        <Button variant="danger" onClick={() => setConfirmDelete(true)}>
          Delete video
        </Button>
      </div>
      <ConfirmModal
        show={confirmDelete}
        title="Delete video"
        question="Delete this video? Its playlist entries, favourites, ratings, comments and watch history go with it; the audit log can bring them all back."
        subject={video.title}
        confirmLabel="Delete"
        onHide={() => setConfirmDelete(false)}
        onConfirm={async () => {
          await remove.mutateAsync(undefined);
          onClose();
        }}
      />
    </section>
  );
}

const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** Why a video cannot be published: the DMCA notice that holds it and when it may come back. */
function DmcaHoldNote({ id, hold }: { id: string; hold: AdminDmcaHold }) {
  return (
    <Alert variant="warning" id={id} className="small">
      <strong>Held by DMCA notice #{hold.noticeId}</strong>{' '}
      {hold.status === 'countered' ? (
        <>
          (counter-notice recorded {day(hold.counteredAt)}). It can be restored from{' '}
          <strong>{day(hold.restorableAt)}</strong> in the DMCA section; until then it cannot be published.
        </>
      ) : (
        <>
          (taken down {day(hold.takenDownAt)}). It can be restored 10 days after a counter-notice, in the DMCA
          section; until then it cannot be published.
        </>
      )}
    </Alert>
  );
}
