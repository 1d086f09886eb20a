import type { AccountExport } from '@starlane/contract';
import type { Tx } from '../db/transaction.js';

/** A part of "download my data": one key of the account export. */
export type ExportPart = keyof AccountExport;

/**
 * What one feature holds about a member, as "download my data" and "delete my account" reach it
 * (docs/decisions/0045). Each feature that keeps rows of a member implements it for its own tables, the
 * composition root collects them with `memberDataOf`, and the accounts feature reads no table but its own.
 */
export interface MemberData<K extends ExportPart> {
  /** The feature's parts of the member's export, as held: taken-down videos included. */
  exportFor(memberId: string): Promise<Pick<AccountExport, K>>;
  /**
   * Removes what the feature holds of the member (or makes it anonymous, where the rows stay: comments,
   * views) and repairs what counted it, in the deletion's transaction, before the member row goes. Answers
   * the cache tags to bump once the transaction has committed.
   */
  eraseFor(tx: Tx, memberId: string): Promise<readonly string[]>;
}

type PartsOf<T> = T extends MemberData<infer K> ? K : never;

/**
 * The member data of several features as one: the export is their parts together, the erasure runs each
 * in turn in the one transaction. Its type names exactly the parts they cover, so a consumer that needs
 * every part does not compile while a feature's part is missing.
 */
export function memberDataOf<const S extends readonly MemberData<never>[]>(
  ...sources: S
): MemberData<PartsOf<S[number]>> {
  return {
    async exportFor(memberId) {
      const parts = await Promise.all(sources.map((source) => source.exportFor(memberId)));
      return Object.assign({}, ...parts) as Pick<AccountExport, PartsOf<S[number]>>;
    },
    async eraseFor(tx, memberId) {
      const tags = new Set<string>();
      for (const source of sources) for (const tag of await source.eraseFor(tx, memberId)) tags.add(tag);
      return [...tags];
    },
  };
}
