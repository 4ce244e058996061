/**
 * The suggestions cache (docs/widgets/search.md): one sessionStorage entry per search text, key
 * `search_v2_{text}` (the legacy `search_{text}` with a version: see CACHE_VERSION). Reading never throws:
 * storage may be disabled, full, or hold a value written by another script; such a value is dropped and the
 * text is fetched again.
 */
import { normalize, type SearchResult } from './query';

export const CACHE_PREFIX = 'search_';
/**
 * The key's version: entries of another shape or of older code (which took `/\evil.example` links) are
 * never read. Still under `search_`, which logout clears.
 */
export const CACHE_VERSION = 'v2';

export const cacheKey = (text: string) => `${CACHE_PREFIX}${CACHE_VERSION}_${text}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // blocked by the browser's privacy settings
  }
}

export function readCache(text: string, store: Storage | null = storage()): SearchResult | null {
  if (!store) return null;
  try {
    const raw = store.getItem(cacheKey(text));
    if (raw === null) return null;
    // Any script of the page can write here: an entry is used only when reading it back changes nothing,
    // i.e. every link in it passes the same-origin check and every field has the shape this code writes.
    const result = normalize(JSON.parse(raw));
    if (!result || JSON.stringify(result) !== raw) {
      store.removeItem(cacheKey(text));
      return null;
    }
    return result;
  } catch {
    try {
      store.removeItem(cacheKey(text));
    } catch {
      /* nothing more to do */
    }
    return null;
  }
}

/** Writes the entry; when storage is full, drops the older search entries once and tries again. */
export function writeCache(text: string, result: SearchResult, store: Storage | null = storage()): boolean {
  if (!store) return false;
  const value = JSON.stringify(result);
  try {
    store.setItem(cacheKey(text), value);
    return true;
  } catch {
    try {
      const old: string[] = [];
      for (let i = 0; i < store.length; i++) {
        const k = store.key(i);
        if (k?.startsWith(CACHE_PREFIX)) old.push(k);
      }
      old.forEach((k) => store.removeItem(k));
      store.setItem(cacheKey(text), value);
      return true;
    } catch {
      return false;
    }
  }
}
