/**
 * mobile-categories: the tab list is the row of tabs, never an element that holds the sections too. A theme
 * whose marker element holds both, without marking its row (`data-tabs`), made the marker the tablist and
 * its sections tabpanels inside it (axe: aria-required-children, critical; found on the Halny theme).
 */
import { describe, expect, test } from 'vitest';
import widget from '../../widgets/mobile-categories/index';
import { mountWidget } from '../mount';

const SECTIONS = '<section id="s1" aria-label="Herbaty"><p>1</p></section><section id="s2" aria-label="Kawy" hidden><p>2</p></section>';

describe('mobile-categories: the tab row', () => {
  test('without a marked row, the tabs’ own parent is the tablist, not the marker around the sections', async () => {
    const { element, stop } = await mountWidget(
      widget,
      `<nav data-widget="mobile-categories"><div class="my-row"><a href="#s1" data-sections="s1">Herbaty</a><a href="#s2" data-sections="s2">Kawy</a></div>${SECTIONS}</nav>`,
    );
    const row = element.querySelector('.my-row')!;
    expect(row.getAttribute('role')).toBe('tablist');
    expect(element.hasAttribute('role')).toBe(false);
    expect([...row.children].map((c) => c.getAttribute('role'))).toEqual(['tab', 'tab']);
    expect(document.getElementById('s1')!.closest('[role="tablist"]')).toBeNull();
    stop();
    expect(row.hasAttribute('role')).toBe(false);
  });

  test('tabs in separate wrappers: their nearest common parent inside the marker is the tablist', async () => {
    const { element } = await mountWidget(widget, `<div data-widget="mobile-categories"><ul class="tabs"><li><a href="#s1">Herbaty</a></li><li><a href="#s2">Kawy</a></li></ul>${SECTIONS}</div>`);
    expect(element.querySelector('ul.tabs')!.getAttribute('role')).toBe('tablist');
    expect(element.hasAttribute('role')).toBe(false);
  });

  test('tabs straight in the marker: the marker is the row (the sections live outside it)', async () => {
    const { element } = await mountWidget(widget, `<div data-widget="mobile-categories"><a href="#s1">Herbaty</a><a href="#s2">Kawy</a></div>${SECTIONS}`);
    expect(element.getAttribute('role')).toBe('tablist');
  });

  test('a marked row ([data-tabs]) is used as it is', async () => {
    const { element } = await mountWidget(widget, `<div data-widget="mobile-categories"><div><div data-tabs><a href="#s1">Herbaty</a></div><a href="#s2">Kawy</a></div>${SECTIONS}</div>`);
    expect(element.querySelector('[data-tabs]')!.getAttribute('role')).toBe('tablist');
    expect(element.querySelectorAll('[role="tab"]')).toHaveLength(1);
  });
});
