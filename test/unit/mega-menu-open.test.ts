/**
 * The mega-menu's open state (widgets/mega-menu/menu.ts openState): one item open at a time, pinned when
 * opened by keyboard or its toggle, a panel prepared on its first opening only, the pointer's delayed
 * opening or closing dropped when something else decides first.
 */
import { afterEach, expect, test, vi } from 'vitest';
import { openState } from '../../widgets/mega-menu/menu';

afterEach(() => vi.useRealTimers());

function top(name: string) {
  const li = document.createElement('li');
  li.innerHTML = `<a href="/${name}">${name}</a><button type="button" aria-expanded="false"></button><ul><li><a href="/${name}/1">1</a></li></ul>`;
  return { li, link: li.querySelector('a'), panel: li.querySelector('ul'), toggle: li.querySelector('button') };
}

test('show, pin, prepare once, later and cancel', () => {
  vi.useFakeTimers();
  const nav = document.createElement('nav');
  const [a, b] = [top('a'), top('b')];
  nav.append(a.li, b.li);
  const prepare = vi.fn();
  const s = openState(nav, prepare);
  expect([s.open, s.pinned]).toEqual([null, false]);

  s.later(() => s.show(a), 100); // the pointer's intent
  vi.advanceTimersByTime(99);
  expect(s.open).toBe(null);
  vi.advanceTimersByTime(1);
  expect([s.open, s.pinned]).toEqual([a, false]);
  expect(a.li.classList.contains('--sf-open')).toBe(true);
  expect(a.toggle!.getAttribute('aria-expanded')).toBe('true');
  expect(prepare.mock.calls).toEqual([[a.panel]]);

  s.show(b, true); // b's toggle: a closes, b opens pinned
  expect([s.open, s.pinned]).toEqual([b, true]);
  expect(a.li.classList.contains('--sf-open')).toBe(false);
  expect(a.toggle!.getAttribute('aria-expanded')).toBe('false');
  expect(b.toggle!.getAttribute('aria-expanded')).toBe('true');
  expect(prepare.mock.calls).toEqual([[a.panel], [b.panel]]);

  s.later(() => s.show(null), 300); // the pointer leaves...
  s.show(b, true); // ...but b is shown again first: the closing is dropped
  vi.advanceTimersByTime(1000);
  expect([s.open, s.pinned]).toEqual([b, true]);

  s.show(a); // a again: not prepared a second time, not pinned
  expect([s.open, s.pinned]).toEqual([a, false]);
  expect(prepare).toHaveBeenCalledTimes(2);

  s.later(() => s.show(null), 300);
  s.cancel();
  vi.advanceTimersByTime(1000);
  expect(s.open).toBe(a);

  s.show(null, true); // nothing open is never pinned
  expect([s.open, s.pinned]).toEqual([null, false]);
  expect(a.li.classList.contains('--sf-open')).toBe(false);
});
