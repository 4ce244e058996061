import { yieldToMain } from './yield';

/**
 * `run` over `items`, `size` at a time, a task per slice (page data can hold thousands: one task for all was
 * a long one); before each slice `stop()` may end it. Resolves to whether every slice ran.
 */
export async function inSlices<T>(items: readonly T[], size: number, run: (slice: T[]) => void, stop: () => boolean): Promise<boolean> {
  for (let at = 0; at < items.length; at += size) {
    if (at > 0) await yieldToMain();
    if (stop()) return false;
    run(items.slice(at, at + size));
  }
  return true;
}
