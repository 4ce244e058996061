// @vitest-environment node
/**
 * Where a mega-menu panel goes (widgets/mega-menu/rules.ts panelBox): columns of 200 px, 30 px padding on
 * each side, 5 columns from 1200 px of screen (4 below), never wider than the nav, under its item where it
 * fits. Worked out by hand from those figures.
 */
import { describe, expect, it } from 'vitest';
import { panelBox } from '../../widgets/mega-menu/rules';

describe('panelBox(groups, screen width, nav width, item left)', () => {
  it.each([
    // 5 columns: 5 x 200 + 60 = 1060 px; the nav is 1200, so it fits from 0 to 140 under the nav
    [8, 1400, 1200, 100, { cols: 5, width: 1060, left: 0 }], // under its item
    [8, 1400, 1200, 400, { cols: 5, width: 1060, left: -260 }], // moved left to end at the nav's edge (140 - 400)
    [8, 1000, 1200, 400, { cols: 4, width: 860, left: -60 }], // a screen under 1200: 4 columns, 860 px, room up to 340
    [2, 1400, 1200, 1100, { cols: 2, width: 460, left: -360 }], // two groups: two columns; room up to 740
    [8, 360, 360, 50, { cols: 1, width: 260, left: 0 }], // a phone: (360 - 60) / 200 = 1 column
    [8, 200, 200, 30, { cols: 1, width: 200, left: -30 }], // narrower than one column: the nav's width, at its left edge
    [8, 1400, 1200, 150.4, { cols: 5, width: 1060, left: -10 }], // 140 - 150.4, rounded
    [0, 1400, 1200, 0, { cols: 1, width: 260, left: 0 }], // no groups counted: still one column
  ])('%i groups, %i px screen, %i px nav, item at %f -> %j', (groups, screen, nav, itemLeft, box) => {
    expect(panelBox(groups, screen, nav, itemLeft)).toEqual(box);
  });
});
