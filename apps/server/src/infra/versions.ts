/**
 * Version numbers of the things cached answers show (docs/decisions/0011). A cached answer remembers the
 * numbers of its tags when it was made and is good while they are unchanged; a write that changes what an
 * answer shows bumps the answer's tags once its transaction has committed. Tag names come from `cacheTags`.
 *
 * The numbers are opaque: equal means unchanged, nothing else may be read into them.
 */
export interface Versions {
  /** The tag's number now. Synchronous and local: it is read on every cache hit. */
  current(tag: string): number;
  /** Changes the numbers of the tags, then tells every listener; resolves once the listeners have run. */
  bump(...tags: string[]): Promise<void>;
  /** Called with the tags of every bump; answers a function that removes the listener. */
  onBump(listener: BumpListener): () => void;
}

export type BumpListener = (tags: readonly string[]) => void | Promise<void>;

/** The numbers of `tags` now, in the same order: what an entry stores to be checked with `unchanged`. */
export function versionsOf(versions: Versions, tags: readonly string[]): number[] {
  return tags.map((tag) => versions.current(tag));
}

/** Whether every tag still has the number it had when `stored` was taken. */
export function unchanged(versions: Versions, tags: readonly string[], stored: readonly number[]): boolean {
  return tags.length === stored.length && tags.every((tag, i) => versions.current(tag) === stored[i]);
}

/**
 * The versions of one process. A tag's number is taken from one counter for the whole process, so a
 * number is never issued twice; that lets the table of bumped tags be bounded: when it is full it is
 * emptied and every tag, bumped or not, moves to a number above all issued so far (every cached entry then
 * misses once, which is rare and harmless).
 *
 * A cross-process implementation (Redis pub/sub, cluster IPC) wraps one of these: `bump` broadcasts the
 * tags, and every process, the bumping one included, calls `apply` with the tags it receives, so its local
 * numbers stay current and its listeners run.
 */
export class LocalVersions implements Versions {
  private readonly numbers = new Map<string, number>();
  private readonly listeners = new Set<BumpListener>();
  /** The number of every tag not in the table. */
  private floor = 0;
  private issued = 0;
  private readonly maxTags: number;
  private readonly onError: (error: unknown) => void;

  constructor(options: { maxTags?: number; onError?: (error: unknown) => void } = {}) {
    this.maxTags = options.maxTags ?? 100_000;
    this.onError = options.onError ?? (() => undefined);
  }

  current(tag: string): number {
    return this.numbers.get(tag) ?? this.floor;
  }

  /** How many tags have numbers of their own now (for the bound's test). */
  get size(): number {
    return this.numbers.size;
  }

  bump(...tags: string[]): Promise<void> {
    return this.apply(tags);
  }

  /** Changes the local numbers and runs the listeners. A listener's failure is reported, never thrown: the
   * write that bumped has committed, and its caller must not see an error for it. */
  async apply(tags: readonly string[]): Promise<void> {
    if (tags.length === 0) return;
    if (this.numbers.size + tags.length > this.maxTags) {
      this.numbers.clear();
      this.floor = ++this.issued;
    }
    for (const tag of tags) this.numbers.set(tag, ++this.issued);
    const results = await Promise.allSettled([...this.listeners].map(async (listener) => listener(tags)));
    for (const result of results) if (result.status === 'rejected') this.onError(result.reason);
  }

  onBump(listener: BumpListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
