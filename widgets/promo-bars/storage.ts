/**
 * The closed-bars list (docs/widgets/promo-bars.md): localStorage `closedBars`, a JSON array of bar
 * element ids. Garbage, wrong types and huge lists are tolerated: the list is cleaned and capped.
 * Reading only: the widget's chunk carries it; writing (./storage-write.ts) comes with the closing code.
 */
export const CLOSED_BARS_KEY = 'closedBars';
export const MAX_CLOSED = 100; // ids kept (the most recent): a shop has a handful of bars at a time
const MAX_RAW = 100_000; // characters parsed at most; longer is garbage (the next close rewrites it)
export const ID = /^[\w:.-]{1,100}$/;

/** The valid ids of a list (anything but an array: none), each once, the latest MAX_CLOSED. */
export const cleanClosedBars = (value: unknown): string[] => (Array.isArray(value) ? [...new Set(value.filter((v): v is string => typeof v === 'string' && ID.test(v)))].slice(-MAX_CLOSED) : []);

/** The valid ids of a stored value (anything else: none). */
export function parseClosedBars(raw: string | null | undefined): string[] {
  try {
    return cleanClosedBars(raw && raw.length <= MAX_RAW ? JSON.parse(raw) : []);
  } catch {
    return [];
  }
}

/** The stored ids, or none when storage is unavailable (private mode, blocked). */
export function readClosedBars(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): string[] {
  try {
    return parseClosedBars(storage?.getItem(CLOSED_BARS_KEY));
  } catch {
    return [];
  }
}
