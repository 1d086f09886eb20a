import type { AdminCategory, AdminDone, AdminMergePreview, AdminPage, AdminStar } from '@starlane/contract';
import type { Page } from '../db/paging.js';
import type { Executor } from '../db/transaction.js';
import { BadRequestError, ConflictError, found } from '../errors.js';
import { cacheTags } from '../infra/cache-tags.js';
import type { SessionMember } from '../security/session.plugin.js';
import type { TaxaRepository, TaxonFilter } from './taxa.repository.js';
import type { TaxonKind, TaxonSnapshot } from './taxon-links.js';
import { PICTURE_WIDTHS } from './pictures.js';
import { done, staffOf } from './staff.js';
import { StaffService, type StaffTools } from './staff-service.js';

/**
 * Staff work on stars and categories, and the undo of their merges and deletes. Each change runs in one
 * transaction with its audit row; the cache tags of what it changed are bumped once it has committed.
 */
export class TaxaAdminService extends StaffService {
  constructor(
    private readonly content: TaxaRepository,
    tools: StaffTools,
  ) {
    super(tools);
  }

  // --- stars ---

  listStars(member: SessionMember | null, filter: TaxonFilter, page: Page): Promise<AdminPage<AdminStar>> {
    staffOf(member);
    return this.content.listStars(filter, page);
  }

  async createStar(
    member: SessionMember | null,
    firstName: string,
    lastName: string,
  ): Promise<AdminDone & { id: number }> {
    const actor = staffOf(member);
    const at = this.now();
    const id = await this.transaction(async (tx) => {
      const newId = await this.content.createStar(tx, firstName, lastName, at);
      await this.audit.record(tx, actor, at, {
        action: 'star.create',
        objectType: 'star',
        objectId: newId,
        before: null,
        after: { firstName, lastName },
      });
      return newId;
    });
    await this.versions.bump(cacheTags.stars);
    return { ...done('Star created'), id };
  }

  async renameStar(
    member: SessionMember | null,
    id: number,
    firstName: string,
    lastName: string,
  ): Promise<AdminDone> {
    const actor = staffOf(member);
    const videoIds = await this.transaction(async (tx) => {
      const before = found(await this.content.star(id, tx), 'Star');
      await this.content.renameStar(tx, id, firstName, lastName);
      await this.audit.record(tx, actor, this.now(), {
        action: 'star.rename',
        objectType: 'star',
        objectId: id,
        before: { firstName: before.firstName, lastName: before.lastName },
        after: { firstName, lastName },
      });
      return before.videoCount;
    });
    await this.versions.bump(
      cacheTags.star(id),
      cacheTags.stars,
      ...(videoIds > 0 ? [cacheTags.catalogue] : []),
    );
    return done('Star renamed');
  }

  // --- categories ---

  listCategories(
    member: SessionMember | null,
    filter: TaxonFilter,
    page: Page,
  ): Promise<AdminPage<AdminCategory>> {
    staffOf(member);
    return this.content.listCategories(filter, page);
  }

  async createCategory(
    member: SessionMember | null,
    name: string,
    nameEs?: string,
  ): Promise<AdminDone & { id: number }> {
    const actor = staffOf(member);
    const at = this.now();
    const id = await this.transaction(async (tx) => {
      const newId = await this.content.createCategory(tx, name, nameEs, at);
      await this.audit.record(tx, actor, at, {
        action: 'category.create',
        objectType: 'category',
        objectId: newId,
        before: null,
        after: { name, nameEs: nameEs || null },
      });
      return newId;
    });
    await this.versions.bump(cacheTags.categories);
    return { ...done('Category created'), id };
  }

  async renameCategory(
    member: SessionMember | null,
    id: number,
    name: string,
    nameEs?: string,
  ): Promise<AdminDone> {
    const actor = staffOf(member);
    await this.transaction(async (tx) => {
      const before = found(await this.content.category(id, tx), 'Category');
      await this.content.renameCategory(tx, id, name, nameEs);
      await this.audit.record(tx, actor, this.now(), {
        action: 'category.rename',
        objectType: 'category',
        objectId: id,
        before: { name: before.name, nameEs: before.nameEs },
        after: { name, nameEs: nameEs === undefined ? before.nameEs : nameEs || null },
      });
    });
    await this.versions.bump(cacheTags.category(id), cacheTags.categories, cacheTags.catalogue);
    return done('Category renamed');
  }

  // --- either kind ---

  /** Replaces a star's or category's picture (resized on the server). */
  async setPicture(
    member: SessionMember | null,
    kind: TaxonKind,
    id: number,
    dataUrl: string,
  ): Promise<AdminDone> {
    const actor = staffOf(member);
    const rules = KINDS[kind];
    found(await this.taxon(kind, id), rules.what);
    const url = await this.storePicture('pictures', dataUrl, rules.pictureWidth);
    await this.transaction(async (tx) => {
      const before = found(await this.taxon(kind, id, tx), rules.what);
      await this.content.setPicture(tx, kind, id, url);
      await this.audit.record(tx, actor, this.now(), {
        action: `${rules.objectType}.picture`,
        objectType: rules.objectType,
        objectId: id,
        before: { picture: before.picture },
        after: { picture: url },
      });
    });
    await this.versions.bump(rules.tag(id), rules.listTag, ...rules.pictureShownOn);
    return done('Picture saved');
  }

  /** Merges a star or category into another of its kind: its videos, followers and wizard picks move. */
  async merge(member: SessionMember | null, kind: TaxonKind, id: number, intoId: number): Promise<AdminDone> {
    const actor = staffOf(member);
    const { what, objectType, tag, listTag } = KINDS[kind];
    if (id === intoId) throw new BadRequestError(`A ${what.toLowerCase()} cannot be merged into itself`);
    const moved = await this.transaction(async (tx) => {
      const source = found(await this.taxon(kind, id, tx), what);
      const target = found(await this.taxon(kind, intoId, tx), what);
      // Kept whole in the audit row, so that the merge can be undone from there (docs/decisions/0055).
      const snapshot = found(await this.content.snapshot(tx, kind, id, intoId), what);
      const videoIds = await this.content.merge(tx, kind, id, intoId);
      await this.audit.record(tx, actor, this.now(), {
        action: `${objectType}.merge`,
        objectType,
        objectId: id,
        before: { source, target, snapshot },
        after: { mergedInto: intoId, videoIds },
      });
      return videoIds;
    });
    await this.versions.bump(
      tag(id),
      tag(intoId),
      listTag,
      cacheTags.catalogue,
      ...moved.map((v) => cacheTags.video(v)),
    );
    return done(`${what} merged; ${moved.length} videos moved`);
  }

  /** Deletes a star or category that has no videos (409 otherwise: merge it instead). */
  async remove(member: SessionMember | null, kind: TaxonKind, id: number): Promise<AdminDone> {
    const actor = staffOf(member);
    const { what, objectType, tag, listTag } = KINDS[kind];
    await this.transaction(async (tx) => {
      const before = found(await this.taxon(kind, id, tx), what);
      if (before.videoCount > 0) {
        const one = what.toLowerCase();
        throw new ConflictError(`This ${one} still has videos: merge it into another ${one} instead`);
      }
      const snapshot = found(await this.content.snapshot(tx, kind, id), what);
      await this.content.remove(tx, kind, id);
      await this.audit.record(tx, actor, this.now(), {
        action: `${objectType}.delete`,
        objectType,
        objectId: id,
        before: { ...before, snapshot },
        after: null,
      });
    });
    await this.versions.bump(tag(id), listTag);
    return done(`${what} deleted`);
  }

  private taxon(kind: TaxonKind, id: number, db?: Executor) {
    return kind === 'actors' ? this.content.star(id, db) : this.content.category(id, db);
  }

  // --- merge previews and undo (docs/decisions/0055) ---

  /** What merging star or category `id` into `intoId` would move, and what the target has already. */
  async mergePreview(
    member: SessionMember | null,
    kind: TaxonKind,
    id: number,
    intoId: number,
  ): Promise<AdminMergePreview> {
    staffOf(member);
    const { what } = KINDS[kind];
    if (id === intoId) throw new BadRequestError(`A ${what.toLowerCase()} cannot be merged into itself`);
    return this.transaction(async (tx) => {
      const snapshot = found(await this.content.snapshot(tx, kind, id, intoId), what);
      const target = found(await this.content.snapshot(tx, kind, intoId), what);
      return {
        source: refOf(snapshot),
        target: refOf(target),
        videos: snapshot.videoIds.length,
        videosShared: snapshot.sharedVideoIds.length,
        followers: snapshot.followers.length,
        followersShared: snapshot.sharedFollowerIds.length,
        picks: snapshot.picks.length,
        picksShared: snapshot.sharedPickIds.length,
      };
    });
  }

  /**
   * Undoes a merge or delete of a star or category from its audit entry: the row comes back with its old id
   * and external id (its page with it), and its videos, followers and picks; a merge's target loses what
   * the merge gave it. Once only; 409 when the old id or external id is taken again or the target is gone.
   */
  async undo(member: SessionMember | null, entryId: number): Promise<AdminDone> {
    const actor = staffOf(member);
    const at = this.now();
    const changed = await this.transaction(async (tx) => {
      const entry = await this.entryToUndo(tx, entryId, Object.keys(TAXON_UNDO));
      const undo = TAXON_UNDO[entry.action] ?? entry.action;
      const before = entry.before as { snapshot?: TaxonSnapshot; target?: unknown } | null;
      const after = entry.after as { mergedInto?: number } | null;
      const snapshot = before?.snapshot;
      if (!snapshot) throw new ConflictError('This entry was recorded before undo was possible');
      const id = Number(snapshot.row.id);
      const externalId = String(snapshot.row.wmc_external_id);
      if (await this.content.taken(tx, snapshot.kind, id, externalId)) {
        throw new ConflictError(`Its old id or external id (${externalId}) is in use again`);
      }
      const intoId = after?.mergedInto;
      if (intoId !== undefined && !(await this.content.snapshot(tx, snapshot.kind, intoId))) {
        throw new ConflictError('The one it was merged into is gone: it cannot be unmerged');
      }
      await this.content.restore(tx, snapshot, intoId);
      await this.recordUndo(tx, actor, at, entryId, {
        action: undo,
        objectType: entry.objectType,
        objectId: id,
        before: intoId !== undefined ? { mergedInto: intoId } : null,
        after: { restored: refOf(snapshot), undoes: entryId },
      });
      return { kind: snapshot.kind, id, intoId, videoIds: snapshot.videoIds };
    });
    const { tag, listTag } = KINDS[changed.kind];
    await this.versions.bump(
      tag(changed.id),
      ...(changed.intoId !== undefined ? [tag(changed.intoId)] : []),
      listTag,
      cacheTags.catalogue,
      ...changed.videoIds.map((v) => cacheTags.video(v)),
    );
    return done(changed.intoId !== undefined ? 'Merge undone' : 'Delete undone');
  }
}

/** What differs between the two kinds in staff's changes to them. */
const KINDS = {
  actors: {
    what: 'Star',
    objectType: 'star',
    tag: cacheTags.star,
    listTag: cacheTags.stars,
    pictureWidth: PICTURE_WIDTHS.star,
    // A video's answer carries its stars with their pictures (the catalogue's rows select them).
    pictureShownOn: [cacheTags.catalogue],
  },
  categories: {
    what: 'Category',
    objectType: 'category',
    tag: cacheTags.category,
    listTag: cacheTags.categories,
    pictureWidth: PICTURE_WIDTHS.category,
    pictureShownOn: [],
  },
} as const satisfies Record<TaxonKind, unknown>;

/** The audit actions this undo knows (audit.repository.ts lists them too), and the action it records. */
export const TAXON_UNDO: Record<string, string> = {
  'star.merge': 'star.unmerge',
  'category.merge': 'category.unmerge',
  'star.delete': 'star.undelete',
  'category.delete': 'category.undelete',
};

function refOf(snapshot: TaxonSnapshot): { id: number; wmcExternalId: string; name: string } {
  const row = snapshot.row;
  const name =
    snapshot.kind === 'actors'
      ? `${String(row.first_name)} ${String(row.last_name)}`.trim()
      : String(row.name);
  return { id: Number(row.id), wmcExternalId: String(row.wmc_external_id), name };
}
