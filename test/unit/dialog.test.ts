// @vitest-environment node
/** The shared dialog's Tab rule (src/ui/dialog.ts tabTarget): a table worked out by hand, no DOM. */
import { describe, expect, it } from 'vitest';
import { tabTarget } from '../../src/ui/dialog';

const BOX = 'dialog';
const ALL = ['close', 'field', 'submit'];

describe('tabTarget: Tab wraps inside the dialog', () => {
  it.each([
    // [focus now, Shift held, where focus goes: an element, null = nowhere (the key does nothing), undefined = the browser's own move]
    ['submit', false, 'close'], // Tab on the last wraps to the first
    ['close', true, 'submit'], // Shift+Tab on the first wraps to the last
    [BOX, true, 'submit'], // Shift+Tab on the dialog itself (it had nothing to focus at first) goes to the last
    ['close', false, undefined], // in between: the browser moves on
    ['field', false, undefined],
    ['field', true, undefined],
    ['submit', true, undefined],
    [BOX, false, undefined], // Tab from the dialog itself: the browser reaches the first
  ] as const)('focus on %s, shift %s -> %s', (current, back, to) => {
    expect(tabTarget(ALL, current, back, BOX)).toBe(to);
  });

  it('one element: Tab and Shift+Tab both stay on it', () => {
    expect(tabTarget(['only'], 'only', false, BOX)).toBe('only');
    expect(tabTarget(['only'], 'only', true, BOX)).toBe('only');
  });

  it('nothing to focus: the key does nothing either way', () => {
    expect(tabTarget([], BOX, false, BOX)).toBeNull();
    expect(tabTarget([], BOX, true, BOX)).toBeNull();
  });
});
