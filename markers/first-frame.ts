/**
 * What the first frame must show, as CSS (dist/head.html's inline part, src/head.ts): the bars the shopper
 * closed earlier and the strips whose cookie is set hidden, and the space of the body_top snippets held
 * (this page type's height from an earlier page of the session, else the latest page's of any type). Rules
 * apply to elements as the parser adds them, before any paint, in every engine, with no script waiting for
 * the document: a classic inline script in <head> can write them before <body> exists.
 * Pure: the inputs come from the cookies (src/head.ts reads `document.cookie` once; the first frame's own cookie,
 * src/api/frame-cookie.ts, copies what storage remembers); every stored text that reaches a selector is escaped
 * (`cssIdent`), so a cookie cannot write CSS.
 */
import { END_KEY, LAST_TOP_KEY } from '../src/api/top-space';
import { saneHeight } from '../src/ui/top-reserve';
import { readFrame } from '../src/api/frame-cookie';
import { CRUMBS_MOVED, GRID_KEY } from '../src/ui/view-layout';
import { cleanClosedBars } from '../widgets/promo-bars/storage';

export { GRID_KEY };
/** The closed bars' list as the bars widget reads it (localStorage; one parser: the two agree). */
export { readClosedBars } from '../widgets/promo-bars/storage';

/**
 * The first frame's input from the cookie header (src/api/frame-cookie.ts: the closed bars and the remembered
 * heights and moves), the closed bars cleaned as the bars widget cleans its list (the two agree).
 */
export function frameInput(cookies: string): FirstFrameInput {
  const { c, s } = readFrame(cookies);
  return { closed: cleanClosedBars(c), cookies, session: s };
}

/** A CSS identifier (or quoted-string body) for any text: every character but [A-Za-z0-9_-] escaped. */
export const cssIdent = (s: string) =>
  s.replace(/^(-?)(\d)|^-$|[^\w-]/g, (m: string, dash?: string, digit?: string) => (digit !== undefined ? `${dash}\\3${digit} ` : `\\${m.codePointAt(0)!.toString(16)} `));

export interface FirstFrameInput {
  /** Ids of the bars closed earlier (cleaned and capped as widgets/promo-bars/storage.ts cleans the list). */
  closed: readonly string[];
  /** `document.cookie`. */
  cookies: string;
  /** The first-frame sessionStorage entries (key, value), as the frame cookie copies them: `storefront:<type>` (a type of 100 characters at most), the latest heights, the phone view's moves. */
  session: readonly (readonly [string, string])[];
}

/** Bars outside the order process, where the bars widget does not run (the legacy `<html>` class, or body's data-order-process). */
const BARS = ':root:not(.order_process) body:not([data-order-process]:not([data-order-process=false])) .bars__item';
/** Those with an id, which the closed list names. */
export const OPEN_BARS = `${BARS}[id]`;

/** The bars and strips rules, and the `<html>` classes of the strips that are hidden (they go with them). */
export function hiddenCss({ closed, cookies }: FirstFrameInput): { css: string; dropClasses: string[] } {
  const bars = closed.map((id) => `${BARS}#${cssIdent(id)}{display:none!important}`);
  // Whole cookie names: after "; " (one is added in front of the first). The strips as rebate-code/cookie.ts names them.
  const c = `; ${cookies}`;
  const strips: string[] = [];
  const dropClasses: string[] = [];
  if (c.includes('; freeeshipping_clicked=')) {
    strips.push('#freeShipping,[data-widget~=rebate-code][data-cookie=freeeshipping_clicked]{display:none!important}');
    dropClasses.push('--freeShipping');
  }
  if (c.includes('; rabateCode_clicked=')) {
    strips.push('#rabateCode,[data-widget~=rebate-code]:not([data-cookie=freeeshipping_clicked]){display:none!important}');
    dropClasses.push('--rabateCode');
  }
  return { css: [...bars, ...strips].join('\n'), dropClasses };
}

/**
 * The reserves (src/api/top-space.ts turns them into boxes of the same heights and removes the rules):
 *  - the body_top snippets' space, as an empty first box of <body>'s content (`body::before`, its height in
 *    `--sf-top`): in the content, so a body with a `min-height` (a footer kept at the window's bottom) counts
 *    it as it will count the snippets, and of a fractional height, where a border is snapped to whole pixels
 *    (a 0.6 px step once the box replaced it). First, it never moves while the page is parsed. Only what is
 *    known when <body> opens can choose the height, or a paint before the rest would show one height and then
 *    another: a `body[data-page]` type with a height of its own (0 included) has it; every other page (legacy
 *    pages, whose `#container.<type>_page` comes later, and types not shown yet) has the latest page's height;
 *  - what the answer appends at the end of <body>: the latest page's height, whatever its type, so a short
 *    page is as tall in its first frame as it will be (a scrollbar that came later would move it sideways). A
 *    transparent bottom border (`--sf-bottom`), not a last box: a box after the content moves down as the
 *    parser adds content above it, and Chromium counts that (0.05 in every desktop perf load).
 */
export function reserveCss({ session }: FirstFrameInput): string {
  const latest = saneHeight(session.find(([k]) => k === LAST_TOP_KEY)?.[1]);
  const types = session
    // Page types only: a key with a space after the colon is none (the latest height, what the view moved), and
    // neither is one longer than the core stores (MAX_TYPE), skipped before any work (escaping grows with it):
    // the anchored pattern stops at the 100th character whatever follows.
    .filter(([k]) => /^storefront:[^ ].{0,99}$/s.test(k))
    .slice(0, 200)
    .map(([k, v]) => [cssIdent(k.slice(11)), saneHeight(v)] as const);
  const rule = (px: number) => `{--sf-top:${px}px}`;
  const rules = types.filter(([, px]) => px > 0).map(([type, px]) => `body[data-page="${type}"]${rule(px)}`);
  if (latest) rules.unshift(`body${types.map(([type]) => `:not([data-page="${type}"])`).join('')}${rule(latest)}`);
  // The box, a static block whatever a theme's own ::before is (until the core removes this sheet).
  if (rules.length) rules.push('body::before{content:"";display:block;position:static;height:var(--sf-top)}');
  const end = saneHeight(session.find(([k]) => k === END_KEY)?.[1]);
  if (end) rules.push(`body{--sf-bottom:${end}px;border-bottom:${end}px solid #0000}`);
  return rules.join('\n');
}

/**
 * What the view's layout (src/ui/view-layout.ts) moves or moves into, but the mobile grid's targets (named by
 * `data-mobile-grid`): while the page is parsed on a phone or tablet, src/head.ts applies the layout again
 * when one of these (or a target) has come.
 */
export const LAYOUT_ELEMENTS = '#breadcrumbs,#layout,#header,[data-mobile-grid],[data-breadcrumbs-desktop],[data-breadcrumbs-mobile]';

/**
 * What the view's moves (src/start/view.ts) need while the page is parsed, on a phone or tablet (src/head.ts
 * adopts these rules in those views only, and drops them once the page is parsed), from what the session's
 * latest such page moved (nothing on its first page, or after a theme that moves nothing):
 *  - breadcrumbs that moved there are not drawn until they stand in `#layout` (or
 *    `[data-breadcrumbs-mobile]`) here too: drawn in a painted header first, their move would pull up what
 *    stands between the header and `#layout` (the category menu of a product page). A theme whose
 *    breadcrumbs stay in the header never has them hidden;
 *  - phone only, the grid: an element that has not joined the container yet is not drawn, so it never leaves
 *    a painted header, and the container holds its earlier height, so an element parsed after the first
 *    paint (the footer's contact line) joins it without moving what is below.
 */
export function parsingCss({ session }: FirstFrameInput, phone: boolean): string {
  // Three parts at most, whatever the stored text holds.
  const [id = '', px, crumbs] = (session.find(([k]) => k === GRID_KEY)?.[1] ?? '').split(' ', 3);
  const box = `#${cssIdent(id.slice(0, 100))}`;
  // Customer-written content is never moved (src/start/view.ts), so never hidden to wait for a move.
  const off = '[data-storefront=off],[data-storefront=off] *';
  const grid = phone && id && id !== '-' ? `[data-mobile-grid]:not(${box}>*,${off}){display:none!important}${box}{min-height:${saneHeight(px)}px}` : '';
  return (crumbs === '1' ? `#breadcrumbs:not(${CRUMBS_MOVED},${off}){display:none!important}` : '') + grid;
}
