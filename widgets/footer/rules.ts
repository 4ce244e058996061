/**
 * Footer accordions (docs/widgets/footer.md): link groups collapse and expand on mobile only (view below 2);
 * the expanded state is remembered and restored when the view changes; a header marked to hide its arrow
 * (`--hidearrow`, `data-no-toggle`, the platform's `data-hide-arrow="true"`) cannot be toggled and its group
 * stays open. No DOM here.
 */
import type { ViewLevel } from '../../src/types';

export const HIDE_ARROW_CLASS = '--hidearrow';

/** Accordions exist in view 1 only. */
export const isAccordionView = (view: ViewLevel | number) => view < 2;

/** Whether a header can be toggled (not marked to hide its arrow, by class, `data-no-toggle` or `data-hide-arrow="true"`). */
export const canToggle = (className: string, noToggleAttr: boolean, hideArrow: string | null = null) => !noToggleAttr && hideArrow !== 'true' && !className.split(/\s+/).includes(HIDE_ARROW_CLASS);

/**
 * Whether a group opens at first in the accordion view: as the server sent it when its list carries
 * `aria-hidden` (the platform folds its groups that way, "false" open), else `untouched` (older markup: folded,
 * or open while a footer met on screen has not yet left the viewport: folding it there would move what the
 * shopper reads).
 */
export function initialOpen(serverHidden: string | null, untouched: boolean): boolean {
  return serverHidden === 'true' || serverHidden === 'false' ? serverHidden === 'false' : untouched;
}

/**
 * Whether a group's list is shown: always outside the accordion view and for headers that cannot be
 * toggled; otherwise as remembered, else as it opens at first (`initialOpen`).
 */
export function groupOpen(view: ViewLevel | number, toggleable: boolean, remembered: boolean | undefined, initial = false): boolean {
  if (!isAccordionView(view) || !toggleable) return true;
  return remembered ?? initial;
}
