/** Skip links take focus to their target (WCAG 2.4.1), with a temporary tabindex where needed. */
import { beforeEach, describe, expect, it } from 'vitest';
import { focusable, focusSkipTarget } from '../../src/core/skip-links';

beforeEach(() => {
  document.body.innerHTML = `
    <div id="menu_skip"><a class="menu_skip__link" href="#content">Treść</a><a class="menu_skip__link" href="#menu_search_text">Szukaj</a>
    <a class="menu_skip__link" href="#nowhere">X</a><a class="menu_skip__link" href="#z%C5%82oty">Złoty</a></div>
    <input id="menu_search_text"><div id="content"><p>Treść</p></div><nav id="złoty"></nav><button id="b">b</button>`;
});
const link = (i: number) => document.querySelectorAll<HTMLAnchorElement>('#menu_skip a')[i]!;

describe('skip links', () => {
  it('a target that cannot take focus gets tabindex=-1 and focus; the tabindex goes when focus leaves', () => {
    const target = focusSkipTarget(link(0))!;
    expect(target.id).toBe('content');
    expect(document.activeElement).toBe(target);
    expect(target.getAttribute('tabindex')).toBe('-1');
    document.getElementById('b')!.focus();
    expect(target.hasAttribute('tabindex')).toBe(false);
  });

  it('a focusable target is focused as it is', () => {
    const target = focusSkipTarget(link(1))!;
    expect(document.activeElement).toBe(target);
    expect(target.hasAttribute('tabindex')).toBe(false);
  });

  it('a link to a missing id does nothing', () => {
    expect(focusSkipTarget(link(2))).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('a percent-encoded id is found', () => expect(focusSkipTarget(link(3))?.tagName).toBe('NAV'));

  it.each([
    ['<a href="/x">', true],
    ['<a>', false],
    ['<input type="hidden">', false],
    ['<input>', true],
    ['<button disabled>', false],
    ['<div tabindex="-1">', true],
    ['<div>', false],
    ['<main>', false],
  ])('focusable(%s) = %s', (html, expected) => {
    const host = document.createElement('div');
    host.innerHTML = html;
    expect(focusable(host.firstElementChild!)).toBe(expected);
  });
});
