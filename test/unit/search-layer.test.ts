// @vitest-environment node
/** Where the search suggestions go (widgets/search/fullscreen.ts panelSpot), in viewport px: worked out by hand. */
import { describe, expect, it } from 'vitest';
import { panelSpot } from '../../widgets/search/fullscreen';

describe('panelSpot(search row box, viewport, full screen)', () => {
  it.each([
    // a row at 345-905 of a 1280 x 800 viewport (bottom 102): from its left edge, 820 px (345 + 820 = 1165,
    // inside); 4 px under it; 800 - 106 - 12 = 682 px high at most
    [{ left: 345, bottom: 102, width: 560 }, { width: 1280, height: 800 }, false, { left: 345, top: 106, width: 820, maxHeight: 682 }],
    // the platform's header: a 400 px row at 508: 820 would end at 1328, off the screen; 1280 - 12 - 508 =
    // 760 px from the row's left edge instead (at least 480 and the row's 400): still under the box
    [{ left: 508, bottom: 80.5, width: 400 }, { width: 1280, height: 800 }, false, { left: 508, top: 85, width: 760, maxHeight: 703 }],
    // a row at 700 of 1024: 1024 - 12 - 700 = 312 < 480: 480 px wide, moved left to 1024 - 12 - 480 = 532
    [{ left: 700, bottom: 60, width: 300 }, { width: 1024, height: 700 }, false, { left: 532, top: 64, width: 480, maxHeight: 624 }],
    // a wide row at the very left of a 1000 px viewport: 12 px inside; 1000 - 24 = 976 caps 820
    [{ left: 0, bottom: 60, width: 900 }, { width: 1000, height: 400 }, false, { left: 12, top: 64, width: 820, maxHeight: 324 }],
    // little room under the row: never under 200 px high
    [{ left: 100, bottom: 700, width: 300 }, { width: 1280, height: 800 }, false, { left: 100, top: 704, width: 820, maxHeight: 200 }],
    // a 390 px phone, not full screen: 390 - 24 = 366 at most; from 12: 366 wide
    [{ left: 12, bottom: 60, width: 300 }, { width: 390, height: 844 }, false, { left: 12, top: 64, width: 366, maxHeight: 768 }],
    // the full-screen layer: the whole width (the CSS's), 8 px under the search row (12 + 48 = 60)
    [{ left: 12, bottom: 60, width: 314 }, { width: 390, height: 844 }, true, { left: 0, top: 68, width: 0, maxHeight: 0 }],
  ])('%j in %j, full %s -> %j', (row, viewport, full, expected) => {
    expect(panelSpot(row, viewport, full)).toEqual(expected);
  });
});
