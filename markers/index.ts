/**
 * The marker table (docs/theme-guide.md#markers), as the entry holds it: one string per widget,
 *   `name moment legacy-selector?`
 * with moment l = load, i = idle, v = visible, x = interaction (data-load on the element overrides it) and
 * the CSS selector of the legacy markup it also answers to (no spaces in it). Each row costs the entry only
 * these characters (`npm run size` prints the bytes per row). Loaders, gates and the batch keys a widget
 * reads live in ./loaders.ts, in the core chunk that every mount goes through anyway, so none of them adds a
 * request before a widget mounts. A test asserts every folder in widgets/ has a row here and in loaders.ts.
 */
import type { LoadMoment, MarkerEntry } from '../src/types';

const MOMENTS: Record<string, LoadMoment> = { l: 'load', i: 'idle', v: 'visible', x: 'interaction' };

export const markers: MarkerEntry[] = [
  'back-to-top x #container',
  'breadcrumb-back x #back_button',
  'search x form#menu_search',
  'mini-basket i #menu_basket',
  'shopping-list-link x .slt_link.--empty,.slm_lists__nav_link.--empty',
  'logout x a[href*="operation=logout"]',
  'tooltip x .help_icon',
  'notice l #menu_notice',
  'price-label i .projector_prices__omnibus',
  'subscription-price v',
  'instalments x',
  'language-selector x #select_language',
  'forced-region l body',
  'form x form:is(.cop,:has([data-graphql],.--validate)):not([data-widget])',
  'newsletter x',
  'sign-in i',
  'social-register i',
  'map v',
  'date-picker x',
  'mega-menu x nav#menu_categories',
  'mobile-categories x',
  'settings-menu x #menu_settings,.s_paging',
  'footer x nav#footer_links,#manageCookies',
  'promo-bars x .bars_top,.bars_bottom',
  'rebate-code x #rabateCode,#freeShipping',
].map((row) => {
  const [name, moment, legacy] = row.split(' ') as [string, string, string?];
  return { name, moment: MOMENTS[moment]!, legacy };
});
