/**
 * When a tooltip shows (docs/widgets/tooltip.md; WCAG 1.4.13 content on hover or focus): it opens on hover
 * and on keyboard focus, stays while the pointer is on the help icon or on the tooltip itself (hoverable),
 * hides HOVER.tooltip.close ms (src/ui/hover-intent.ts) after the pointer left both, at once on blur when
 * nothing is hovered, and on Escape (dismissible without moving pointer or focus). Pure: the widget feeds
 * events in and runs the timer the result asks for.
 */
export interface TipState {
  anchor: boolean; // the pointer is over the help icon
  tip: boolean; // the pointer is over the tooltip
  focus: boolean; // the help icon has keyboard focus
  open: boolean;
}

export type TipEvent = 'anchor-enter' | 'anchor-leave' | 'tip-enter' | 'tip-leave' | 'focus' | 'blur' | 'escape' | 'timeout';

/** `start`: (re)start the hide timer; `clear`: cancel it; `keep`: leave it as it is. */
export type TimerAction = 'start' | 'clear' | 'keep';

export const CLOSED: TipState = { anchor: false, tip: false, focus: false, open: false };

export function step(s: TipState, event: TipEvent): { state: TipState; timer: TimerAction } {
  switch (event) {
    case 'anchor-enter':
      return { state: { ...s, anchor: true, open: true }, timer: 'clear' };
    case 'focus':
      return { state: { ...s, focus: true, open: true }, timer: 'clear' };
    case 'tip-enter':
      // Only an open tooltip can be entered; entering it keeps it open.
      return s.open ? { state: { ...s, tip: true }, timer: 'clear' } : { state: s, timer: 'keep' };
    case 'anchor-leave':
    case 'tip-leave': {
      const next = event === 'anchor-leave' ? { ...s, anchor: false } : { ...s, tip: false };
      const held = next.anchor || next.tip || next.focus;
      return { state: next, timer: next.open && !held ? 'start' : 'keep' };
    }
    case 'blur': {
      const next = { ...s, focus: false };
      return next.anchor || next.tip ? { state: next, timer: 'keep' } : { state: { ...next, open: false }, timer: 'clear' };
    }
    case 'escape':
      return { state: { ...s, open: false }, timer: 'clear' };
    case 'timeout':
      return s.anchor || s.tip || s.focus ? { state: s, timer: 'keep' } : { state: { ...s, open: false }, timer: 'keep' };
  }
}
