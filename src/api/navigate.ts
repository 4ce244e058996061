/**
 * Partial page navigation (docs/theme-guide.md#elements-the-bundle-handles-without-a-marker): fetch the page
 * (16 s time-out), replace the matching regions (`[data-region]`, legacy `#content`, `#breadcrumbs`), push
 * history. Any failure falls back to a full navigation. The scanner unmounts widgets of replaced regions and
 * mounts new ones.
 */
import { arrived, leaving } from './navigate-arrival';

import { httpUrl } from '../util/url';
import { fetchPage, take, type PageAnswer } from './page-fetch';
import { trustedHtml } from '../util/trusted-types';
import { liveAll, liveFirst } from '../util/off';
import { elementAt, viewTransition } from '../util/builtins';

export const NAVIGATE_TIMEOUT = 16000;

/**
 * Which navigation a URL may have: partial for http(s) on the shop's own origin; a full load for http(s)
 * elsewhere; none for any other scheme (javascript:, data:, blob:, garbage), which is refused.
 */
export function navigationKind(url: unknown, base = location.href): 'partial' | 'full' | 'refused' {
  return kindOf(httpUrl(url, base), new URL(base).origin);
}

/** The kind for a URL already checked by httpUrl (null: refused), against the page's origin. */
const kindOf = (target: URL | null, origin: string) => (!target ? 'refused' : target.origin === origin ? 'partial' : 'full');

const LEGACY_REGIONS = ['content', 'breadcrumbs'];

/**
 * Pairs each region of the current page with its counterpart in the fetched page. Candidates inside
 * customer-written content (`data-storefront="off"`), in either page, are never regions: a review's
 * `<div data-region="sidebar">` neither replaces nor is replaced.
 */
export function matchRegions(current: Document, next: Document): [Element, Element][] {
  const pairs: [Element, Element][] = [];
  // The fetched page's first region of each name, in one pass (a page with thousands stays linear).
  const theirs = new Map<string, Element>();
  for (const el of liveAll(next, '[data-region]')) if (!theirs.has(el.getAttribute('data-region')!)) theirs.set(el.getAttribute('data-region')!, el);
  for (const el of liveAll(current, '[data-region]')) {
    const name = el.getAttribute('data-region');
    const other = name && theirs.get(name);
    if (other) pairs.push([el, other]);
  }
  for (const id of LEGACY_REGIONS) {
    const el = liveFirst(current, `#${id}`);
    const other = liveFirst(next, `#${id}`);
    if (el && other && !pairs.some(([a]) => a === el)) pairs.push([el, other]);
  }
  return pairs;
}

let inflight: AbortController | undefined;
/** The view transition of the last swap while it animates. */
let running: ViewTransition | undefined;
/** The shopper's press, key or wheel ends a running transition at once. */
const INPUTS = ['pointerdown', 'keydown', 'wheel'] as const;

/**
 * While a view transition runs the browser hit-tests the page's root at every point, so a press then
 * lands on `<html>`. The press ends the transition; its click, which goes to the root too, is handed to
 * what is under the pointer now (a link, a button), so a click is never lost to the animation.
 */
function retarget(e: MouseEvent) {
  const root = document.documentElement;
  const el = e.target === root && elementAt(e.clientX, e.clientY);
  if (!el || el === root) return;
  e.preventDefault();
  e.stopImmediatePropagation();
  el.dispatchEvent(new MouseEvent('click', e));
}

/**
 * Runs `update` (the region swap) inside a view transition where the browser has them and the shopper
 * has not asked for reduced motion; otherwise at once. Resolves to what `update` returned.
 */
async function inTransition<T>(update: () => T): Promise<T> {
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return update();
  let result: T;
  const t = viewTransition(() => void (result = update()));
  if (!t) return update();
  running = t;
  const skip = (e: Event) => {
    if (e.type === 'pointerdown' && e.target === document.documentElement) addEventListener('click', retarget, { capture: true, once: true });
    t.skipTransition();
  };
  INPUTS.forEach((type) => addEventListener(type, skip, { capture: true, passive: true }));
  const done = () => {
    INPUTS.forEach((type) => removeEventListener(type, skip, true));
    if (running === t) running = undefined;
  };
  t.finished.then(done, done);
  // A skipped transition rejects `ready` (it never animated): expected, not a failure.
  t.ready.catch(() => {});
  await t.updateCallbackDone;
  return result!;
}

/** A kept answer (fetched ahead on the shopper's intent), waited for no longer than the navigation's own signal allows. */
const within = (answer: Promise<PageAnswer | undefined> | undefined, signal: AbortSignal) =>
  answer &&
  new Promise<PageAnswer | undefined>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    void answer.then(resolve);
  });

/** Resolves to the response's headers when the regions were swapped (the core reads its tracking header), else undefined. */
export async function navigate(url: string, { push = true } = {}): Promise<Headers | undefined> {
  // Parsed once: the checked URL, absolute, is the one fetched and followed.
  const target = httpUrl(url);
  if (!target) {
    console.error(`[storefront] navigate(${JSON.stringify(String(url).slice(0, 80))}) refused: only http(s) URLs are followed.`);
    return;
  }
  const href = target.href;
  if (kindOf(target, location.origin) === 'full') return void location.assign(href);
  inflight?.abort();
  // A new navigation never waits for the last one's animation.
  running?.skipTransition();
  const controller = (inflight = new AbortController());
  leaving(push);
  try {
    const signal = AbortSignal.any([controller.signal, AbortSignal.timeout(NAVIGATE_TIMEOUT)]);
    // The answer fetched ahead when there is one (arrived or still coming); none, or a failed one: our own fetch.
    const answer = (await within(take(href), signal)) ?? (await fetchPage(href, signal));
    // The shop's own page, parsed inert (no script runs): HTML through the one Trusted Types policy.
    const next = new DOMParser().parseFromString(trustedHtml(answer.html), 'text/html');
    const pairs = matchRegions(document, next);
    if (!pairs.length) throw new Error('the page has no matching regions');
    const added = await inTransition(() => {
      // A newer navigation started while the transition waited for its first frame: this one swaps nothing.
      controller.signal.throwIfAborted();
      const nodes = pairs.map(([el, other]) => {
        const node = document.importNode(other, true);
        el.replaceWith(node);
        return node;
      });
      if (next.title) document.title = next.title;
      if (push) history.pushState({ storefront: true }, '', answer.url || href);
      else if (!history.state?.storefront) history.replaceState({ storefront: true }, '');
      return nodes;
    });
    arrived(added, push);
    document.dispatchEvent(new CustomEvent('storefront:navigated', { detail: { url: answer.url || href } }));
    return answer.headers;
  } catch (error) {
    if (controller.signal.aborted && !(error instanceof Error && error.name === 'TimeoutError')) return; // superseded
    console.warn(`[storefront] partial load of ${href} failed (${String(error)}); loading the whole page.`);
    location.assign(href);
  }
}
