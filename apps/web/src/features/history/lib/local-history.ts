/**
 * Visitors' watch history (docs/decisions/0032): the same entries members keep on the server, kept in this browser's
 * localStorage only; nothing of it is ever sent (docs/decisions/0032).
 */
import { isResumablePosition, type HistoryEntry } from '@starlane/contract';
import { localValue } from '@/lib/local-value';

export const LOCAL_HISTORY_KEY = 'starlane-history';
/** The oldest entries beyond this many are dropped: localStorage is small and shared with the site. */
export const LOCAL_HISTORY_MAX = 100;

export interface LocalHistory {
  paused: boolean;
  /** Last watched first. */
  entries: HistoryEntry[];
}

const EMPTY: LocalHistory = { paused: false, entries: [] };

function isEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<HistoryEntry>;
  return (
    typeof entry.positionSeconds === 'number' &&
    typeof entry.watchedAt === 'string' &&
    typeof entry.movie?.wmcExternalId === 'string' &&
    typeof entry.movie.title === 'string'
  );
}

/** The stored history, its malformed entries left out. */
function parseHistory(raw: unknown): LocalHistory | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const parsed = raw as Partial<LocalHistory>;
  return {
    paused: parsed.paused === true,
    entries: Array.isArray(parsed.entries) ? parsed.entries.filter(isEntry) : [],
  };
}

// A full or blocked storage loses the report (lib/local-value.ts): the history is a convenience.
const stored = localValue(LOCAL_HISTORY_KEY, parseHistory, EMPTY);

/** The stored history; anything unreadable counts as none. Same object while the stored text is the same. */
export function readLocalHistory(): LocalHistory {
  return stored.read();
}

const write = (history: LocalHistory) => {
  stored.write(history);
};

/** Moves the video to the top at this position; nothing while paused. */
export function recordLocalPosition(
  movie: HistoryEntry['movie'],
  positionSeconds: number,
  now = new Date(),
): void {
  const history = readLocalHistory();
  if (history.paused) return;
  const entry: HistoryEntry = {
    movie,
    positionSeconds: Math.floor(positionSeconds),
    watchedAt: now.toISOString(),
  };
  const others = history.entries.filter((e) => e.movie.wmcExternalId !== movie.wmcExternalId);
  write({ ...history, entries: [entry, ...others].slice(0, LOCAL_HISTORY_MAX) });
}

export function localPosition(wmcExternalId: string): number | null {
  return (
    readLocalHistory().entries.find((e) => e.movie.wmcExternalId === wmcExternalId)?.positionSeconds ?? null
  );
}

export function removeLocalEntry(wmcExternalId: string): void {
  const history = readLocalHistory();
  write({ ...history, entries: history.entries.filter((e) => e.movie.wmcExternalId !== wmcExternalId) });
}

export function clearLocalHistory(): void {
  write({ ...readLocalHistory(), entries: [] });
}

export function setLocalHistoryPaused(paused: boolean): void {
  write({ ...readLocalHistory(), paused });
}

/** Whether a position is worth offering to resume (the contract's rule), for a position that may be missing. */
export function isResumable(
  positionSeconds: number | null,
  lengthSeconds: number,
): positionSeconds is number {
  return positionSeconds !== null && isResumablePosition(positionSeconds, lengthSeconds);
}

/** The half-watched entries, as the server's "continue watching" picks them. */
export function inProgress(entries: readonly HistoryEntry[]): HistoryEntry[] {
  return entries.filter((e) => isResumable(e.positionSeconds, e.movie.length));
}

/** The visitor's history; empty on the server and while hydrating, so both render the same. */
export function useLocalHistory(): LocalHistory {
  return stored.use();
}
