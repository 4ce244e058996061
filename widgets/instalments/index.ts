/**
 * instalments (docs/widgets/instalments.md): the instalment calculator on the product page and on the basket
 * edit page. The element holds the server's opener (a button, or a link to the provider that works without
 * JavaScript) and data-props `{calculators: [{minPrice, maxPrice, totalPrice, link, instalmentName,
 * priceType, maxProductCount?, basketNotAllowed?}], price, priceNet, currency, basketCount, basketCost,
 * basketCostNet}`. On the opener's click, rules.ts decides: open the provider link at once (one provider,
 * within bounds, empty basket on the product page; price 0 without an amount) or show the dialog (React, on
 * the shared dialog; its chunk loads on that click only). Nothing here imports React. Options:
 * data-scope="product|basket" (default: basket on the basketedit page, else product);
 * data-quantity="<selector>" of the quantity field (default `#projector_number`, else the `number` field of
 * the element's form). The basket count and cost follow the batch call's Basket when it is known. Load
 * moment: its row in markers/index.ts (a tiny chunk; a click while it loads is held and replayed).
 */
import type { Widget } from '../../src/types';
import { describe } from '../../src/util/report';
import { store } from '../../src/store';
import { liveFirst } from '../../src/util/off';
import { basketFromAnswer, basketPlan, productPlan, quantityOf, readCalculators, readShared } from './rules';
import { texts } from './texts/index';

const widget: Widget = {
  mount(ctx) {
    const el = ctx.element;
    const opener = el.matches('a[href],button') ? el : el.querySelector<HTMLElement>('button, a[href]');
    if (!opener) throw new Error(`instalments: ${describe(el)} holds no opener; add <button type="button">Oblicz ratę</button> inside.`);
    const { calculators, dropped } = readCalculators(ctx.props, location.href, ctx.config.priceType);
    if (dropped.length) console.warn(`[storefront] instalments: ${describe(el)}: providers left out: ${dropped.join('; ')}`);
    if (!calculators.length) throw new Error(`instalments: ${describe(el)} has no usable calculator in its data-props (instalmentName and an http(s) link each).`);
    const basketPage = ctx.props.scope === 'basket' || (ctx.props.scope !== 'product' && ctx.page.type === 'basketedit');
    const quantityField = () => {
      const sel = typeof ctx.props.quantity === 'string' ? ctx.props.quantity : '';
      try {
        // The shop's field: a review's `<input id="projector_number" value="4" type="hidden">` is none.
        return (sel ? liveFirst(document, sel) : null) ?? liveFirst(document, '#projector_number') ?? el.closest('form')?.querySelector('[name="number"]') ?? null;
      } catch {
        return null; // an invalid selector in data-quantity: no quantity field
      }
    };
    let busy = false;
    let told = '';

    opener.addEventListener(
      'click',
      (event) => {
        const { shared, foreign } = basketFromAnswer(readShared(ctx.props), store().basket, ctx.config.currency);
        if (foreign && foreign !== told) {
          told = foreign;
          console.warn(`[storefront] instalments: ${describe(el)}: the basket's worth "${foreign}" is not in the page's currency (${ctx.config.currency.id}); the calculator leaves the basket out.`);
        }
        const field = quantityField();
        const quantity = quantityOf(field instanceof HTMLInputElement ? field.value : undefined);
        const plan = basketPage ? basketPlan(calculators, shared) : productPlan(calculators, shared, quantity);
        if (!plan) return; // no honest figure: the server's link (if any) does what it did without us
        if (plan.kind === 'open') {
          if (opener instanceof HTMLAnchorElement)
            opener.href = plan.url; // the browser follows it, with the link's target
          else window.open(plan.url, '_blank', 'noopener');
          return;
        }
        event.preventDefault();
        if (busy) return;
        busy = true;
        opener.setAttribute('aria-busy', 'true');
        Promise.all([import('./calculator'), texts(ctx.config)])
          .then(([m, t]) => m.showCalculator({ ctx, opener, plan, t, quantity: basketPage ? null : quantity }))
          // The opener survives a chunk that did not load: reported, and the next click tries again.
          .catch((error: unknown) => ctx.warn(error))
          .finally(() => {
            busy = false;
            opener.removeAttribute('aria-busy');
          });
      },
      { signal: ctx.signal },
    );
  },
};
export default widget;
