import { createHash } from 'node:crypto';
import type { AdminCaptions, Locale } from '@starlane/contract';
import { BadRequestError, found } from '../errors.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { Storage } from '../infra/storage.js';
import { checkVtt } from '../catalogue/index.js';
import type { SessionMember } from '../security/session.plugin.js';
import type { Actor } from './audit.repository.js';
import type { CaptionsRepository } from './captions.repository.js';
import { done, staffOf } from './staff.js';
import { StaffService, type StaffTools } from './staff-service.js';

/** Who attaches captions from the media command: the operator at the server, not a member. */
const OPERATOR: Actor = { id: 'operator', name: 'media command' };

/**
 * Caption tracks of videos (docs/decisions/0074). A file is checked before anything is stored (a broken one
 * is refused with the line at fault), stored with the media under a name made from its content (so caches
 * and CDNs never serve an old copy under a new name), then the video's row for the language points at it.
 */
export class CaptionsService extends StaffService {
  constructor(
    private readonly captions: CaptionsRepository,
    private readonly storage: Storage,
    tools: StaffTools,
  ) {
    super(tools);
  }

  /** Staff attach (or replace) the track of `lang`. */
  attach(member: SessionMember | null, videoId: number, lang: Locale, vtt: string): Promise<AdminCaptions> {
    return this.store(staffOf(member), videoId, lang, vtt);
  }

  /** The media command's attach, by the video's public id. */
  async attachFromCommand(publicId: string, lang: Locale, vtt: string): Promise<AdminCaptions> {
    const videoId = found(await this.captions.videoByPublicId(publicId), 'Video');
    return this.store(OPERATOR, videoId, lang, vtt);
  }

  async remove(member: SessionMember | null, videoId: number, lang: Locale): Promise<AdminCaptions> {
    const actor = staffOf(member);
    await this.transaction(async (tx) => {
      found(await this.captions.videoExternalId(videoId, tx), 'Video');
      const before = found(await this.captions.urlOf(tx, videoId, lang), 'Caption track');
      await this.captions.remove(tx, videoId, lang);
      await this.audit.record(tx, actor, this.now(), {
        action: 'video.captions',
        objectType: 'video',
        objectId: videoId,
        before: { lang, url: before },
        after: { lang, url: null },
      });
    });
    await this.versions.bump(cacheTags.video(videoId));
    return { ...done('Captions removed'), captions: await this.captions.tracks(videoId) };
  }

  private async store(actor: Actor, videoId: number, lang: Locale, vtt: string): Promise<AdminCaptions> {
    const externalId = found(await this.captions.videoExternalId(videoId), 'Video');
    const check = checkVtt(vtt);
    if (!check.ok) {
      const problem = `line ${String(check.line)}: ${check.problem}` as const;
      throw new BadRequestError(`The caption file is not valid WebVTT: ${problem}`, { vtt: [problem] });
    }
    const digest = createHash('sha256').update(vtt).digest('hex').slice(0, 12);
    const url = await this.storage.put(`captions/${externalId}/${lang}-${digest}.vtt`, vtt);
    await this.transaction(async (tx) => {
      const before = await this.captions.urlOf(tx, videoId, lang);
      await this.captions.put(tx, videoId, lang, url, this.now());
      await this.audit.record(tx, actor, this.now(), {
        action: 'video.captions',
        objectType: 'video',
        objectId: videoId,
        before: { lang, url: before ?? null },
        after: { lang, url, cues: check.cues },
      });
    });
    await this.versions.bump(cacheTags.video(videoId));
    return { ...done('Captions saved'), captions: await this.captions.tracks(videoId) };
  }
}
