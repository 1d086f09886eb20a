/**
 * Visitors' watch history (docs/decisions/0032): the same entries members keep on the server, kept in this browser's
 * localStorage only; nothing of it is ever sent (docs/decisions/0032).
 */
import { useSyncExternalStore } from 'react';
import { isResumablePosition, type HistoryEntry } from '@starlane/contract';

export const LOCAL_HISTORY_KEY = 'starlane-history';
/** The oldest entries beyond this many are dropped: localStorage is small and shared with the site. */
export const LOCAL_HISTORY_MAX = 100;

export interface LocalHistory {
  paused: boolean;
  /** Last watched first. */
  entries: HistoryEntry[];
}

const EMPTY: LocalHistory = { paused: false, entries: [] };
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    // Some browsers throw when storage is blocked; then there is simply no history.
    return undefined;
  }
}

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

let cachedRaw: string | null | undefined;
let cached: LocalHistory = EMPTY;

/** The stored history; anything unreadable counts as none. Same object while the stored text is the same. */
export function readLocalHistory(): LocalHistory {
  const raw = storage()?.getItem(LOCAL_HISTORY_KEY) ?? null;
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  cached = EMPTY;
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as Partial<LocalHistory>;
      cached = {
        paused: parsed.paused === true,
        entries: Array.isArray(parsed.entries) ? parsed.entries.filter(isEntry) : [],
      };
    } catch {
      cached = EMPTY;
    }
  }
  return cached;
}

function write(history: LocalHistory): void {
  try {
    storage()?.setItem(LOCAL_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // Storage full or blocked: the history is a convenience, losing a report is fine.
  }
  for (const listener of listeners) listener();
}

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

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's writes arrive as storage events.
  const onStorage = (event: StorageEvent) => {
    if (event.key === LOCAL_HISTORY_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The visitor's history; empty on the server and while hydrating, so both render the same. */
export function useLocalHistory(): LocalHistory {
  return useSyncExternalStore(subscribe, readLocalHistory, () => EMPTY);
}
