/**
 * Space for the body_top snippets before they come. The batch answer places the shop's body_top snippets at
 * the top of the page, after the first paint: without help everything below moves down by their height. So
 * the core remembers, per page type (`storefront:<type>`, and the latest page's under LAST_TOP_KEY), how much
 * the snippets pushed the page, in the first frame's cookie (./frame-cookie.ts) and in sessionStorage (what the
 * old way's tag reads); on the next page the inline part of
 * dist/head.html, before the first paint, holds that height (this type's, else the latest of any type) as an
 * empty first box of <body>'s content, `body::before` (markers/first-frame.ts; the old way's
 * src/ui/top-reserve.ts: a transparent top border). The core turns it into an empty `<div id="sf-top">` of the
 * same height at the start of <body> (same task,
 * nothing moves); each snippet placed takes its height out of that box in the same task, so the content below
 * stays where it was painted.
 *  - Snippets taller than the box: the excess moves the page (as the first page of a session does).
 *  - Snippets shorter, none at all, or no answer (call failed or never came): what is left of the box is
 *    kept, blank, while it is in view, and removed once the shopper has scrolled it out of view (scroll
 *    anchoring keeps what is on screen still). The stored height follows what this page placed.
 *  - A late entry (the page painted before it ran) reserves nothing: adding the box would itself move the page.
 */
import { whenOutOfView } from '../ui/out-of-view';
import { adoptSheet } from '../util/builtins';
import { scrollOwn } from '../util/own-scroll';
import type { rememberFrame } from './frame-cookie';

export const TOP_ID = 'sf-top';
export const topKey = (pageType: string) => `storefront:${pageType}`;
/** The longest page type remembered: dist/head.html's inline part reads no longer key, before doing anything with it. */
export const MAX_TYPE = 100;
/**
 * The height the latest page of any type measured: the reserve of a page type this session has not shown
 * yet (home, then a product page: the usual path). A leading space, which no page type has.
 */
export const LAST_TOP_KEY = 'storefront: last';

/**
 * The document's key (`Symbol.for`) of the constructed sheet that holds the reserve: dist/head.html's
 * inline part (src/head.ts) writes it, with the height in `--sf-top` on <body>.
 */
export const TOP_SHEET = 'storefront.top-reserve';

/**
 * The document's key (`Symbol.for`) of `rememberFrame` as the inline part of dist/head.html carries it: the core
 * writes through it (below), so the writer (./frame-cookie.ts) costs the core's chunk nothing, and a page with the old
 * way's tag (whose next page reads storage, not this cookie) writes no cookie.
 */
export const FRAME_WRITER = 'storefront.frame';

/**
 * The end of the page: content the batch answer appends to <body> (top layers, snippets of other regions)
 * moves nothing above it, but a short page it makes taller than the window gets a scrollbar where the
 * browser draws one (Firefox, Windows, Linux desktops: 12-17 px), and the whole page moves sideways. So the
 * latest page's end height (any type: top layers are shop-wide) is reserved too, as a transparent bottom
 * border of <body> (`--sf-bottom`; markers/first-frame.ts says why not a last box), and turned into
 * `<div id="sf-end">` at the end of <body> with the top box; what goes at the end goes before it and takes its
 * height out of it. The box paints nothing: its own move down as content goes in above it is no shift
 * (Chromium counts none).
 */
export const END_ID = 'sf-end';
export const END_KEY = 'storefront: end';

/**
 * Stored for the next page: the first frame's cookie (what the inline part reads; written by the inline part's
 * own writer, FRAME_WRITER), then sessionStorage (the old way's tag).
 */
function remember(key: string, value: string) {
  (document as unknown as Record<symbol, typeof rememberFrame | undefined>)[Symbol.for(FRAME_WRITER)]?.(key, value);
  sessionStorage.setItem(key, value);
}

const div = (id: string, px: number) => Object.assign(document.createElement('div'), { id, style: `height:${px}px` });

/** The boxes once made (this module's own elements: never looked up by id, which a review's markup may carry). */
let made: { top: HTMLElement | null; end: HTMLElement } | undefined;

/**
 * The reserved boxes, made from the reserve (the inline part's sheet, or the old way's inline border) in the
 * same task, so nothing moves: the top one (null when nothing was reserved there) and the end one (an empty
 * box of 0 px when nothing was: margins collapse through it, so it changes no layout, and it measures what
 * goes before it).
 */
function boxes(): { top: HTMLElement | null; end: HTMLElement } {
  if (made) return made;
  const body = document.body;
  const doc = document as unknown as Record<symbol, CSSStyleSheet | undefined>;
  const sheet = doc[Symbol.for(TOP_SHEET)];
  // The heights only from our own sheet: a theme's variables of the same name reserve nothing.
  const style = sheet && getComputedStyle(body);
  const px = (name: string) => (style && parseFloat(style.getPropertyValue(name))) || 0;
  const top = parseFloat(body.style.borderTopWidth) || px('--sf-top');
  made = { top: top ? div(TOP_ID, top) : null, end: div(END_ID, px('--sf-bottom')) };
  if (sheet) {
    adoptSheet(sheet, true);
    doc[Symbol.for(TOP_SHEET)] = undefined;
  }
  body.style.borderTop = '';
  if (made.top) body.prepend(made.top);
  if (document.readyState != 'loading') body.append(made.end);
  else {
    // The page is still parsed (the bundle may start before the rest of a slow page has come): its end is not
    // there yet, and a box appended now would stand mid-page, the rest parsed after it. The reserve stays a
    // bottom border of <body> until then (what the sheet had), and becomes the box in the same task.
    const end = made.end;
    body.style.borderBottom = `${end.style.height} solid #0000`;
    document.addEventListener('DOMContentLoaded', () => ((body.style.borderBottom = ''), endSettled || body.append(end)), { once: true });
  }
  return made;
}

let grown = 0;
let endGrown = 0;
let settled = false;
let endSettled = false;

/**
 * The first element after `end` that takes space in the flow (server content below the snippets): not
 * one taken out of it (an off-screen skip link, a fixed bar, a hidden element), which the snippets do not move.
 */
function below(end: Node): Element | null {
  for (let n = end.nextSibling; n; n = n.nextSibling) {
    if (n instanceof Element && n.getClientRects().length && !/absolute|fixed/.test(getComputedStyle(n).position)) return n;
  }
  return null;
}

/**
 * Inserts body_top nodes with `insert` (before `end`) and takes the height they add out of the reserved
 * box, in one task. The first element in the flow below `end` is measured before and after. What the box
 * cannot take (nothing reserved: the first page of a session; snippets taller than the reserve) is placed
 * where it moves nothing the shopper sees: the window scrolls down by what went in above, in the same task,
 * so the content on screen stays where it was painted and the snippets stand just above the window, where
 * scrolling up shows them (what the browser's scroll anchoring does once the page is scrolled; this also
 * holds at the very top, where it does not act, and in an engine without it).
 */
export function placeTop(insert: () => void, end: Node) {
  const el = boxes().top;
  const ref = below(end);
  const before = ref?.getBoundingClientRect().top ?? 0;
  const y = scrollY;
  insert();
  // In the document: a scroll the browser's anchoring made meanwhile is not a height that went in.
  const added = ref ? ref.getBoundingClientRect().top + scrollY - y - before : 0;
  if (added <= 0) return;
  grown += added;
  const held = el ? parseFloat(el.style.height) : 0;
  if (el) el.style.height = `${Math.max(0, held - added)}px`;
  // Still moved on screen, it was in view (content below the window that moves down is not seen), and the
  // page has painted (before that nothing is seen to move; and Firefox records no first contentful paint for a
  // page scrolled before it).
  const moved = ref!.getBoundingClientRect().top - before;
  if (moved >= 0.5 && before < innerHeight && performance.getEntriesByName('first-contentful-paint').length) holdStill(moved);
}

/**
 * Scrolls the window down by `px` at once, as the bundle's own move (../util/own-scroll.ts: it is not the
 * shopper's first scroll). A page too short to scroll that far first gets the missing room as blank space in
 * the end box, below everything (the theme guide's `scrollbar-gutter: stable` keeps a scrollbar that this
 * brings from moving the page).
 */
function holdStill(px: number) {
  const { end } = boxes();
  const body = document.body;
  if (!end.isConnected && document.readyState != 'loading') body.append(end);
  // The end box is the last in the flow: its bottom is the content's, in the window's terms; while the page is
  // parsed, the bottom of <body>, whose bottom border stands for the box until then (see boxes()).
  const room = px + innerHeight - (end.isConnected ? end : body).getBoundingClientRect().bottom;
  if (room > 0) {
    end.style.height = `${parseFloat(end.style.height) + room}px`;
    if (!end.isConnected) body.style.borderBottomWidth = end.style.height;
  }
  scrollOwn(px);
}

/**
 * The answer was handled (`ok`: the snippets were placed; false: no answer): store what this page's
 * snippets measured, and give back what is left of the box without a jump. Once per page.
 */
export function settleTop(pageType: string, ok: boolean) {
  if (settled) return;
  settled = true;
  try {
    if (ok) for (const key of [pageType.length <= MAX_TYPE && topKey(pageType), LAST_TOP_KEY]) if (key) remember(key, String(Math.round(grown * 100) / 100));
  } catch {
    /* storage blocked: every page measures as a first one */
  }
  const el = boxes().top;
  if (!el) return;
  // Less than a pixel left (the stored height is rounded): not a visible move.
  if (!(parseFloat(el.style.height) >= 1)) return el.remove();
  whenOutOfView([el], () => el.remove());
}

/**
 * Appends nodes at the end of <body>, before the end box, and takes the height they add out of it, in one
 * task. An empty box is first moved to the end (what others appended since stays before it: no layout change).
 */
export function placeEnd(nodes: Node[]) {
  const { end } = boxes();
  // Settled and gone (a later refresh's snippets): at the end, measured no more.
  if (!end.isConnected) return document.body.append(...nodes);
  const left = parseFloat(end.style.height);
  if (!left) document.body.append(end);
  const before = end.getBoundingClientRect().top;
  end.before(...nodes);
  const added = end.getBoundingClientRect().top - before;
  if (added <= 0) return;
  endGrown += added;
  end.style.height = `${Math.max(0, left - added)}px`;
}

/**
 * The answer's end content was placed (`ok`), or there was no answer: store what this page placed at the end,
 * and give back what is left of the end box once it is out of view, unless that would change whether the page
 * is taller than the window (a scrollbar coming or going moves the page sideways): then it stays, blank, below
 * everything. Once per page.
 */
export function settleEnd(ok: boolean) {
  if (endSettled) return;
  endSettled = true;
  try {
    if (ok) remember(END_KEY, String(Math.round(endGrown * 100) / 100));
  } catch {
    /* storage blocked: the next page reserves nothing */
  }
  const { end } = boxes();
  const left = parseFloat(end.style.height);
  if (!(left >= 1)) return end.remove();
  whenOutOfView([end], () => {
    const root = document.documentElement;
    const over = (h: number) => h > root.clientHeight;
    if (over(root.scrollHeight) === over(root.scrollHeight - left)) end.remove();
  });
}

/** Tests: forget what this page measured. */
export function resetTop() {
  made = undefined;
  grown = endGrown = 0;
  settled = endSettled = false;
}
