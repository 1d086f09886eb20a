import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { MediaJob } from '@starlane/contract';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useAdminCategories } from '../api/get-categories';
import { useMediaJob } from '../api/get-media-job';
import { useAdminStars } from '../api/get-stars';
import { uploadVideo, type UploadedVideo } from '../api/upload-video';
import { MultiSelectField, VideoTextFields, type VideoText } from './video-fields';
import { useMessages } from '@/lib/i18n/messages';

type Phase =
  | { kind: 'idle' }
  | { kind: 'uploading'; sent: number; total: number }
  | { kind: 'queued'; uploaded: UploadedVideo }
  | { kind: 'refused'; message: string };

const percent = (part: number, whole: number) => (whole > 0 ? Math.floor((part / whole) * 100) : 0);

function Progress({ label, value }: { label: string; value: number }) {
  return (
    <div
      className="progress mb-2"
      role="progressbar"
      aria-label={label}
      aria-valuenow={value}
      aria-valuemin={0}
      aria-valuemax={100}
      style={{ height: '1.25rem' }}
    >
      <div className="progress-bar" style={{ width: `${value}%` }}>
        {value}%
      </div>
    </div>
  );
}

/** The transcoding job's state as the pipeline reports it, polled until it is published or failed. */
export function JobProgress({ job }: { job: MediaJob }) {
  const t = useMessages();
  const u = t.admin.upload;
  const attempt = job.attempts > 0 ? ` ${u.attempt(job.attempts, job.maxAttempts)}` : '';
  if (job.status === 'done') {
    return (
      <Alert variant="success" className="mb-0">
        {u.published}
      </Alert>
    );
  }
  return (
    <div>
      <p className="mb-1" aria-live="polite">
        {job.status === 'failed' ? u.failed : job.status === 'running' ? u.transcoding : u.waiting}
        {job.stage ? ` · ${job.stage}` : ''}
        {attempt}
      </p>
      {job.status !== 'failed' ? (
        <Progress label={u.transcodingProgress} value={percent(job.progress, 1)} />
      ) : null}
      {job.error ? (
        <>
          <p className="small mb-1">{job.status === 'failed' ? u.whyFailed : u.lastTryFailed}</p>
          <pre className="small bg-body-tertiary p-2 rounded text-wrap" style={{ maxHeight: '12rem' }}>
            {job.error}
          </pre>
        </>
      ) : null}
    </div>
  );
}

function JobWatcher({ uploaded }: { uploaded: UploadedVideo }) {
  const job = useMediaJob(uploaded.jobId);
  const t = useMessages();
  const u = t.admin.upload;
  if (job.error)
    return (
      <Alert variant="warning">{u.jobUnreadable(errorMessage(job.error, t.common.somethingWentWrong))}</Alert>
    );
  if (!job.data) return <p aria-live="polite">{u.readingJob}</p>;
  return <JobProgress job={job.data} />;
}

/**
 * Staff: a new video file into the media pipeline, with its title, categories and stars, then the upload's
 * and the transcoding job's progress until the video is published or the job fails.
 */
export function UploadVideoForm({ onClose }: { onClose: () => void }) {
  const formId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState<VideoText>({ title: '', description: '' });
  const [categories, setCategories] = useState<string[]>([]);
  const [stars, setStars] = useState<string[]>([]);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const categoryList = useAdminCategories({ amount: 100, sort: 'name' });
  const starList = useAdminStars({ amount: 100, sort: 'name' });
  const busy = phase.kind === 'uploading';
  const t = useMessages();
  const u = t.admin.upload;

  const submit = async () => {
    if (!file) return;
    setPhase({ kind: 'uploading', sent: 0, total: file.size });
    try {
      const uploaded = await uploadVideo({
        file,
        title: text.title.trim(),
        description: text.description.trim(),
        categories,
        stars,
        onProgress: (sent, total) => setPhase({ kind: 'uploading', sent, total }),
      });
      setPhase({ kind: 'queued', uploaded });
    } catch (error) {
      // A 400 names the fields at fault; show them with the title.
      const details = isApiError(error) ? Object.values(error.errors).flat() : [];
      setPhase({
        kind: 'refused',
        message: [errorMessage(error, u.uploadFailed), ...details].join(' '),
      });
    }
  };

  return (
    <section aria-labelledby={`${formId}-h`}>
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h2 id={`${formId}-h`} className="h4 mb-0">
          {t.admin.videos.upload}
        </h2>
        <Button size="sm" variant="outline-secondary" onClick={onClose}>
          {t.admin.videos.back}
        </Button>
      </div>
      {phase.kind === 'queued' ? (
        <>
          <JobWatcher uploaded={phase.uploaded} />
          <Button className="mt-2" variant="outline-primary" onClick={() => setPhase({ kind: 'idle' })}>
            {u.another}
          </Button>
        </>
      ) : (
        <Form
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Form.Group controlId={`${formId}-file`} className="mb-2">
            <Form.Label>{u.file}</Form.Label>
            <Form.Control
              type="file"
              accept="video/*"
              required
              disabled={busy}
              onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
            />
          </Form.Group>
          <VideoTextFields id={formId} value={text} onChange={setText} descriptionRows={2} disabled={busy} />
          <div className="row g-2">
            <MultiSelectField
              id={`${formId}-categories`}
              label={t.search.categories}
              options={categoryList.data?.$values ?? []}
              by="name"
              value={categories}
              onChange={setCategories}
              minHeight="6rem"
              disabled={busy}
            />
            <MultiSelectField
              id={`${formId}-stars`}
              label={t.search.stars}
              options={(starList.data?.$values ?? []).map((s) => ({
                id: s.id,
                name: `${s.firstName} ${s.lastName}`.trim(),
              }))}
              by="name"
              value={stars}
              onChange={setStars}
              minHeight="6rem"
              disabled={busy}
            />
          </div>
          {phase.kind === 'uploading' ? (
            <Progress label={u.uploadProgress} value={percent(phase.sent, phase.total)} />
          ) : null}
          {phase.kind === 'refused' ? (
            <Alert variant="danger" role="alert">
              {phase.message}
            </Alert>
          ) : null}
          <Button type="submit" disabled={busy || !file}>
            {busy ? u.uploading : u.submit}
          </Button>
        </Form>
      )}
    </section>
  );
}
