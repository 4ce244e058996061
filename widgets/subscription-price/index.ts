/**
 * subscription-price (docs/widgets/subscription-price.md): the subscription price calculator. From data-props
 * `{max, maxNet, save, before, rebateValue, rebateType, currencyFormat?, symbol?, currencySpace?,
 * currencyBeforeValue?}` it writes the discounted gross price, the net price and the percent saved, exact to
 * the cent (rules.ts); a net shop (config priceType) leads with the net price. Missing currency fields fall
 * back to the shop's settings. Plain DOM (textContent only), no React. Where there is no honest result
 * (neither max nor rebateValue, or malformed numbers) nothing is written and the server's text stays. Output:
 * into the element's `[data-output]` child when there is one (give it a min-height: the line then appears
 * without moving anything), else appended to the element. Load moment: its row in markers/index.ts.
 */
import type { Widget } from '../../src/types';
import { describe } from '../../src/util/report';
import { currencyOf, subscriptionPrice } from './rules';
import { texts } from './texts/index';

const widget: Widget = {
  async mount(ctx) {
    const el = ctx.element;
    const currency = currencyOf(ctx.props, ctx.config.currency);
    const result = subscriptionPrice(ctx.props, currency);
    if (!result) {
      console.warn(`[storefront] subscription-price: ${describe(el)} has no usable max / rebateValue in its data-props; nothing is shown.`);
      return;
    }
    const t = await texts(ctx.config);
    if (ctx.signal.aborted) return;
    const slot = el.querySelector<HTMLElement>('[data-output]');
    const out = document.createElement(slot ? 'span' : 'p');
    out.className = 'sf-sub';
    // A net shop leads with the net price, gross beside it.
    const netShop = ctx.config.priceType === 'net' && result.net !== null;
    const main = netShop && result.net ? result.net : result.gross;
    const price = document.createElement('strong');
    price.className = 'sf-sub__price';
    price.textContent = netShop ? t('sub_net_main', { price: main.formatted }) : main.formatted;
    const [before = '', after = ''] = t('sub_price', { price: '\u0000' }).split('\u0000');
    out.append(before, price, after);
    const other = netShop ? t('sub_gross', { price: result.gross.formatted }) : result.net ? t('sub_net', { price: result.net.formatted }) : '';
    if (other) {
      const span = document.createElement('span');
      span.className = 'sf-sub__other';
      span.textContent = other;
      out.append(' ', span);
    }
    if (result.percent > 0) {
      const save = document.createElement('span');
      save.className = 'sf-sub__save';
      save.textContent = t('sub_save', { percent: result.percent });
      out.append(' ', save);
    }
    out.dataset.gross = result.gross.value;
    if (result.net) out.dataset.net = result.net.value;
    (slot ?? el).append(out);
    return () => out.remove();
  },
};
export default widget;
