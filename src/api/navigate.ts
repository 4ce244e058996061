/**
 * Partial page navigation (docs/theme-guide.md#elements-the-bundle-handles-without-a-marker): fetch the page (16 s time-out), replace the
 * matching regions (`[data-region]`, legacy `#content`, `#breadcrumbs`), push history. Any failure
 * falls back to a full navigation. The scanner unmounts widgets of replaced regions and mounts new ones.
 */
import { arrived, leaving } from './navigate-aids';

import { httpUrl, sameOriginUrl } from '../util/url';
import { trustedHtml } from '../util/trusted-types';
import { liveAll, liveFirst } from '../util/off';

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
  const controller = (inflight = new AbortController());
  leaving(push);
  try {
    // mode same-origin: a redirect to another origin (an open redirect of the shop) is a network error,
    // so another origin's HTML is never parsed here; the catch below loads the URL as a whole page.
    const res = await fetch(href, {
      headers: { accept: 'text/html' },
      credentials: 'same-origin',
      mode: 'same-origin',
      signal: AbortSignal.any([controller.signal, AbortSignal.timeout(NAVIGATE_TIMEOUT)]),
    });
    const type = res.headers.get('content-type') || '';
    if (!res.ok || !type.includes('html')) throw new Error(`HTTP ${res.status} ${type}`);
    if (res.url && !sameOriginUrl(res.url)) throw new Error(`redirected to another origin`);
    // The shop's own page, parsed inert (no script runs): HTML through the one Trusted Types policy.
    const next = new DOMParser().parseFromString(trustedHtml(await res.text()), 'text/html');
    const pairs = matchRegions(document, next);
    if (!pairs.length) throw new Error('the page has no matching regions');
    const added = pairs.map(([el, other]) => {
      const node = document.importNode(other, true);
      el.replaceWith(node);
      return node;
    });
    if (next.title) document.title = next.title;
    if (push) history.pushState({ storefront: true }, '', res.url || href);
    else if (!history.state?.storefront) history.replaceState({ storefront: true }, '');
    arrived(added, push);
    document.dispatchEvent(new CustomEvent('storefront:navigated', { detail: { url: res.url || href } }));
    return res.headers;
  } catch (error) {
    if (controller.signal.aborted && !(error instanceof Error && error.name === 'TimeoutError')) return; // superseded
    console.warn(`[storefront] partial load of ${href} failed (${String(error)}); loading the whole page.`);
    location.assign(href);
  }
}
