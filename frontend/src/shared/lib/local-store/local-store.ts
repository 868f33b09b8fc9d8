import { useSyncExternalStore } from 'react';

/**
 * A small value kept in the browser's localStorage, shared by every component
 * that reads it and by other tabs (the `storage` event). Whatever is stored is
 * passed through `parse`, so a damaged or old value never breaks a page.
 */
export interface LocalStore<T> {
  get(): T;
  /** The value with nothing stored: what the server renders, so the browser hydrates the same HTML first. */
  initial(): T;
  set(next: T | ((current: T) => T)): void;
  subscribe(listener: () => void): () => void;
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function createLocalStore<T>(
  key: string,
  parse: (raw: unknown) => T,
  serialize: (value: T) => unknown = (value) => value,
): LocalStore<T> {
  const listeners = new Set<() => void>();
  let cachedRaw: string | null | undefined;
  let cached: T;

  const get = (): T => {
    const raw = typeof window === 'undefined' ? null : readStorage(key);
    if (raw !== cachedRaw || cachedRaw === undefined) {
      cachedRaw = raw;
      let value: unknown = null;
      try {
        value = raw === null ? null : JSON.parse(raw);
      } catch {
        value = null;
      }
      cached = parse(value);
    }
    return cached;
  };

  const notify = () => listeners.forEach((listener) => listener());

  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) notify();
  };

  let initial: { value: T } | undefined;
  return {
    get,
    initial() {
      initial ??= { value: parse(null) };
      return initial.value;
    },
    set(next) {
      const value = typeof next === 'function' ? (next as (current: T) => T)(get()) : next;
      const raw = JSON.stringify(serialize(value));
      try {
        window.localStorage.setItem(key, raw);
      } catch {
        // Storage full or blocked (private mode): the change lasts only for this page.
      }
      cachedRaw = raw;
      cached = value;
      notify();
    },
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** The store's current value, re-rendering on every change (this tab or another). */
export function useLocalStore<T>(store: LocalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.initial);
}
