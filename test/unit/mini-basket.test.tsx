/**
 * The mini-basket widget in a DOM: the server badge and total follow the store's basket, the panel
 * exists for 1 to 22 products only, renders on first opening with every row field, and renders
 * product names with HTML as text.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { waitFor, fireEvent } from '@testing-library/react';
import { basketResponse, presetLines } from '../../fixtures/mock/basket';
import { defaultConfig } from '../../src/core/config';
import { setData } from '../../src/store';
import type { Cleanup, WidgetContext } from '../../src/types';
import miniBasket from '../../widgets/mini-basket/index';

const user = { logged: false, login: null, firstname: null };
const preset = (n: 0 | 3 | 11 | 23) => basketResponse(presetLines(n), user);

const LEGACY = `<div id="menu_basket" class="menu_basket topBasket">
  <a class="topBasket__sub" href="/basketedit.php" aria-label="Koszyk"><span class="topBasket__label">Koszyk</span>
  <span class="badge" aria-label="Produktów w koszyku: 3">3</span><strong class="top_basket__price">9,99 zł</strong></a>
  <div class="topBasket__details --products" hidden></div>
</div>`;

let stop: (() => void) | undefined;
// The store is shared with the files that ran before in this worker (vitest.config.ts: modules are kept):
// every test starts with no basket known.
beforeEach(() => {
  setData('Basket', null);
});
afterEach(() => {
  stop?.();
  stop = undefined;
  setData('Basket', null);
});

async function mount(html = LEGACY, priceType: 'gross' | 'net' = 'gross', props: Record<string, unknown> = {}, opener = true) {
  document.body.innerHTML = html;
  const element = document.body.firstElementChild as HTMLElement;
  const controller = new AbortController();
  const config = { ...defaultConfig({ pathname: '/', search: '' }), priceType };
  const ctx: WidgetContext = { name: 'mini-basket', element, config, page: { type: 'main', orderProcess: false }, props, signal: controller.signal, view: () => 3, report: vi.fn(), warn: vi.fn() };
  const cleanup = (await miniBasket.mount(ctx)) as Cleanup;
  stop = () => {
    controller.abort();
    cleanup();
  };
  // The panel's opener loads when the shopper heads for the basket (here: keyboard focus on its link).
  if (opener) {
    (element.matches('a') ? element : element.querySelector('a'))?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await waitFor(() => expect(document.querySelector('button.sf-mb-toggle')).not.toBeNull());
  }
  const button = () => document.querySelector<HTMLButtonElement>('button.sf-mb-toggle')!;
  const panel = () => document.getElementById(button().getAttribute('aria-controls')!)!;
  return { element, button, panel, badge: () => element.querySelector('.badge')!, total: () => element.querySelector('.top_basket__price')!.textContent };
}

describe('header badge and total', () => {
  test('before the basket is known, the server HTML stays as it is', async () => {
    const w = await mount();
    expect(w.badge().textContent).toBe('3');
    expect(w.total()).toBe('9,99 zł');
    expect(w.button().hidden).toBe(true);
  });

  test('follow the store', async () => {
    const w = await mount();
    setData('Basket', preset(11));
    await waitFor(() => expect(w.badge().textContent).toBe('11'));
    expect(w.badge().getAttribute('aria-label')).toBe('Liczba produktów w koszyku: 11');
    expect(w.total()).toBe(preset(11).worth_formatted);
    setData('Basket', preset(0));
    await waitFor(() => expect(w.badge().textContent).toBe('0'));
    expect(w.element.classList.contains('--hide')).toBe(true);
  });

  test('net shops show the net total', async () => {
    setData('Basket', preset(3));
    const w = await mount(LEGACY, 'net');
    expect(w.total()).toBe(preset(3).worth_net_formatted);
  });
});

describe('the details panel', () => {
  test.each([
    [0, false],
    [3, true],
    [11, true],
    [23, false],
  ] as const)('%i products: offered %s; the link to the basket page always stays', async (n, offered) => {
    setData('Basket', preset(n));
    const w = await mount();
    expect(w.button().hidden).toBe(!offered);
    expect(w.element.querySelector('a[href="/basketedit.php"]')).not.toBeNull();
  });

  test('renders on first opening only, with every row field; Escape closes and returns focus', async () => {
    setData('Basket', preset(3));
    const w = await mount();
    expect(w.panel().hidden).toBe(true);
    expect(w.panel().querySelector('.sf-mb')).toBeNull();
    w.button().focus();
    fireEvent.click(w.button());
    expect(w.button().getAttribute('aria-expanded')).toBe('true');
    expect(w.panel().hidden).toBe(false);
    await waitFor(() => expect(w.panel().querySelectorAll('.sf-mb__row')).toHaveLength(3));
    const raw = preset(3);
    // Both branches below are taken: the preset has a universal size, a sized product and a version name.
    expect(raw.products.some((p) => p.size === 'uniw')).toBe(true);
    expect(raw.products.some((p) => p.size !== 'uniw')).toBe(true);
    expect(raw.products.some((p) => p.product_version_name)).toBe(true);
    const rows = [...w.panel().querySelectorAll('.sf-mb__row')];
    raw.products.forEach((p, i) => {
      const text = rows[i]!.textContent!;
      expect(text).toContain(p.name);
      expect(text).toContain(`Ilość: ${p.count} szt.`);
      expect(text).toContain(p.prices.worth_gros_formatted);
      if (p.size === 'uniw') expect(text).not.toContain('Rozmiar');
      else expect(text).toContain(`Rozmiar: ${p.size_name}`);
      if (p.product_version_name) expect(text).toContain(`Wersja: ${p.product_version_name}`);
      expect(rows[i]!.querySelector('img')?.getAttribute('src')).toBe(p.icon);
    });
    expect(w.panel().querySelector('.sf-mb')?.classList.contains('--cards')).toBe(true);
    expect(w.panel().textContent).toContain(`Razem${raw.worth_formatted}`);
    expect(w.panel().textContent).toContain('Koszt dostawy');
    expect(w.panel().querySelector('.sf-mb__buy')?.textContent).toBe('Kup teraz');
    expect(w.panel().querySelector('.sf-mb__go')?.getAttribute('href')).toMatch(/\/basketedit\.php$/);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(w.panel().hidden).toBe(true);
    expect(w.button().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(w.button());
  });

  test('11 products: list layout, no one-click purchase (a subscription line)', async () => {
    setData('Basket', preset(11));
    const w = await mount();
    fireEvent.click(w.button());
    await waitFor(() => expect(w.panel().querySelector('.sf-mb.--list')).not.toBeNull());
    expect(w.panel().querySelector('.sf-mb__buy')).toBeNull();
  });

  test('free shipping: reached or the missing amount', async () => {
    setData('Basket', { ...preset(3), toShippingFree: 0 });
    const w = await mount();
    fireEvent.click(w.button());
    await waitFor(() => expect(w.panel().querySelector('.sf-mb__free')?.textContent).toBe('Masz darmową dostawę!'));
    setData('Basket', { ...preset(3), toShippingFree: 45.5 });
    await waitFor(() => expect(w.panel().querySelector('.sf-mb__free')?.textContent).toBe('Do darmowej dostawy brakuje 45,50 zł'));
  });

  test('names with HTML render as text; empty name hides one-click purchase', async () => {
    const raw = preset(3);
    raw.products[0]!.name = '<img src=x onerror="window.__xss=1">';
    raw.products[1]!.name = '';
    setData('Basket', raw);
    const w = await mount();
    fireEvent.click(w.button());
    await waitFor(() => expect(w.panel().querySelectorAll('.sf-mb__row')).toHaveLength(3));
    expect(w.panel().querySelector('img[src="x"]')).toBeNull();
    expect(w.panel().querySelector('.sf-mb__name')?.textContent).toBe('<img src=x onerror="window.__xss=1">');
    expect(w.panel().querySelector('.sf-mb__buy')).toBeNull();
  });

  test('the panel closes when the basket grows past 22', async () => {
    setData('Basket', preset(3));
    const w = await mount();
    fireEvent.click(w.button());
    expect(w.panel().hidden).toBe(false);
    setData('Basket', preset(23));
    await waitFor(() => expect(w.panel().hidden).toBe(true));
    expect(w.button().hidden).toBe(true);
  });

  test('data-widget on the basket link itself: button and panel follow the link; cleanup removes them', async () => {
    setData('Basket', preset(3));
    const w = await mount('<a class="sf-basket" data-widget="mini-basket" href="/basketedit.php"><span class="badge">3</span><strong class="top_basket__price">x</strong></a>');
    expect(w.element.nextElementSibling).toBe(w.button());
    expect(w.button().nextElementSibling).toBe(w.panel());
    expect(w.total()).toBe(preset(3).worth_formatted);
    stop?.();
    stop = undefined;
    await waitFor(() => expect(document.querySelector('.sf-mb-toggle, .sf-mb-panel')).toBeNull());
  });

  test('markup without a link fails with a message that says how to fix it', async () => {
    await expect(mount('<div id="menu_basket"></div>')).rejects.toThrow(/holds no link/);
  });
});

describe('what loads when', () => {
  test('at mount only the header shell runs: no opener button until the shopper heads for the basket', async () => {
    setData('Basket', preset(3));
    const w = await mount(LEGACY, 'gross', {}, false);
    expect(w.badge().textContent).toBe('3');
    expect(document.querySelector('button.sf-mb-toggle')).toBeNull();
    w.element.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    await waitFor(() => expect(document.querySelector('button.sf-mb-toggle')).not.toBeNull());
  });
});
