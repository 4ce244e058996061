/**
 * The first frame's cookie, `storefront_frame` (docs/theme-guide.md#what-the-bundle-stores): a copy of what the
 * inline part of dist/head.html needs before the first paint, kept where it reads anyway. The inline part reads
 * `document.cookie` for the strips' legacy cookies; reading localStorage and sessionStorage too made it ask the
 * browser process five times before the page could paint (each storage's permission check and load, and the
 * cookies), 6-7 ms of waiting at full speed on the test machine, four times that on a slow phone. So it reads
 * this cookie only:
 *  - `c`: the ids of the bars the shopper closed. localStorage `closedBars` stays the list (the legacy name,
 *    which the bars widget reads and writes); the widget copies it here when it closes a bar and when it finds
 *    the two differ (a list the legacy script left, or one changed in another tab).
 *  - `s`: the first-frame entries: `storefront:<type>` and the latest heights at the top and the end, written
 *    here (through ./top-space.ts FRAME_WRITER) and to sessionStorage (which the old way's tag reads: src/ui/top-reserve.ts)
 *    by ./top-space.ts; what the phone view moved, written here only, by the inline part once the page is
 *    parsed (rememberLayout, below).
 * The value is JSON, URI-encoded, at most MAX_FRAME characters: the oldest entries go first when it would be
 * longer. Read as untrusted text (a sibling subdomain can set a cookie): unknown shapes are dropped here, and
 * every value that reaches CSS is escaped or read as a number by markers/first-frame.ts.
 */
import type { ViewLevel } from '../types';
import { CRUMBS_MOVED, GRID_KEY } from '../ui/view-layout';
import { liveById, liveFirst } from '../util/off';

export const FRAME_COOKIE = 'storefront_frame';
/** The longest value read or written, in characters (a whole cookie line is 4,096 bytes in browsers). */
export const MAX_FRAME = 3000;
/** sessionStorage entries kept, the latest: a shop has a few page types. */
export const MAX_ENTRIES = 24;

export interface Frame {
  /** The closed bars' ids, unchecked (markers/first-frame.ts cleans them as the widget does). */
  c: unknown[];
  /** sessionStorage first-frame entries, oldest first. */
  s: [string, string][];
}

const entry = (e: unknown): e is [string, string] =>
  Array.isArray(e) && typeof e[0] == 'string' && typeof e[1] == 'string' && e[0].startsWith('storefront:') && e[0].length <= 120 && e[1].length <= 200;

/**
 * The cookie's raw (encoded) value when it is an encoded JSON object. One anchored pattern, not src/ui/cookies.ts
 * `readCookie` (which splits the whole header and decodes every candidate) nor its `cookieString` for writing
 * (its name check, message and date): this module is carried by the inline part of dist/head.html, whose bytes
 * every page pays.
 */
const stored = (header: string) => /(?:^|;) *storefront_frame=(%7B[^;]*)/.exec(header)?.[1];

/**
 * The frame in a cookie header; nothing (no throw) for a missing, long or odd value. Parsed only when it is
 * an encoded JSON object of at most MAX_FRAME characters, so only malformed text throws (a stack costs).
 */
export function readFrame(header: string): Frame {
  let v = null as { c?: unknown; s?: unknown } | null;
  const raw = stored(header);
  if (raw && raw.length <= MAX_FRAME)
    try {
      v = JSON.parse(decodeURIComponent(raw)) as { c?: unknown; s?: unknown } | null;
    } catch {
      /* garbage: nothing remembered */
    }
  return { c: Array.isArray(v?.c) ? v.c.slice(-100) : [], s: Array.isArray(v?.s) ? v.s.filter(entry).slice(-MAX_ENTRIES) : [] };
}

/** The cookie's text for `frame`: the oldest entries, then the oldest ids, dropped until it fits MAX_FRAME encoded. */
export function frameText(frame: Frame): string {
  const c = [...frame.c];
  const s = [...frame.s];
  let text;
  while (encodeURIComponent((text = JSON.stringify({ c, s }))).length > MAX_FRAME) (s.length ? s : c).shift();
  return text;
}

function update(change: (frame: Frame) => void) {
  try {
    const header = document.cookie;
    const frame = readFrame(header);
    change(frame);
    const value = encodeURIComponent(frameText(frame));
    // Written only when it changed (the bars widget copies its list on every page it mounts on). A year (closed
    // bars stay closed: the legacy list never expired); each write renews it. No expires attribute: every
    // browser the bundle runs in knows max-age.
    if (value !== stored(header)) document.cookie = `${FRAME_COOKIE}=${value};max-age=31536000;path=/;SameSite=Lax`;
  } catch {
    /* cookies blocked: the next page hides and holds nothing before its first paint */
  }
}

/**
 * Once the page is parsed, on a phone or tablet: what this page's layout moved, and the grid's height, kept
 * for the next page. The shop's layout only: a review's grid block, box or crumbs (in an "off" region) are
 * not remembered.
 */
export function rememberLayout(doc: Document, view: ViewLevel) {
  if (view > 2) return;
  const el = liveFirst(doc, '[data-mobile-grid]');
  const box = view === 1 && el && liveById(doc, el.dataset.mobileGrid);
  const grid = box && box.contains(el) ? `${box.id} ${box.offsetHeight}` : '- 0';
  rememberFrame(GRID_KEY, `${grid} ${liveFirst(doc, CRUMBS_MOVED) ? 1 : 0}`);
}

/** Copies a first-frame sessionStorage entry (the caller writes sessionStorage itself). */
export const rememberFrame = (key: string, value: string) => update((f) => void (f.s = [...f.s.filter(([k]) => k !== key), [key, value]]));

/** Copies the closed bars' list (localStorage `closedBars`, which the caller keeps). */
export const rememberClosed = (ids: readonly string[]) => update((f) => void (f.c = [...ids]));
