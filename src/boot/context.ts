/** Page context (CONTRACT 3, spec 2.1): legacy `#container.{type}_page` first, then `body[data-page]`. */
import type { PageContext } from '../types';

export function readPageContext(doc: Document = document): PageContext {
  const container = doc.getElementById('container');
  let type = '';
  if (container) {
    for (const c of container.classList) {
      if (c.endsWith('_page') && c.length > 5) {
        type = c.slice(0, -5);
        break;
      }
    }
  }
  if (!type) type = doc.body?.dataset.page?.trim() ?? '';
  const flag = doc.body?.dataset.orderProcess;
  const orderProcess = doc.documentElement.classList.contains('order_process') || (flag !== undefined && flag !== 'false');
  return { type, orderProcess };
}

/** Pages where checkout-sensitive widgets (forced-region notice, promo bars) stay off (spec 2.8, 2.12). */
export const ORDER_PAGES = ['place-order', 'prepaid', 'order1', 'order2'];
export const isOrderPage = (page: PageContext) => ORDER_PAGES.includes(page.type);
