/**
 * Fetching one of the shop's own pages for partial navigation, and the answers fetched ahead on the
 * shopper's intent (./prefetch.ts) that a click then takes instead of asking the network again
 * (./navigate.ts). Shared by both chunks, so neither holds the other's code.
 */
import { sameOriginUrl } from '../util/url';

/** A page answer that passed every check: the shop's own HTML, where it ended up and its headers. */
export interface PageAnswer {
  url: string;
  headers: Headers;
  html: string;
}

/**
 * The page as an answer, or a thrown error saying why not (an error status, not HTML, a redirect that
 * left the origin). mode same-origin: a redirect to another origin (an open redirect of the shop) is a
 * network error, so another origin's HTML is never read here.
 */
export async function fetchPage(href: string, signal: AbortSignal, priority: RequestPriority = 'auto'): Promise<PageAnswer> {
  const res = await fetch(href, { headers: { accept: 'text/html' }, credentials: 'same-origin', mode: 'same-origin', priority, signal });
  const type = res.headers.get('content-type') || '';
  if (!res.ok || !type.includes('html')) throw new Error(`HTTP ${res.status} ${type}`);
  if (res.url && !sameOriginUrl(res.url)) throw new Error('redirected to another origin');
  return { url: res.url, headers: res.headers, html: await res.text() };
}

/** How long an answer fetched ahead is kept for the click, and how many at most. */
export const KEEP_MS = 30_000;
export const KEEP_MAX = 4;

interface Kept {
  at: number;
  /** Settles to undefined for any failure: a failed answer is never used. */
  answer: Promise<PageAnswer | undefined>;
}
const kept = new Map<string, Kept>();

/** Drops answers older than KEEP_MS, then the oldest beyond `room` (insertion order is age order). */
function prune(now: number, room: number) {
  for (const [href, k] of kept) if (now - k.at >= KEEP_MS) kept.delete(href);
  while (kept.size > room) kept.delete(kept.keys().next().value!);
}

/** Keeps an answer fetched ahead for `href` (an absolute, checked URL). */
export function keep(href: string, answer: Promise<PageAnswer | undefined>, now = Date.now()): void {
  kept.delete(href);
  prune(now, KEEP_MAX - 1);
  kept.set(href, { at: now, answer });
  // A failure frees its place at once: it is never used, and the click then fetches for itself.
  void answer.then((a) => a || (kept.get(href)?.answer === answer && kept.delete(href)));
}

/** The answer kept for `href`, still in flight or arrived, once (a page is shown from it at most once); undefined when none is fresh. */
export function take(href: string, now = Date.now()): Promise<PageAnswer | undefined> | undefined {
  prune(now, KEEP_MAX);
  const k = kept.get(href);
  kept.delete(href);
  return k?.answer;
}
