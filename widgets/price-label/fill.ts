/**
 * The price label in the platform's own lowest-price box (docs/legacy/product-page.md):
 * `div.projector_prices__lowest_price.omnibus_price` in `#projector_prices_section`, whose text the server
 * wrote around two empty slots, `del#projector_omnibus_price_value` and `#projector_omnibus_percent`. The
 * widget fills the slots for the chosen size and sets the classes the theme's CSS shows them by, as the
 * platform's script did: `--omnibus` on the price section (the box and the regular price show only with it),
 * `--omnibus-higher` (a promotion), `--omnibus-short` (no regular price apart from the lowest one), and the
 * same two on the name block's labels (`.product_name__block.--label`). It also writes the chosen size's
 * selling price into `#projector_price_value` when the server wrote a range there or another price.
 * Loaded by ./index.ts in place of ./render.ts for that box. Plain DOM, textContent only.
 */
import type { WidgetContext } from '../../src/types';
import { isObj } from '../../src/util/guards';
import { liveFirst } from '../../src/util/off';
import { sizePrice, type ProductPrices } from './data';
import { amountOf, labelView } from './rules';
import type { Renderer } from './render';

const short = (v: unknown) => (JSON.stringify(v) ?? String(v)).slice(0, 40);
const decimal = (cents: number) => String(cents / 100);

/** Keeps an element's content (unless `classOnly`) and attributes to put back on unmount. */
function keep(el: Element | null, classOnly = false) {
  if (!el) return () => {};
  const nodes = [...el.childNodes];
  const cls = el.getAttribute('class');
  const price = el.getAttribute('data-price');
  return () => {
    if (!classOnly) el.replaceChildren(...nodes);
    if (cls === null) el.removeAttribute('class');
    else el.setAttribute('class', cls);
    if (price === null) el.removeAttribute('data-price');
    else el.setAttribute('data-price', price);
  };
}

/** Sets an element's text and data-price only when they differ (nothing moves, nothing is announced twice). */
function put(el: Element | null, text: string, price?: string) {
  if (!el) return;
  if (el.textContent !== text) el.textContent = text;
  if (price !== undefined && el.getAttribute('data-price') !== price) el.setAttribute('data-price', price);
}

export function filler(ctx: WidgetContext, data: ProductPrices, section: Element | null): Renderer {
  const el = ctx.element;
  const root = section ?? el.parentElement ?? el;
  const doc = el.ownerDocument;
  const find = (sel: string) => liveFirst(root, sel);
  const value = liveFirst(el, '#projector_omnibus_price_value, del');
  const pct = liveFirst(el, '#projector_omnibus_percent');
  const regular = find('#projector_price_maxprice');
  const regularPct = find('#projector_maxprice_percent');
  const price = find('#projector_price_value');
  const labels = liveFirst(doc, '.product_name__block.--label');
  const restores = [...[value, pct, regular, regularPct, price].map((e) => keep(e)), keep(root, true), keep(labels, true)];
  const told = new Set<string>();
  const type = data.priceType;

  /** The lowest price of the fields, or null; a present value that is not a price above 0 is reported once. */
  const lowestOf = (fields: Record<string, unknown> | undefined) => {
    const given = isObj(fields?.omnibusPrice) ? fields.omnibusPrice[type] : fields?.omnibusPrice;
    if (given === undefined || given === null || given === false) return null;
    const found = amountOf(fields?.omnibusPrice, type, ctx.config.currency);
    if (found && (found.cents === null || found.cents > 0)) return found;
    const why = `omnibusPrice.${type} ${short(given)} is not a price above 0; the lowest price is left out.`;
    if (!told.has(why)) ctx.warn(new Error(`price-label: ${why}`));
    told.add(why);
    return null;
  };

  return {
    render(size) {
      const own = sizePrice(data, size);
      const fields = own ?? data.price;
      const lowest = lowestOf(fields);
      const view = lowest && labelView({ priceType: type, price: data.price, sizePrice: own, sellBy: data.sellBy }, ctx.config.currency, ctx.config.omnibus);
      put(value, view ? view.lowest : '', view && lowest?.cents ? decimal(lowest.cents) : '');
      put(pct, view ? view.percent : '');
      const higher = view?.kind === 'promotion';
      root.classList.toggle('--omnibus', !!view);
      root.classList.toggle('--omnibus-higher', !!view && higher);
      root.classList.toggle('--omnibus-short', !!view && (!view.regular || view.regular.price === view.lowest));
      labels?.classList.toggle('--omnibus', !!view);
      labels?.classList.toggle('--omnibus-higher', !!view && higher);
      if (view?.regular) {
        put(regular, view.regular.price);
        put(regularPct, view.regular.percent);
      }
      // The chosen size's selling price, where the server wrote a range or another price.
      const sell = own && amountOf(own.price, type, ctx.config.currency);
      if (price && sell && sell.cents !== null && sell.cents > 0 && (price.querySelector('[data-range-type]') || price.getAttribute('data-price') !== decimal(sell.cents))) {
        const span = doc.createElement('span');
        span.textContent = sell.text;
        price.replaceChildren(span);
        price.setAttribute('data-price', decimal(sell.cents));
      }
    },
    restore() {
      for (const r of restores) r();
    },
  };
}

/**
 * The buy form's controls (./buy-form.ts), for ./index.ts are code a press needs: loaded on the shopper's first intent on the
 * form (a pointer over it, a touch, keyboard focus), not before any interaction. A press or a size choice that
 * comes before the code is there is held and replayed once it is, so none is lost.
 */
export function keepOnIntent(form: HTMLFormElement, signal: AbortSignal, load: () => Promise<unknown>, warn: (error: unknown) => void) {
  let loading: Promise<unknown> | undefined;
  let ready = false;
  const start = () =>
    (loading ??= load().then(
      () => (ready = true),
      (error: unknown) => warn(error),
    ));
  for (const type of ['pointerover', 'touchstart', 'focusin']) form.addEventListener(type, () => void start(), { signal, passive: true, once: true });
  const doc = form.ownerDocument;
  doc.addEventListener(
    'click',
    (e) => {
      const control = !ready && e.target instanceof Element ? e.target.closest<HTMLElement>('.projector_buy__number_range, a[href="#showInstalments"]') : null;
      if (!control || !form.contains(control)) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      void start().then(() => ready && control.click());
    },
    { signal, capture: true },
  );
  doc.addEventListener(
    'change',
    (e) => {
      const select = !ready && e.target instanceof HTMLSelectElement && e.target.form === form ? e.target : null;
      if (select) void start().then(() => ready && select.dispatchEvent(new Event('change', { bubbles: true })));
    },
    { signal },
  );
}
