/**
 * The bundle's `storefront:*` events as a page of the shop hears them: one recorder for the specs, so that a
 * spec adds no listener of its own and casts no `window`. `recordEvents(page, ...names)` before `page.goto`
 * listens on `document` from the start of every page the tab opens (a listener added later, with
 * `recordEvents(page, ...)` after the page has loaded, hears only what comes next: see `now`).
 * Each detail is kept as plain data: an element as `<tag#id>`, an error as its message.
 */
import type { Page } from '@playwright/test';
import type { StorefrontEventName, StorefrontEvents } from '../../../src/storefront';

const KEY = '__sfEvents';

/** A detail as the recorder keeps it: elements and errors become text. */
export type Recorded<T> = { [P in keyof T]: T[P] extends Element ? string : P extends 'error' ? string : T[P] };

export interface EventLog<K extends StorefrontEventName> {
  /** The details of the current page's events of that name, in order. */
  details<N extends K>(name: N): Promise<Recorded<StorefrontEvents[N]>[]>;
}

function listen({ names, key }: { names: readonly string[]; key: string }) {
  const w = window as unknown as Record<string, Record<string, unknown[]>>;
  const log = (w[key] ??= {});
  const plain = (v: unknown) => (v instanceof Element ? `<${v.tagName.toLowerCase()}${v.id ? '#' + v.id : ''}>` : v instanceof Error ? v.message : v);
  for (const name of names) {
    if (log[name]) continue;
    log[name] = [];
    document.addEventListener(`storefront:${name}`, (e) => {
      const detail = (e as CustomEvent<Record<string, unknown>>).detail;
      log[name]!.push(detail && typeof detail === 'object' ? Object.fromEntries(Object.entries(detail).map(([k, v]) => [k, plain(v)])) : detail);
    });
  }
}

function reader<K extends StorefrontEventName>(page: Page): EventLog<K> {
  return {
    details: (name) => page.evaluate(([key, n]) => (window as unknown as Record<string, Record<string, unknown[]> | undefined>)[key]?.[n] ?? [], [KEY, name] as const) as never,
  };
}

/** Records these events on every page the tab opens, from its start. */
export async function recordEvents<K extends StorefrontEventName>(page: Page, ...names: K[]): Promise<EventLog<K>> {
  await page.addInitScript(listen, { names, key: KEY });
  return reader<K>(page);
}

/** Records these events on the current page from now on (not on later pages). */
export async function recordEventsNow<K extends StorefrontEventName>(page: Page, ...names: K[]): Promise<EventLog<K>> {
  await page.evaluate(listen, { names, key: KEY });
  return reader<K>(page);
}
