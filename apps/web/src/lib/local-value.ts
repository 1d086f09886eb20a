import { useSyncExternalStore } from 'react';

/**
 * A value kept in localStorage, read through useSyncExternalStore: the server and the hydrating browser see
 * `fallback` (so the server's HTML hydrates as rendered), the browser's stored value from the next render
 * on. Writes notify every reader in this tab; other tabs' writes arrive through the `storage` event. A
 * missing, unreadable or malformed entry reads as `fallback` (private modes can refuse storage).
 */
export interface LocalValue<T> {
  read(): T;
  write(value: T): void;
  use(): T;
}

export function localValue<T>(
  key: string,
  parse: (raw: unknown) => T | undefined,
  fallback: T,
): LocalValue<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cachedValue: T = fallback;

  const read = (): T => {
    let raw: string | null = null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return fallback;
    }
    // The same snapshot object while the stored text is unchanged, as useSyncExternalStore requires.
    if (raw === cachedRaw) return cachedValue;
    cachedRaw = raw;
    try {
      cachedValue = raw === null ? fallback : (parse(JSON.parse(raw)) ?? fallback);
    } catch {
      cachedValue = fallback;
    }
    return cachedValue;
  };

  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  };

  return {
    read,
    write(value: T) {
      try {
        window.localStorage.setItem(key, JSON.stringify(value));
      } catch {
        // Storage full or refused: the value lasts as long as the page.
        cachedRaw = undefined;
        cachedValue = value;
      }
      listeners.forEach((listener) => {
        listener();
      });
    },
    use() {
      return useSyncExternalStore(subscribe, read, () => fallback);
    },
  };
}

/** Parses a JSON array of strings (ids), keeping at most `max`. */
export function stringList(max: number) {
  return (raw: unknown): string[] | undefined =>
    Array.isArray(raw) ? raw.filter((x): x is string => typeof x === 'string').slice(0, max) : undefined;
}
