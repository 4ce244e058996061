/**
 * Mega-menu limits (docs/widgets/mega-menu.md) and keyboard moves (WAI-ARIA APG disclosure navigation).
 * No DOM here.
 */
export const MENU = {
  submenuWidth: 200, // px per column of a submenu
  showMoreAfter: 10, // items listed before "show more"
  columnHeight: 320, // px: a column's height before its list scrolls
  padding: 30, // px around a submenu panel
  columns: 5, // columns of a submenu panel at 1200 px and wider
  narrowBelow: 1200, // screen width under which a panel has one column fewer
  maxTops: 200, // top items enhanced at most: past them, items keep the server's plain links
} as const;

/** Columns a panel may use at this screen width: 5, or 4 below 1200 px. */
export const columnLimit = (screenWidth: number) => (screenWidth < MENU.narrowBelow ? MENU.columns - 1 : MENU.columns);

/** Columns a panel of `groups` second-level entries uses (at least 1). */
export function panelColumns(groups: number, screenWidth: number): number {
  const n = Number.isFinite(groups) ? Math.floor(groups) : 0;
  return Math.max(1, Math.min(columnLimit(screenWidth), n));
}

/** Columns that fit in `available` px (the menu's width; at least 1): a phone gets one column. */
export const fitColumns = (columns: number, available: number) => Math.max(1, Math.min(columns, Math.floor((available - 2 * MENU.padding) / MENU.submenuWidth)));

/** The panel's width in px: its columns plus padding on both sides. */
export const panelWidth = (columns: number) => columns * MENU.submenuWidth + 2 * MENU.padding;

/**
 * A panel's columns, width and left offset in px (docs/widgets/mega-menu.md) for `groups` second-level
 * entries: as many columns as the screen allows and the nav holds, never wider than the nav, under its
 * top item (`itemLeft`: the item's left edge from the nav's) where it fits, else moved left to end at
 * the nav's right edge, never past its left one. `left` is relative to the item (the panel's offset parent).
 */
export function panelBox(groups: number, screenWidth: number, navWidth: number, itemLeft: number) {
  const cols = fitColumns(panelColumns(groups, screenWidth), navWidth);
  const width = Math.min(panelWidth(cols), navWidth);
  return { cols, width, left: Math.round(Math.max(0, Math.min(itemLeft, navWidth - width)) - itemLeft) };
}

/** How many of `total` items show before "show more", and whether the button is needed. */
export function moreSplit(total: number, limit: number = MENU.showMoreAfter) {
  const n = Math.max(0, Math.floor(Number.isFinite(total) ? total : 0));
  return { shown: Math.min(n, limit), hidden: Math.max(0, n - limit), more: n > limit };
}

export type MenuMove = 'next' | 'prev' | 'first' | 'last' | 'open' | 'close' | null;

/** The move a key asks for in a horizontal bar of top items or a vertical submenu list. */
export function keyMove(key: string, orientation: 'horizontal' | 'vertical'): MenuMove {
  switch (key) {
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'Escape':
      return 'close';
    case 'ArrowRight':
      return orientation === 'horizontal' ? 'next' : null;
    case 'ArrowLeft':
      return orientation === 'horizontal' ? 'prev' : null;
    case 'ArrowDown':
      return orientation === 'vertical' ? 'next' : 'open';
    case 'ArrowUp':
      return orientation === 'vertical' ? 'prev' : null;
    default:
      return null;
  }
}

/** The index a move lands on among `count` items (wrapping), or -1 when there are none. */
export function moveIndex(move: MenuMove, index: number, count: number): number {
  if (count <= 0) return -1;
  const i = Math.min(Math.max(index, 0), count - 1);
  if (move === 'next') return (i + 1) % count;
  if (move === 'prev') return (i - 1 + count) % count;
  if (move === 'first') return 0;
  if (move === 'last') return count - 1;
  return i;
}
