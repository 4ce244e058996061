import { readdirSync } from 'node:fs';
import { otherTypePage } from './other-type.ts';

/**
 * The position probe's cases and its one rule (test/browser/positions.spec.ts in Firefox, test/webkit/pages.test.ts
 * in WebKit; the probe itself: fixtures/server/blocks-probe.ts).
 */

/** One move the probe recorded: an element's layout place in the document before and after, page time. */
export interface Move {
  what: string;
  from: number[];
  to: number[];
  at: number;
}

interface PositionCase {
  theme: 'pages' | 'halny';
  first: string;
  file: string;
  width: number;
  core: boolean;
}

/**
 * A later page of the session after a page of another type, at a phone and a desktop width, on both themes.
 * `core`: in the quick Firefox look (`FIREFOX_CORE=1`); every case in `npm test`, in Firefox and in WebKit.
 */
const CASES: readonly PositionCase[] = [
  { theme: 'pages', first: 'projector.html', file: 'main.html', width: 390, core: true },
  { theme: 'pages', first: 'projector.html', file: 'main.html', width: 1280, core: false },
  { theme: 'pages', first: 'main.html', file: 'projector.html', width: 390, core: false },
  { theme: 'pages', first: 'main.html', file: 'projector.html', width: 1280, core: true },
  { theme: 'halny', first: 'projector.html', file: 'main.html', width: 390, core: false },
  { theme: 'halny', first: 'projector.html', file: 'main.html', width: 1280, core: true },
  { theme: 'halny', first: 'main.html', file: 'projector.html', width: 390, core: true },
  { theme: 'halny', first: 'main.html', file: 'projector.html', width: 1280, core: false },
  { theme: 'pages', first: 'widgets-projector.html', file: 'widgets-main.html', width: 390, core: false },
  { theme: 'pages', first: 'widgets-main.html', file: 'widgets-projector.html', width: 1280, core: false },
  // A short page that the answer's end content (a top layer) makes taller than the window: where a scrollbar
  // is drawn (Firefox here), it must be there from the first frame, or the whole page moves sideways.
  { theme: 'halny', first: 'main.html', file: 'unknown-widget.html', width: 1280, core: true },
  // A client-drawn price label whose lines have margins, in the theme's box that reserves them: in WebKit the
  // margins passed through the box (4 px) until the box was a formatting context of its own (flow-root).
  { theme: 'halny', first: 'main.html', file: 'bad-props.html', width: 1280, core: true },
  // A short phone page where the end reserve's blank box is in view while the top layer goes in above it: the
  // box moves down itself, and paints nothing (the probe had counted it: 56 px).
  { theme: 'pages', first: 'main.html', file: 'header-net.html', width: 390, core: true },
];

/**
 * `POSITIONS_ALL=1`, by hand: every fixture page of both themes at both widths, each a later page after a page
 * of another type (the home page, or from it a product page: as the bench's `--session other`), all of them
 * `core`. About 10 s a case in each engine (docs/testing.md "Where the blocks are").
 */
function everyPage(): PositionCase[] {
  return (['pages', 'halny'] as const).flatMap((theme) =>
    readdirSync(`fixtures/${theme}`)
      .filter((f) => f.endsWith('.html'))
      .sort()
      .flatMap((file) => [390, 1280].map((width) => ({ theme, first: otherTypePage(file), file, width, core: true }))),
  );
}

export const POSITION_CASES: readonly PositionCase[] = process.env.POSITIONS_ALL ? everyPage() : CASES;

/**
 * The elements that moved with the bundle and not without it (by name: tag, id, two classes). An element the
 * page moves by itself (an image without a size arriving) moves in both and is the page's own.
 */
export function moved(withBundle: readonly Move[], without: readonly Move[]): string[] {
  const own = new Set(without.map((m) => m.what));
  return [...new Set(withBundle.map((m) => m.what).filter((what) => !own.has(what)))];
}
