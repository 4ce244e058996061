/**
 * Writing the closed-bars list (docs/widgets/promo-bars.md): with the closing code only, so the widget's
 * chunk (./index.ts) carries just the reading half (./storage.ts).
 */
import { CLOSED_BARS_KEY, ID, MAX_CLOSED } from './storage';

/** The list after closing `id`: appended once, the oldest dropped beyond the cap. */
export function addClosedBar(list: readonly string[], id: string): string[] {
  if (!ID.test(id)) return [...list];
  return [...list.filter((x) => x !== id), id].slice(-MAX_CLOSED);
}

/** Stores the list; false when storage refuses (full, blocked). */
export function writeClosedBars(list: readonly string[], storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage): boolean {
  try {
    storage?.setItem(CLOSED_BARS_KEY, JSON.stringify(list));
    return !!storage;
  } catch {
    return false;
  }
}
