/**
 * A theme developer's first try (a chunk the core loads only when needed: a queue to replay, an `on()`
 * name that never fires, a scanner warning): calls queued before the bundle ran, the wording of `on()`
 * name problems, and "did you mean" suggestions for misspelt widget and event names.
 */
import { EVENT_NAMES, isEventName } from './event-names';

/** Edit distance (insert, delete, replace, swap of neighbours), stopping once it passes `max`. */
export function distance(a: string, b: string, max = Infinity): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, prev2[j - 2]! + 1);
      row.push(d);
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length]!;
}

/**
 * The known name a misspelt one most likely meant: case and a `storefront:` prefix ignored, then the
 * nearest by edit distance (at most a third of its length, at least 1, at most 3). Undefined when none is near.
 */
export function suggest(name: string, known: readonly string[]): string | undefined {
  const plain = name
    .trim()
    .toLowerCase()
    .replace(/^storefront:/, '')
    .slice(0, 100);
  const max = Math.min(3, Math.max(1, Math.floor(plain.length / 3)));
  let best: string | undefined;
  let bestD = max + 1;
  for (const k of known) {
    const d = k === plain ? 0 : distance(plain, k, max);
    if (d < bestD) [best, bestD] = [k, d];
  }
  return best;
}

export const didYouMean = (name: string, known: readonly string[]) => {
  const s = suggest(name, known);
  return s && s !== name ? ` Did you mean "${s}"?` : '';
};

/** The console text for an `on()` name that never fires; undefined for a known one. */
export function onNameProblem(name: unknown): string | undefined {
  if (isEventName(name)) return undefined;
  const text = String(name);
  const fix = didYouMean(text, EVENT_NAMES);
  if (typeof name === 'string' && name.startsWith('storefront:') && isEventName(name.slice(11)))
    return `on(${JSON.stringify(text)}) never fires: the name takes no "storefront:" prefix (the DOM event is storefront:${name.slice(11)}).${fix}`;
  return `on(${JSON.stringify(text)}) never fires: there is no such event. Events: ${EVENT_NAMES.join(', ')}.${fix}`;
}

/** The console warning for an `on()` call that does nothing: a name that never fires, else a handler that is not a function. */
export const warnOn = (name: unknown) => console.warn(`[storefront] ${onNameProblem(name) ?? `on(${JSON.stringify(name)}, handler): the handler is not a function`}`);

/**
 * Calls a theme made before the bundle ran: `window.storefront` was then an array of
 * `[method, ...arguments]` (`(window.storefront ||= []).push(['define', name, widget])`, or a theme's own
 * stand-in whose `define()`/`on()` push such entries). Each runs now on the real interface, in order; one that
 * throws or names no method is reported and the rest still run. Anything else found there is reported.
 */
export function replay(queued: unknown, api: object): void {
  if (queued === undefined || queued === api) return;
  if (!Array.isArray(queued))
    return console.warn('[storefront] window.storefront was already set to something that is not a call queue (an array of [method, ...args]); it was replaced and its calls are lost.');
  for (const call of queued) {
    const [method, ...args] = Array.isArray(call) ? (call as unknown[]) : [call];
    const fn = Array.isArray(call) && typeof method === 'string' && Object.hasOwn(api, method) ? (api as Record<string, unknown>)[method] : undefined;
    if (typeof fn !== 'function') {
      console.warn(
        `[storefront] queued call ${JSON.stringify(method)} skipped: queue entries are [method, ...args] with a method of window.storefront (define, on, scan, refresh, ...).${didYouMean(String(method), Object.keys(api))}`,
      );
      continue;
    }
    try {
      (fn as (...a: unknown[]) => unknown)(...args);
    } catch (error) {
      console.error(`[storefront] queued call ${method} threw`, error);
    }
  }
}
