/**
 * price-label (spec 4.6, 3.5, 9.4; CONTRACT 4, 4a): the lowest-30-day price label of a product, for the
 * size the shopper picks. Plain DOM (textContent only), no React: it runs before any interaction on
 * product pages, whose budget is 20 KB of JavaScript in all.
 * Markup: data-widget="price-label" with data-props `{priceType, sizes: [{id, price?}], price, unit?: {sellBy},
 * productId?}`; or the legacy box `.projector_prices__omnibus` in `#projector_prices_section`, with the data
 * from `window.product_data` (there the regular price goes into the server's `del.projector_prices__maxprice`).
 * Sizes: see size.ts (legacy form#projector_form, or the `storefront:size-change` event).
 * Layout: the label replaces the element's content; render the same lines on the server (view.ts
 * `linesHtml`) or give the element a min-height, so that nothing moves when it mounts.
 * Default load moment: idle. Missing data is reported (console, storefront:widget-error); the server
 * HTML then stays as it was.
 */
import type { Widget } from '../../src/types';
import { describe } from '../../src/boot/report';
import { adoptCss } from '../../src/ui/css';
import { fromLegacy, fromProps, sizePrice } from './data';
import { labelView } from './rules';
import { watchSize } from './size';
import { texts } from './texts/index';
import { CSS, labelLines, linesDom } from './view';

const widget: Widget = {
  async mount(ctx) {
    const el = ctx.element;
    const legacy = !el.matches('[data-widget~="price-label"]');
    const section = legacy ? el.closest('#projector_prices_section') : null;
    const form = document.querySelector<HTMLFormElement>('form#projector_form');
    const data = fromProps(ctx.props, ctx.config.priceType)
      ?? (legacy || !('price' in ctx.props) ? fromLegacy((window as { product_data?: unknown }).product_data, form?.dataset.product_id ?? null, ctx.config.priceType) : null);
    if (!data) {
      throw new Error(`price-label: ${describe(el)} has no price data; give it <script type="application/json" data-props>{"price": {...}}</script> or define window.product_data.`);
    }
    const t = await texts(ctx.config);
    if (ctx.signal.aborted) return;
    adoptCss('price-label', CSS);

    const server = [...el.childNodes].filter((n) => !(n instanceof HTMLScriptElement));
    const wasHidden = el.hasAttribute('hidden');
    const regularEl = section?.querySelector<HTMLElement>('del.projector_prices__maxprice') ?? null;
    const regularText = regularEl?.textContent ?? '';
    let rendered: Node[] = [];

    const render = (size: string | null) => {
      const view = labelView({ priceType: data.priceType, price: data.price, sizePrice: sizePrice(data, size), sellBy: data.sellBy }, ctx.config.currency, ctx.config.omnibus);
      const nodes = view ? linesDom(labelLines(view, t, !regularEl)) : [];
      for (const n of [...server, ...rendered]) if (n.parentNode === el) el.removeChild(n);
      el.append(...nodes);
      rendered = nodes;
      el.hidden = !view;
      el.classList.toggle('--hidden', !view);
      if (regularEl) regularEl.textContent = view?.regular?.price ?? '';
    };

    const { initial } = watchSize(el, data.productId, ctx.signal, (size) => {
      try {
        render(size);
      } catch (error) {
        ctx.report(error);
      }
    });
    render(initial);
    // Announce later changes (a size picked), not the first render.
    el.setAttribute('aria-live', 'polite');
    return () => {
      for (const n of rendered) if (n.parentNode === el) el.removeChild(n);
      el.append(...server);
      el.hidden = wasHidden;
      el.classList.toggle('--hidden', wasHidden);
      el.removeAttribute('aria-live');
      if (regularEl) regularEl.textContent = regularText;
    };
  },
};
export default widget;
