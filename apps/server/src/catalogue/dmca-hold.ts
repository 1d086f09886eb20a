import { sql } from 'kysely';
import type { DmcaStatus } from '@starlane/contract';
import type { Executor } from '../db/transaction.js';
import type { ApiText } from '../i18n/api-language.js';

/** The spec's DMCA page: removed material may be restored 10 days after a counter-notice. */
export const DMCA_RESTORE_AFTER_MS = 10 * 24 * 60 * 60_000;

/** The notice states that keep their videos down: taken down, or countered and not yet restored. */
const HOLDING: DmcaStatus[] = ['taken_down', 'countered'];

/** Why a video may not be published: the notice that holds it, and from when it may come back. */
export interface DmcaHold {
  noticeId: number;
  status: 'taken_down' | 'countered';
  takenDownAt: string | null;
  counteredAt: string | null;
  /** Null while no counter-notice is recorded: then there is no date yet. */
  restorableAt: string | null;
}

/**
 * True for a video no notice holds, as SQL on `videos`, so that a guarded write and its check are one
 * statement on both engines. A notice keeps its video ids as a JSON array of numbers with no spaces
 * (`[3,41]`), so `,3,41,` contains `,41,` exactly when 41 is named.
 */
export const NOT_DMCA_HELD = sql<boolean>`not exists (select 1 from dmca_notices held
  where held.status in ('taken_down', 'countered')
  and (',' || substr(held.video_ids_json, 2, length(held.video_ids_json) - 2) || ',') like ('%,' || videos.id || ',%'))`;

const later = (a: DmcaHold, b: DmcaHold): DmcaHold => {
  // No date yet (taken down, not countered) holds longest; else the later date wins.
  if (a.restorableAt === null) return a;
  if (b.restorableAt === null) return b;
  return a.restorableAt >= b.restorableAt ? a : b;
};

/**
 * The holds on these videos (docs/decisions/0055): the one notice per video that keeps it down longest.
 * `except` leaves one notice out, for the restore of that notice itself. Notices that hold videos are few
 * (those between takedown and restore), so they are read whole.
 */
export async function dmcaHolds(
  db: Executor,
  videoIds: number[],
  except?: number,
): Promise<Map<number, DmcaHold>> {
  const holds = new Map<number, DmcaHold>();
  if (videoIds.length === 0) return holds;
  let query = db
    .selectFrom('dmca_notices')
    .select(['id', 'status', 'video_ids_json', 'taken_down_at', 'countered_at'])
    .where('status', 'in', HOLDING);
  if (except !== undefined) query = query.where('id', '<>', except);
  const wanted = new Set(videoIds);
  for (const row of await query.execute()) {
    const hold: DmcaHold = {
      noticeId: row.id,
      status: row.status as DmcaHold['status'],
      takenDownAt: row.taken_down_at,
      counteredAt: row.countered_at,
      restorableAt:
        row.status === 'countered' && row.countered_at
          ? new Date(Date.parse(row.countered_at) + DMCA_RESTORE_AFTER_MS).toISOString()
          : null,
    };
    for (const videoId of JSON.parse(row.video_ids_json) as number[]) {
      if (!wanted.has(videoId)) continue;
      const known = holds.get(videoId);
      holds.set(videoId, known ? later(known, hold) : hold);
    }
  }
  return holds;
}

/** The hold in a sentence for staff: which notice, since when, and from when the video may come back. */
export function holdReason(hold: DmcaHold): ApiText {
  const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '?');
  return hold.status === 'countered'
    ? `DMCA notice #${hold.noticeId} holds this video (counter-notice on ${day(hold.counteredAt)}): it can be restored from ${day(hold.restorableAt)}, in the DMCA queue`
    : `DMCA notice #${hold.noticeId} holds this video (taken down on ${day(hold.takenDownAt)}): it can be restored 10 days after a counter-notice, in the DMCA queue`;
}
