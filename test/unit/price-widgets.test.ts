/**
 * The price renderers in a DOM (happy-dom): price-label (props and window.product_data, size changes from
 * the form, the hidden size input and the storefront:size-change event; cleanup restores the server HTML),
 * subscription-price (gross and net shops, no result), instalments' opener (direct link, bad data).
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { defaultConfig } from '../../src/core/config';
import type { Cleanup, Config, Widget, WidgetContext } from '../../src/types';
import { readProps } from '../../src/core/props';
import priceLabel from '../../widgets/price-label/index';
import subscription from '../../widgets/subscription-price/index';
import instalments from '../../widgets/instalments/index';
import { SIZE_EVENT } from '../../widgets/price-label/size';

const OMNIBUS = { enabled: true, rebateCodeActivate: true, hidePercentageDiscounts: false };
const m = (gross: number, net = gross) => ({ gross: { value: gross }, net: { value: net } });
const price = (lowest: number | null, over: Record<string, unknown> = {}) => ({
  omnibusPrice: lowest === null ? null : m(lowest, lowest / 1.23),
  omnibusPriceDetails: { youSavePercent: 23, omnibusPriceIsHigherThanSellingPrice: true },
  max: m(199.99),
  unit: m(99.99),
  youSavePercent: 50,
  rebateCodeActive: false,
  ...over,
});

async function mount(widget: Widget, html: string, config: Partial<Config> = {}, page = 'projector') {
  document.body.innerHTML = html;
  const element = document.querySelector<HTMLElement>('[data-widget], .projector_prices__omnibus')!;
  const controller = new AbortController();
  const report = vi.fn();
  const ctx: WidgetContext = {
    name: 'w',
    element,
    config: { ...defaultConfig({ pathname: '/', search: '' }), omnibus: OMNIBUS, ...config },
    page: { type: page, orderProcess: false },
    props: readProps(element),
    signal: controller.signal,
    view: () => 3,
    report,
    warn: vi.fn(),
  };
  const cleanup = (await widget.mount(ctx)) as Cleanup | undefined;
  return { element, report, stop: () => (controller.abort(), cleanup?.()) };
}
const json = (v: unknown) => `<script type="application/json" data-props>${JSON.stringify(v)}</script>`;
/** Visible text: scripts left out, block children joined by a space. */
const text = (el: Element) =>
  [...el.childNodes]
    .filter((n) => !(n instanceof HTMLScriptElement))
    .map((n) => n.textContent)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as { product_data?: unknown }).product_data;
});

describe('price-label', () => {
  test('renders the label from props and follows the size select of its form', async () => {
    const props = { priceType: 'gross', sizes: [{ id: 'S', price: price(89.5) }, { id: 'M' }, { id: 'L', price: price(null) }], price: price(129.99) };
    const { element, stop } = await mount(
      priceLabel,
      `<form><select name="size"><option value="M">M</option><option value="S">S</option><option value="L">L</option></select>
      <div data-widget="price-label">${json(props)}<p>server</p></div></form>`,
    );
    expect(text(element)).toBe('Promocja Najniższa cena z 30 dni przed obniżką: 129,99 zł -23% Cena regularna: 199,99 zł -50%');
    const select = document.querySelector('select')!;
    select.value = 'S';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(element.querySelector('.sf-pl__main')?.textContent).toContain('89,50 zł'));
    select.value = 'L'; // this size has no lowest price: no label
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(element.hidden).toBe(true));
    expect(element.querySelector('.sf-pl__main')).toBeNull();
    stop();
    await vi.waitFor(() => expect(text(element)).toBe('server'));
    expect(element.hidden).toBe(false);
  });

  test('storefront:size-change for this product (and not for another)', async () => {
    const props = { productId: 7, sizes: [{ id: 'S', price: price(89.5) }], price: price(129.99) };
    const { element } = await mount(priceLabel, `<div data-widget="price-label">${json(props)}</div>`);
    document.dispatchEvent(new CustomEvent(SIZE_EVENT, { detail: { size: 'S', product: 8 } }));
    expect(element.textContent).toContain('129,99 zł');
    document.dispatchEvent(new CustomEvent(SIZE_EVENT, { detail: { size: 'S', product: 7 } }));
    await vi.waitFor(() => expect(element.textContent).toContain('89,50 zł'));
    document.dispatchEvent(new CustomEvent(SIZE_EVENT, { detail: null })); // malformed: ignored
    expect(element.textContent).toContain('89,50 zł');
  });

  test('legacy: window.product_data, the hidden size input, the regular price in the server del', async () => {
    (window as { product_data?: unknown }).product_data = [{ id: 5, unit: { sellBy: 2 }, sizes: [{ id: '1' }, { id: '2', price: price(50) }], prices: price(129.99) }];
    const { element, stop } = await mount(
      priceLabel,
      `<form id="projector_form" data-product_id="5"><input type="hidden" name="size" value="1">
      <div id="projector_prices_section"><del class="projector_prices__maxprice">199,99 zł</del>
      <div class="projector_prices__omnibus">Najniższa cena z 30 dni przed obniżką: <span>129,99 zł</span></div></div></form>`,
    );
    expect(text(element)).toBe('Promocja Najniższa cena z 30 dni przed obniżką: 129,99 zł -23%');
    expect(document.querySelector('del')?.textContent).toBe('399,98 zł'); // 199.99 x sellBy 2
    document.querySelector<HTMLInputElement>('input[name=size]')!.value = '2';
    await vi.waitFor(() => expect(element.textContent).toContain('50,00 zł')); // the MutationObserver's turn, then the draw
    stop();
    await vi.waitFor(() => expect(document.querySelector('del')?.textContent).toBe('199,99 zł'));
  });

  test('a label the server drew is kept (its renderer not even loaded) until a size with its own price is picked', async () => {
    const props = { priceType: 'gross', sizes: [{ id: 'S', price: price(89.5) }, { id: 'M' }], price: price(129.99) };
    const server = '<p class="sf-pl__main">drawn by the server</p>';
    const { element } = await mount(
      priceLabel,
      `<form><select name="size"><option value="M">M</option><option value="S">S</option></select>
      <div data-widget="price-label">${json(props)}${server}</div></form>`,
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(text(element)).toBe('drawn by the server');
    const select = document.querySelector('select')!;
    select.value = 'S';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await vi.waitFor(() => expect(element.querySelector('.sf-pl__main')?.textContent).toContain('89,50 zł'));
    expect(text(element)).not.toContain('drawn by the server');
  });

  test('server lines for the product, but a size with its own price is chosen at load: drawn at once', async () => {
    const props = { sizes: [{ id: 'S', price: price(89.5) }], price: price(129.99) };
    const { element } = await mount(
      priceLabel,
      `<form><select name="size"><option value="S" selected>S</option></select>
      <div data-widget="price-label">${json(props)}<p class="sf-pl__main">for the product</p></div></form>`,
    );
    expect(element.querySelector('.sf-pl__main')?.textContent).toContain('89,50 zł');
  });

  test('no data at all: an error naming the element (the server HTML stays)', async () => {
    await expect(mount(priceLabel, '<div data-widget="price-label"><p>server</p></div>')).rejects.toThrow(/no price data/);
    expect(text(document.body)).toBe('server');
  });

  test.each([null, 'x', [{ id: 5 }], { prices: 'nope' }])('malformed product_data %j: an error, no crash of the page', async (data) => {
    (window as { product_data?: unknown }).product_data = data;
    await expect(mount(priceLabel, '<div class="projector_prices__omnibus">server</div>')).rejects.toThrow(/no price data/);
  });
});

describe('price-label: unit prices and omnibus.enabled', () => {
  test('unit prices are shown in brackets after their prices', async () => {
    const props = {
      priceType: 'gross',
      sizes: [],
      price: price(129.99, {
        omnibusPriceDetails: { youSavePercent: 23, omnibusPriceIsHigherThanSellingPrice: true, unit: { gross: { value: 25.99, formatted: '25,99 zł / 1 kg' } } },
        rebateCodeActive: true,
        beforeRebate: m(120),
        beforeRebateDetails: { youSavePercent: 15, unit: { gross: { value: 24 } } },
      }),
    };
    const { element } = await mount(priceLabel, `<div data-widget="price-label">${json(props)}</div>`);
    expect(text(element)).toBe('Kod rabatowy Najniższa cena z 30 dni przed obniżką: 129,99 zł (25,99 zł / 1 kg) -23% Cena regularna: 199,99 zł -50% Cena bez kodu: 120,00 zł (24,00 zł) -15%');
    expect(element.querySelector('.sf-pl__main .sf-pl__unit')?.textContent).toBe('(25,99 zł / 1 kg)');
  });
  test('a unit price of 0 or a string: the label without it, one console message naming the element', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const props = { priceType: 'gross', sizes: [], price: price(129.99, { omnibusPriceDetails: { youSavePercent: 23, omnibusPriceIsHigherThanSellingPrice: true, unit: { gross: { value: 0 } } } }) };
    const { element } = await mount(priceLabel, `<div data-widget="price-label" id="pl0">${json(props)}</div>`);
    expect(text(element)).toBe('Promocja Najniższa cena z 30 dni przed obniżką: 129,99 zł -23% Cena regularna: 199,99 zł -50%');
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([
      '[storefront] price-label on <div#pl0 data-widget="price-label">: omnibusPriceDetails.unit: gross.value 0 is not a price above 0; the unit price is left out.',
    ]);
    warn.mockClear();
    const bad = { ...props, price: price(129.99, { omnibusPriceDetails: { unit: 'za kilogram' } }) };
    const second = await mount(priceLabel, `<div data-widget="price-label" id="pl1">${json(bad)}</div>`);
    expect(text(second.element)).toContain('129,99 zł');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('omnibusPriceDetails.unit: not a price object ("za kilogram")'));
  });
  test('omnibus.enabled false: the label box is hidden and nothing is drawn; unmount gives it back', async () => {
    const props = { priceType: 'gross', sizes: [], price: price(129.99) };
    const { element, stop } = await mount(priceLabel, `<div data-widget="price-label">${json(props)}<p>server</p></div>`, { omnibus: { ...OMNIBUS, enabled: false } });
    expect(element.hidden).toBe(true);
    expect(text(element)).toBe('server');
    stop();
    expect(element.hidden).toBe(false);
  });
  test('legacy box with omnibus.enabled false: hidden, the server regular price untouched', async () => {
    (window as { product_data?: unknown }).product_data = [{ id: 1, prices: price(129.99) }];
    const { element } = await mount(
      priceLabel,
      `<div id="projector_prices_section"><del class="projector_prices__maxprice">199,99 zł</del><div class="projector_prices__omnibus">Najniższa cena: 129,99 zł</div></div>`,
      { omnibus: { ...OMNIBUS, enabled: false } },
    );
    expect(element.hidden).toBe(true);
    expect(document.querySelector('del')!.textContent).toBe('199,99 zł');
  });
});

describe('subscription-price', () => {
  const sub = { max: 199.99, maxNet: 162.59, before: 199.99, rebateValue: 15, save: 5 };
  test('gross shop: gross price, net beside it, percent', async () => {
    const { element, stop } = await mount(subscription, `<div data-widget="subscription-price">${json(sub)}<p data-output></p></div>`);
    expect(text(element.querySelector('[data-output]')!)).toBe('Cena w subskrypcji: 164,99 zł (134,14 zł netto) Oszczędzasz 18%');
    stop();
    expect(element.querySelector('.sf-sub')).toBeNull();
  });
  test('net shop: the net price leads', async () => {
    const { element } = await mount(subscription, `<div data-widget="subscription-price">${json(sub)}</div>`, { priceType: 'net' });
    expect(text(element.querySelector('.sf-sub')!)).toBe('Cena w subskrypcji: 134,14 zł netto (164,99 zł brutto) Oszczędzasz 18%');
  });
  test('English texts', async () => {
    const { element } = await mount(subscription, `<div data-widget="subscription-price">${json(sub)}</div>`, { language: 'eng' });
    expect(text(element.querySelector('.sf-sub')!)).toBe('Subscription price: 164,99 zł (134,14 zł net) You save 18%');
  });
  test('no result: nothing written, a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { element } = await mount(subscription, `<div data-widget="subscription-price">${json({ save: 5 })}<p>server</p></div>`);
    expect(text(element)).toBe('server');
    expect(warn).toHaveBeenCalled();
  });
});

describe('instalments opener', () => {
  const calc = { minPrice: 300, maxPrice: 20000, link: 'https://raty.test/?amount={amount}', instalmentName: 'Raty', priceType: 'gross' };
  const click = (el: Element) => {
    const e = new MouseEvent('click', { bubbles: true, cancelable: true });
    el.dispatchEvent(e);
    return e;
  };
  test('product page, empty basket, within bounds: the link goes to the provider with price x quantity', async () => {
    await mount(instalments, `<input id="projector_number" value="3"><div data-widget="instalments">${json({ calculators: [calc], price: 199.99, basketCount: 0 })}<a href="/fallback">Raty</a></div>`);
    const link = document.querySelector('a')!;
    const e = click(link);
    expect(e.defaultPrevented).toBe(false);
    expect(link.href).toBe('https://raty.test/?amount=599.97');
  });
  test('basket page within bounds: a button opens the provider directly', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await mount(instalments, `<div data-widget="instalments">${json({ calculators: [calc], basketCount: 2, basketCost: 1234.5 })}<button type="button">Raty</button></div>`, {}, 'basketedit');
    click(document.querySelector('button')!);
    expect(open).toHaveBeenCalledWith('https://raty.test/?amount=1234.50', '_blank', 'noopener');
  });
  test('no usable provider (javascript: link): an error, the server link stays', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(mount(instalments, `<div data-widget="instalments">${json({ calculators: [{ ...calc, link: 'javascript:alert(1)' }], price: 10 })}<a href="/x">Raty</a></div>`)).rejects.toThrow(
      /no usable calculator/,
    );
  });
  test('no honest price: the click is left alone', async () => {
    await mount(instalments, `<div data-widget="instalments">${json({ calculators: [calc], price: '1 234,56' })}<a href="/fallback">Raty</a></div>`);
    const link = document.querySelector('a')!;
    expect(click(link).defaultPrevented).toBe(false);
    expect(link.getAttribute('href')).toBe('/fallback');
  });
});
