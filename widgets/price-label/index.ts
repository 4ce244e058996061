/**
 * price-label (docs/widgets/price-label.md): the lowest-30-day price label of a product, for the
 * size the shopper picks. Plain DOM (textContent only), no React: it runs before any interaction on
 * product pages, whose budget is 20 KB of JavaScript in all.
 * Markup: data-widget="price-label" with data-props `{priceType, sizes: [{id, price?}], price,
 * unit?: {sellBy}, productId?}`; or the legacy box `.projector_prices__omnibus` in
 * `#projector_prices_section`, with the data from `window.product_data` (there the regular price goes into
 * the server's `del.projector_prices__maxprice`); or the platform's own box `.projector_prices__lowest_price`,
 * whose slots ./fill.ts fills (docs/legacy/product-page.md), the buy form's own controls kept working by
 * ./buy-form.ts.
 * Sizes: see size.ts (legacy form#projector_form, or the `storefront:size-change` event).
 * Layout: the label replaces the element's content; render the same lines on the server (view.ts
 * `linesHtml`) or give the element a min-height, so that nothing moves when it mounts.
 * A data-widget label whose lines the server already drew (`.sf-pl__main`, for the product's own price:
 * no size with a price of its own is chosen) is kept as it is: the renderer (./render.ts: rules, texts,
 * price formatting) loads only when the shopper picks another size. Otherwise it loads at mount.
 * Load moment: its row in markers/index.ts. Missing data is reported (console, storefront:widget-error);
 * the server HTML then stays as it was.
 */
import type { Widget } from '../../src/types';
import { describe } from '../../src/util/report';
import { liveFirst } from '../../src/util/off';
import { adoptCss } from '../../src/ui/css';
import { fromLegacy, fromProps, sizePrice } from './data';
import type { Renderer } from './render';
import { watchSize } from './size';
import { CSS } from './style';

const widget: Widget = {
  async mount(ctx) {
    const el = ctx.element;
    if (ctx.config.omnibus.enabled === false) {
      // The shop switched the lowest-price labels off: the box stays hidden, nothing else loads.
      const wasHidden = el.hidden;
      el.hidden = true;
      return () => void (el.hidden = wasHidden);
    }
    // The platform's own box (docs/legacy/product-page.md) is marked data-widget by the row's late hook.
    const box = el.matches('.projector_prices__lowest_price');
    const legacy = box || !el.matches('[data-widget~="price-label"]');
    const section = legacy ? el.closest('#projector_prices_section') : null;
    const form = liveFirst<HTMLFormElement>(document, 'form#projector_form');
    const data =
      // window.product_data only as a script's own property (an element's id or name shows up there too: DOM clobbering).
      fromProps(ctx.props, ctx.config.priceType) ??
      (legacy || !('price' in ctx.props)
        ? fromLegacy(Object.hasOwn(window, 'product_data') && (window as { product_data?: unknown }).product_data, form?.dataset.product_id ?? null, ctx.config.priceType)
        : null);
    if (!data) {
      throw new Error(`price-label: ${describe(el)} has no price data; give it <script type="application/json" data-props>{"price": {...}}</script> or define window.product_data.`);
    }
    const regularEl = section?.querySelector<HTMLElement>('del.projector_prices__maxprice') ?? null;
    // The platform's own box: its slots are filled, no lines are drawn.
    if (box && form?.querySelector('.projector_buy__number_range, select[name="projector_sizes"], a[href="#showInstalments"]')) {
      // In ./fill.ts, which this box loads anyway: a page without the box pays nothing for it.
      void import('./fill').then((m) => m.keepOnIntent(form, ctx.signal, () => import('./buy-form').then((b) => !ctx.signal.aborted && b.keepBuyForm(form, ctx.signal)), ctx.warn), ctx.warn);
    }
    if (!box) adoptCss('price-label', CSS);

    let drawer: Promise<Renderer> | undefined;
    const draw = (size: string | null) =>
      (drawer ??= box ? import('./fill').then((m) => m.filler(ctx, data, section)) : import('./render').then((m) => m.renderer(ctx, data, regularEl))).then((r) => {
        if (!ctx.signal.aborted) r.render(size);
      });
    const { initial } = watchSize(el, data.productId, ctx.signal, (size) => {
      draw(size).catch((error: unknown) => ctx.report(error));
    });
    // The server's lines are the label of the product's own price: right unless a size with its own price is chosen.
    const drawn = !legacy && !!el.querySelector(':scope > .sf-pl__main') && !sizePrice(data, initial);
    if (!drawn) await draw(initial);
    // Announce later changes (a size picked), not the first render.
    el.setAttribute('aria-live', 'polite');
    return () => {
      el.removeAttribute('aria-live');
      void drawer?.then(
        (r) => r.restore(),
        () => {},
      );
    };
  },
};
export default widget;
