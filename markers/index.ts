/**
 * The marker table (CONTRACT 4): every widget's name, legacy selector, lazy loader, default load
 * moment and the batch keys it reads. The entry holds this table, never the widgets themselves.
 * A test asserts every folder in widgets/ has a row here.
 */
import type { MarkerEntry } from '../src/types';

export const markers: MarkerEntry[] = [
  { name: 'back-to-top', moment: 'idle', load: () => import('../widgets/back-to-top/index.ts') },
  { name: 'breadcrumb-back', legacy: '#back_button', moment: 'idle', load: () => import('../widgets/breadcrumb-back/index.ts') },
  { name: 'search', legacy: 'form#menu_search', moment: 'interaction', load: () => import('../widgets/search/index.ts') },
  { name: 'mini-basket', legacy: '#menu_basket', moment: 'idle', needs: ['Basket'], load: () => import('../widgets/mini-basket/index.ts') },
  { name: 'shopping-list-link', legacy: '.slt_link.--empty,.slm_lists__nav_link.--empty', moment: 'idle', load: () => import('../widgets/shopping-list-link/index.ts') },
  { name: 'logout', legacy: 'a[href*="operation=logout"]', moment: 'idle', load: () => import('../widgets/logout/index.ts') },
  // Page chrome (issue 11)
  { name: 'mega-menu', legacy: 'nav#menu_categories', moment: 'interaction', load: () => import('../widgets/mega-menu/index.ts') },
  { name: 'mobile-categories', moment: 'idle', load: () => import('../widgets/mobile-categories/index.ts') },
  { name: 'settings-menu', legacy: '#menu_settings', moment: 'interaction', load: () => import('../widgets/settings-menu/index.ts') },
  { name: 'footer', legacy: 'nav#footer_links,#manageCookies', moment: 'visible', load: () => import('../widgets/footer/index.ts') },
  { name: 'promo-bars', legacy: '.bars_top,.bars_bottom', moment: 'idle', skip: (page) => page.orderProcess, load: () => import('../widgets/promo-bars/index.ts') },
  { name: 'rebate-code', legacy: '#rabateCode,#freeShipping', moment: 'idle', load: () => import('../widgets/rebate-code/index.ts') },
];
