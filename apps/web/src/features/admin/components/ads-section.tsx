import { lazy, Suspense, useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AD_PLACEMENTS, type AdminAd, type AdInput } from '@starlane/contract';
import { QueryState } from '@/components/query-state';
import { isApiError } from '@/lib/api-client';
import { notify, notifyError } from '@/lib/toast';
import { createAd } from '../api/create-ad';
import { adStatsCsvUrl, useAdStats } from '../api/get-ad-stats';
import { useAdminAds } from '../api/get-ads';
import { pauseAd } from '../api/pause-ad';
import { resumeAd } from '../api/resume-ad';
import { updateAd } from '../api/update-ad';
import { checkAdForm, type AdFormErrors } from '../lib/ad-form';
import { fileToDataUrl, useAdminAction } from '../lib/admin-request';
import { runAction } from '../lib/run-action';
import { AdminTable, SearchBox, Toolbar, useAdminList } from './admin-list';
import { useMessages } from '@/lib/i18n/messages';
import { useFormat } from '@/lib/format';

const AdsChart = lazy(() => import('./ads-chart'));
const AMOUNT = 25;
const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Ads: create, edit, pause/resume, and each ad's daily statistics with a chart and a CSV export. */
export function AdsSection() {
  const list = useAdminList({ q: '' }, AMOUNT);
  const [editing, setEditing] = useState<AdminAd | 'new' | null>(null);
  const [statsOf, setStatsOf] = useState<AdminAd | null>(null);
  const query = useAdminAds(list.params);
  const toggle = useAdminAction((ad: AdminAd) => (ad.paused ? resumeAd(ad.id) : pauseAd(ad.id)));
  const t = useMessages();
  const a = t.admin.ads;

  if (editing) return <AdForm ad={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />;
  return (
    <>
      <Toolbar>
        <SearchBox label={a.search} {...list.bind('q')} />
        <Button className="mb-2" onClick={() => setEditing('new')}>
          {a.newAd}
        </Button>
      </Toolbar>
      {statsOf ? <AdStats ad={statsOf} onClose={() => setStatsOf(null)} /> : null}
      <AdminTable
        query={query}
        what={a.what}
        empty={a.empty}
        columns={[t.admin.name, a.placement, a.weight, a.state, t.admin.actions]}
        {...list.pager}
      >
        {(rows) =>
          rows.map((ad) => (
            <tr key={ad.id}>
              <td className="text-break">{ad.name}</td>
              <td>{a.placements[ad.placement]}</td>
              <td>{ad.weight}</td>
              <td>{ad.paused ? a.paused : a.running}</td>
              <td>
                <div className="d-flex flex-wrap gap-1">
                  <Button size="sm" onClick={() => setEditing(ad)} aria-label={t.admin.editNamed(ad.name)}>
                    {t.admin.edit}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-warning"
                    aria-label={`${ad.paused ? a.resume : a.pause} ${ad.name}`}
                    onClick={() => void runAction(() => toggle.mutateAsync(ad))}
                  >
                    {ad.paused ? a.resume : a.pause}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-info"
                    aria-label={a.statisticsOf(ad.name)}
                    onClick={() => setStatsOf(ad)}
                  >
                    {a.statistics}
                  </Button>
                </div>
              </td>
            </tr>
          ))
        }
      </AdminTable>
    </>
  );
}

function AdStats({ ad, onClose }: { ad: AdminAd; onClose: () => void }) {
  const id = useId();
  // The last 30 days by default, fixed when the panel opens.
  const [from, setFrom] = useState(() => dayOf(Date.now() - 29 * DAY_MS));
  const [to, setTo] = useState(() => dayOf(Date.now()));
  const query = useAdStats(ad.id, from, to);
  const t = useMessages();
  const a = t.admin.ads;
  const format = useFormat();
  const totals = (query.data?.$values ?? []).reduce(
    (t, d) => ({ views: t.views + d.views, clicks: t.clicks + d.clicks }),
    {
      views: 0,
      clicks: 0,
    },
  );
  return (
    <section aria-labelledby={`${id}-h`} className="card bg-body-tertiary mb-3">
      <div className="card-body">
        <div className="d-flex flex-wrap justify-content-between gap-2">
          <h2 id={`${id}-h`} className="h5 text-break">
            {a.statisticsTitle(ad.name)}
          </h2>
          <Button size="sm" variant="outline-secondary" onClick={onClose}>
            {a.closeStatistics}
          </Button>
        </div>
        <div className="d-flex flex-wrap gap-2 align-items-end mb-2">
          <Form.Group controlId={`${id}-from`}>
            <Form.Label className="small mb-1">{a.from}</Form.Label>
            <Form.Control type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          </Form.Group>
          <Form.Group controlId={`${id}-to`}>
            <Form.Label className="small mb-1">{a.to}</Form.Label>
            <Form.Control type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </Form.Group>
          <a className="btn btn-outline-info" href={adStatsCsvUrl(ad.id, from, to)} download>
            {a.exportCsv}
          </a>
        </div>
        <p className="small">
          {a.totals(
            format.count(totals.views),
            format.count(totals.clicks),
            format.rating(totals.views ? (100 * totals.clicks) / totals.views : 0),
          )}
        </p>
        <QueryState query={query} what={a.theStatistics} isEmpty={() => false}>
          {(data) => (
            <Suspense fallback={<p>{a.loadingChart}</p>}>
              <AdsChart days={data.$values} />
            </Suspense>
          )}
        </QueryState>
      </div>
    </section>
  );
}

export function AdForm({ ad, onClose }: { ad: AdminAd | null; onClose: () => void }) {
  const id = useId();
  const [name, setName] = useState(ad?.name ?? '');
  const [url, setUrl] = useState(ad?.url ?? '');
  const [source, setSource] = useState(ad?.source ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [placement, setPlacement] = useState<string>(ad?.placement ?? 'header');
  const [weight, setWeight] = useState(String(ad?.weight ?? 1));
  const [activeFrom, setActiveFrom] = useState(ad?.activeFrom?.slice(0, 10) ?? '');
  const [activeUntil, setActiveUntil] = useState(ad?.activeUntil?.slice(0, 10) ?? '');
  const [errors, setErrors] = useState<AdFormErrors>({});
  const t = useMessages();
  const a = t.admin.ads;
  const save = useAdminAction(async () => {
    const body: AdInput = {
      name,
      url,
      ...(source ? { source } : {}),
      ...(file ? { picture: await fileToDataUrl(file) } : {}),
      placement,
      weight: Number(weight),
      activeFrom,
      activeUntil,
    };
    return ad ? updateAd({ id: ad.id, body }) : createAd(body);
  });
  const field = (
    key: keyof AdFormErrors | 'from',
    label: string,
    value: string,
    set: (v: string) => void,
    type = 'text',
    required = false,
  ) => {
    const error = key === 'from' ? undefined : errors[key];
    return (
      <Form.Group controlId={`${id}-${key}`} className="col-12 col-md-6 mb-2">
        <Form.Label>{label}</Form.Label>
        <Form.Control
          type={type}
          value={value}
          required={required}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-${key}-error` : undefined}
          onChange={(e) => set(e.target.value)}
        />
        {error ? (
          <Form.Control.Feedback type="invalid" id={`${id}-${key}-error`}>
            {error}
          </Form.Control.Feedback>
        ) : null}
      </Form.Group>
    );
  };
  const submit = async () => {
    const found = checkAdForm(
      { name, url, source, hasFile: file !== null, weight, activeFrom, activeUntil },
      ad === null,
      a.errors,
    );
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync(undefined);
      notify.success(ad ? a.saved : a.created);
      onClose();
    } catch (error) {
      // The server's field messages go next to their fields; anything else is a toast.
      const fields = isApiError(error) ? error.errors : {};
      const known: AdFormErrors = {};
      for (const key of ['name', 'url', 'source', 'weight', 'activeUntil'] as const) {
        if (fields[key]?.[0]) known[key] = fields[key][0];
      }
      setErrors(known);
      notifyError(error);
    }
  };
  return (
    <Form
      aria-label={ad ? a.editAd : a.newAd}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className="h4">{ad ? a.editAd : a.newAd}</h2>
      <div className="row g-2">
        {field('name', t.admin.name, name, setName, 'text', true)}
        {field('url', a.targetUrl, url, setUrl, 'text', true)}
        {field('source', a.creativeUrl, source, setSource)}
        <Form.Group controlId={`${id}-file`} className="col-12 col-md-6 mb-2">
          <Form.Label>{a.uploadCreative}</Form.Label>
          <Form.Control
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
          />
        </Form.Group>
        <Form.Group controlId={`${id}-placement`} className="col-6 col-md-3 mb-2">
          <Form.Label>{a.placement}</Form.Label>
          <Form.Select value={placement} onChange={(e) => setPlacement(e.target.value)}>
            {AD_PLACEMENTS.map((p) => (
              <option key={p} value={p}>
                {a.placements[p]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-weight`} className="col-6 col-md-3 mb-2">
          <Form.Label>{a.weight}</Form.Label>
          <Form.Control
            type="number"
            min={1}
            max={100}
            value={weight}
            isInvalid={Boolean(errors.weight)}
            aria-invalid={errors.weight ? true : undefined}
            aria-describedby={errors.weight ? `${id}-weight-error` : undefined}
            onChange={(e) => setWeight(e.target.value)}
          />
          {errors.weight ? (
            <Form.Control.Feedback type="invalid" id={`${id}-weight-error`}>
              {errors.weight}
            </Form.Control.Feedback>
          ) : null}
        </Form.Group>
        {field('from', a.activeFrom, activeFrom, setActiveFrom, 'date')}
        {field('activeUntil', a.activeUntil, activeUntil, setActiveUntil, 'date')}
      </div>
      <div className="d-flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {ad ? a.save : a.create}
        </Button>
        <Button variant="outline-secondary" onClick={onClose}>
          {t.common.cancel}
        </Button>
      </div>
    </Form>
  );
}
