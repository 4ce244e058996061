/**
 * Pages where the forced-region notice stays off (docs/widgets/forced-region.md); promo bars go by the page's
 * `orderProcess` flag instead (../start/context.ts). Apart from ../start/context.ts on purpose: the entry
 * reads the context, the core's loaders need only this; shared, the two would become a chunk the entry
 * imports before it can run (one more request before boot).
 */
import type { PageContext } from '../types';

export const ORDER_PAGES = ['place-order', 'prepaid', 'order1', 'order2'];
export const isOrderPage = (page: PageContext) => ORDER_PAGES.includes(page.type);
