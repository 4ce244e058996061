// @vitest-environment node
/**
 * Which KNOWN case (test/browser/support/known.ts) covers a bench row: a row of the first page of a session
 * (`new:`) only by a `new:` case; the longest-script cases hold for the first page too (everySession).
 */
import { describe, expect, test } from 'vitest';
import { knownCase, type Budget } from '../browser/support/known';

describe('knownCase', () => {
  test.each<[string, Budget, string | undefined]>([
    ['chrome-nav-a', 'task', 'chrome-nav-a'],
    ['new:chrome-nav-a', 'task', 'new:chrome-nav-a'],
    ['new:chrome-nav-b@390', 'task', 'new:chrome-nav-b@390'],
    ['new:widgets-maps', 'task', 'new:widgets-maps'],
    // Only the named rows: the phone row of the map page and every other page keep the budget.
    ['new:widgets-maps@390', 'task', undefined],
    ['new:main', 'task', undefined],
    ['main', 'task', undefined],
    // The snippets' shift is a first-page case only, by width.
    // The first page's body_top snippets move nothing (they go in above the window): no case.
    ['new:main', 'shift', undefined],
    ['new:main@390', 'shift', undefined],
    ['main', 'shift', undefined],
    ['main@390', 'shift', undefined],
    ['chrome-nav-a', 'shift', undefined],
  ])('%s %s -> %s', (row, budget, expected) => {
    expect(knownCase(row, budget)?.page).toBe(expected);
  });
});
