/**
 * When a tooltip shows (widgets/tooltip/state.ts, WCAG 1.4.13): sequences of events worked out by hand,
 * each with the state and timer action the widget must get.
 */
import { describe, expect, it } from 'vitest';
import { CLOSED, step, type TipEvent, type TipState, type TimerAction } from '../../widgets/tooltip/state';

/** Runs `events` from closed: whether it is open after each, and the timer action each asked for. */
function run(events: TipEvent[], from: TipState = CLOSED): [boolean, TimerAction][] {
  let s = from;
  return events.map((e) => {
    const r = step(s, e);
    s = r.state;
    return [s.open, r.timer];
  });
}

describe('tooltip: hover, focus, hoverable, dismissible', () => {
  it('hover opens at once; leaving starts the hide timer; the timer closes it', () => {
    expect(run(['anchor-enter', 'anchor-leave', 'timeout'])).toEqual([
      [true, 'clear'],
      [true, 'start'],
      [false, 'keep'],
    ]);
  });

  it('hoverable: from the icon onto the tooltip before the timer ends keeps it open; leaving the tooltip starts the timer again', () => {
    expect(run(['anchor-enter', 'anchor-leave', 'tip-enter', 'timeout', 'tip-leave', 'timeout'])).toEqual([
      [true, 'clear'],
      [true, 'start'],
      [true, 'clear'],
      [true, 'keep'], // a stale timer firing while the pointer is on the tooltip closes nothing
      [true, 'start'],
      [false, 'keep'],
    ]);
  });

  it('a closed tooltip cannot be entered', () => {
    expect(run(['tip-enter'])).toEqual([[false, 'keep']]);
  });

  it('keyboard focus opens it; blur closes it at once when nothing is hovered', () => {
    expect(run(['focus', 'blur'])).toEqual([
      [true, 'clear'],
      [false, 'clear'],
    ]);
  });

  it('blur while the pointer is on the icon keeps it open; leaving then starts the timer', () => {
    expect(run(['anchor-enter', 'focus', 'blur', 'anchor-leave'])).toEqual([
      [true, 'clear'],
      [true, 'clear'],
      [true, 'keep'],
      [true, 'start'],
    ]);
  });

  it('focus holds it: leaving with the pointer starts no timer', () => {
    expect(run(['focus', 'anchor-enter', 'anchor-leave'])).toEqual([
      [true, 'clear'],
      [true, 'clear'],
      [true, 'keep'],
    ]);
  });

  it('dismissible: Escape closes it with pointer and focus where they are; hovering again reopens it', () => {
    expect(run(['anchor-enter', 'focus', 'escape', 'anchor-enter'])).toEqual([
      [true, 'clear'],
      [true, 'clear'],
      [false, 'clear'],
      [true, 'clear'],
    ]);
  });
});
