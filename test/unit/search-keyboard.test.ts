// @vitest-environment node
/** Keyboard navigation of the search suggestions (docs/widgets/search.md; APG combobox): a reducer, tested as a table. */
import { describe, expect, test } from 'vitest';
import { initialNav, navReducer, type NavAction, type NavOption, type NavState } from '../../widgets/search/keyboard';

const OPTIONS: NavOption[] = [
  { label: 'kurtka zimowa', block: 'phrases' },
  { label: 'kurtka softshell', block: 'phrases' },
  { label: 'Kurtki', block: 'other' },
  { label: 'Kurtka zimowa Alpina', block: 'other' },
];
const move = (key: 'up' | 'down' | 'left' | 'right', view = 3, options = OPTIONS): NavAction => ({ type: 'move', key, options, view });
const run = (actions: NavAction[], start: NavState = navReducer(initialNav(), { type: 'input', value: 'kurt' })) => actions.reduce(navReducer, start);

describe('up and down', () => {
  test.each<[string, NavAction[], number, string]>([
    ['down from the box: first suggestion', [move('down')], 0, 'kurtka zimowa'],
    ['down twice', [move('down'), move('down')], 1, 'kurtka softshell'],
    ['down past the last: back to the box and the typed text', [move('down'), move('down'), move('down'), move('down'), move('down')], -1, 'kurt'],
    ['up from the box: last suggestion', [move('up')], 3, 'Kurtka zimowa Alpina'],
    ['up from the first: back to the box', [move('down'), move('up')], -1, 'kurt'],
    ['down after up wraps through the box', [move('up'), move('down')], -1, 'kurt'],
  ])('%s', (_, actions, active, value) => {
    const s = run(actions);
    expect(s.active).toBe(active);
    expect(s.value).toBe(value);
    expect(s.typed).toBe('kurt');
    expect(s.open).toBe(true);
  });

  test('down on a closed list opens it on the first suggestion', () => {
    const closed = run([{ type: 'close' }]);
    expect(closed.open).toBe(false);
    expect(navReducer(closed, move('down'))).toMatchObject({ open: true, active: 0 });
  });

  test('without suggestions the keys change nothing (same object: the caret keeps its key)', () => {
    const s = run([]);
    expect(navReducer(s, move('down', 3, []))).toBe(s);
    expect(navReducer(s, move('up', 3, []))).toBe(s);
  });
});

describe('left and right jump between the phrases and the other blocks', () => {
  test.each<[string, NavAction[], number]>([
    ['right from a phrase: first of the other blocks', [move('down'), move('right')], 2],
    ['left from the other blocks: first phrase', [move('up'), move('left')], 0],
    ['right from the other blocks: nothing to jump to', [move('up'), move('right')], 3],
    ['left from a phrase: nothing to jump to', [move('down'), move('down'), move('left')], 1],
  ])('%s', (_, actions, active) => expect(run(actions).active).toBe(active));

  test('not in view 1 (mobile)', () => {
    const s = run([move('down')]);
    expect(navReducer(s, move('right', 1))).toBe(s);
  });

  test('not while the box itself is active (the caret moves instead)', () => {
    const s = run([]);
    expect(navReducer(s, move('right'))).toBe(s);
    expect(navReducer(s, move('left'))).toBe(s);
  });

  test('no jump when the other block is empty', () => {
    const phrasesOnly = OPTIONS.slice(0, 2);
    const s = run([move('down', 3, phrasesOnly)]);
    expect(navReducer(s, move('right', 3, phrasesOnly))).toBe(s);
  });
});

describe('escape, typing, new results', () => {
  test('escape closes and restores the typed text', () => {
    const s = run([move('down'), move('down'), { type: 'escape' }]);
    expect(s).toEqual({ open: false, active: -1, typed: 'kurt', value: 'kurt' });
  });

  test('escape on a closed list with the typed text shown changes nothing', () => {
    const s = run([{ type: 'escape' }]);
    expect(navReducer(s, { type: 'escape' })).toBe(s);
  });

  test('typing takes over from the active suggestion', () => {
    const s = run([move('down'), { type: 'input', value: 'kurtka zimowa m' }]);
    expect(s).toEqual({ open: true, active: -1, typed: 'kurtka zimowa m', value: 'kurtka zimowa m' });
  });

  test('new results drop the active suggestion and show the typed text again', () => {
    const s = run([move('down'), { type: 'results' }]);
    expect(s).toMatchObject({ active: -1, value: 'kurt' });
  });

  test('close keeps the text shown but forgets the active suggestion', () => {
    const s = run([move('down'), { type: 'close' }]);
    expect(s).toMatchObject({ open: false, active: -1, value: 'kurtka zimowa' });
  });
});
