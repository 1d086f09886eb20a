import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { LOCALES, LOCALE_NAMES, type CaptionTrack, type Locale } from '@starlane/contract';
import { attachCaptions } from '../api/attach-captions';
import { removeCaptions } from '../api/remove-captions';
import { useAdminAction } from '../lib/admin-request';
import { runAction } from '../lib/run-action';
import { useMessages } from '@/lib/i18n/messages';

/**
 * A video's caption tracks (docs/decisions/0074): one WebVTT file per language, attached or replaced from a
 * file on the staff member's computer. The server checks the file; a broken one is refused with its line.
 */
export function CaptionsEditor({ videoId, tracks }: { videoId: number; tracks: readonly CaptionTrack[] }) {
  const id = useId();
  const c = useMessages().admin.captions;
  const [lang, setLang] = useState<Locale>('es');
  const [file, setFile] = useState<File | null>(null);
  const attach = useAdminAction(async (chosen: File) =>
    attachCaptions({ id: videoId, lang, vtt: await chosen.text() }),
  );
  const remove = useAdminAction((which: Locale) => removeCaptions({ id: videoId, lang: which }));
  return (
    <section aria-labelledby={`${id}-h`} className="mb-3">
      <h3 id={`${id}-h`} className="h5">
        {c.title}
      </h3>
      {tracks.length === 0 ? (
        <p className="small text-body-secondary">{c.none}</p>
      ) : (
        <ul className="list-unstyled small">
          {tracks.map((track) => (
            <li key={track.lang} className="d-flex align-items-center gap-2 mb-1">
              <a href={track.url}>{c.track(LOCALE_NAMES[track.lang])}</a>
              <Button
                size="sm"
                variant="outline-danger"
                aria-label={c.removeNamed(LOCALE_NAMES[track.lang])}
                onClick={() => void runAction(() => remove.mutateAsync(track.lang))}
              >
                {c.remove}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Form
        className="d-flex flex-wrap gap-2 align-items-end"
        onSubmit={(e) => {
          e.preventDefault();
          if (file) void runAction(() => attach.mutateAsync(file));
        }}
      >
        <Form.Group controlId={`${id}-lang`}>
          <Form.Label className="small">{c.language}</Form.Label>
          <Form.Select size="sm" value={lang} onChange={(e) => setLang(e.target.value as Locale)}>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId={`${id}-file`}>
          <Form.Label className="small">{c.file}</Form.Label>
          <Form.Control
            type="file"
            size="sm"
            accept=".vtt,text/vtt"
            onChange={(e) => setFile((e.target as HTMLInputElement).files?.[0] ?? null)}
          />
        </Form.Group>
        <Button type="submit" size="sm" disabled={!file || attach.isPending}>
          {c.attach}
        </Button>
      </Form>
    </section>
  );
}
