// @vitest-environment node
/** Where the mini basket's panel goes (widgets/mini-basket/place.ts), in viewport px: worked out by hand. */
import { describe, expect, it } from 'vitest';
import { panelPlace, togglePlace } from '../../widgets/mini-basket/place';

describe('panelPlace(link box, panel width, viewport width, viewport height)', () => {
  it.each([
    // a basket at the right of a desktop header: right edges aligned (1000 - 420), 4 px below, the rest of the height
    [{ left: 900, right: 1000, bottom: 50 }, 420, 1280, 800, { top: 54, left: 580, maxHeight: 734 }],
    // a link near the left: right-aligned would start at -300, so left edges aligned
    [{ left: 20, right: 120, bottom: 60.4 }, 420, 1280, 800, { top: 64, left: 20, maxHeight: 724 }],
    // at the very left: 8 px from the edge
    [{ left: 0, right: 50, bottom: 40 }, 420, 1280, 800, { top: 44, left: 8, maxHeight: 744 }],
    // a phone (360 px; the panel is 100vw - 16 = 344): left-aligned would overflow, so 8 px inside
    [{ left: 250, right: 300, bottom: 56 }, 344, 360, 640, { top: 60, left: 8, maxHeight: 568 }],
    // the link low in the viewport: never shorter than 200 px
    [{ left: 900, right: 1000, bottom: 700 }, 420, 1280, 800, { top: 704, left: 580, maxHeight: 200 }],
  ])('%j, %i px panel in %i x %i -> %j', (link, width, vw, vh, expected) => {
    expect(panelPlace(link, width, vw, vh)).toEqual(expected);
  });
});

describe('togglePlace(link box, button width, viewport width): the focused button under the link', () => {
  it.each([
    // a basket link at 1023-1242 of a 1280 px header, a 146 px button: right edges aligned at 1242, 4 px under 98
    [{ left: 1023, right: 1242, bottom: 98 }, 146, 1280, { top: 102, left: 1096 }],
    // a link whose right edge is past the viewport's 8 px margin: 1280 - 8 - 146 = 1126
    [{ left: 1100, right: 1278, bottom: 50 }, 146, 1280, { top: 54, left: 1126 }],
    // a narrow link at the left of a phone: right-aligned would start at -96, so 8 px in
    [{ left: 0, right: 50, bottom: 40.6 }, 146, 390, { top: 45, left: 8 }],
  ])('%j, %i px button in %i -> %j', (link, width, vw, expected) => {
    expect(togglePlace(link, width, vw)).toEqual(expected);
  });
});
