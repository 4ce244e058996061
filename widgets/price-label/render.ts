/**
 * The price label's renderer (docs/widgets/price-label.md): the rules, the texts and the price formatter,
 * loaded by ./index.ts when a label must be drawn: at mount when the server did not draw it, else on the
 * first size the shopper picks; the unit-price code (./units.ts) with it only when the data has unit prices.
 * Plain DOM, textContent only.
 */
import type { WidgetContext } from '../../src/types';
import { sizePrice, type ProductPrices } from './data';
import { hasUnits, labelView } from './rules';
import { texts } from './texts/index';
import { labelLines, linesDom } from './view';

export interface Renderer {
  render(size: string | null): void;
  /** Puts the server's content back (unmount). */
  restore(): void;
}

export async function renderer(ctx: WidgetContext, data: ProductPrices, regularEl: HTMLElement | null): Promise<Renderer> {
  const el = ctx.element;
  // Unit prices' code only for data that has them (./units.ts). Should it not load, the label shows without
  // them and the failure is reported (console, storefront:widget-error); the widget stays.
  const [t, units] = await Promise.all([
    texts(ctx.config),
    hasUnits([data.price, ...data.sizes.map((s) => s.price)], data.priceType)
      ? import('./units').then(
          (m) => m.unitsFor(el),
          (error: unknown) => void ctx.warn(new Error('price-label: the unit-price code could not load; unit prices are left out', { cause: error })),
        )
      : undefined,
  ]);
  const server = [...el.childNodes].filter((n) => !(n instanceof HTMLScriptElement));
  const wasHidden = el.hasAttribute('hidden');
  const regularText = regularEl?.textContent ?? '';
  let rendered: Node[] = [];
  return {
    render(size) {
      const input = { priceType: data.priceType, price: data.price, sizePrice: sizePrice(data, size), sellBy: data.sellBy };
      const view = labelView(input, ctx.config.currency, ctx.config.omnibus);
      if (view) units?.(view, input, ctx.config.currency);
      const nodes = view ? linesDom(labelLines(view, t, !regularEl)) : [];
      for (const n of [...server, ...rendered]) if (n.parentNode === el) el.removeChild(n);
      el.append(...nodes);
      rendered = nodes;
      el.hidden = !view;
      el.classList.toggle('--hidden', !view);
      if (regularEl) regularEl.textContent = view?.regular?.price ?? '';
    },
    restore() {
      for (const n of rendered) if (n.parentNode === el) el.removeChild(n);
      el.append(...server);
      el.hidden = wasHidden;
      el.classList.toggle('--hidden', wasHidden);
      if (regularEl) regularEl.textContent = regularText;
    },
  };
}
