/**
 * Widget loaders (core chunk): name -> the lazy import of its chunk, the batch keys it reads (the page-load
 * call carries them, docs/theme-guide.md#server-calls) and an optional gate. A gate that returns false means
 * "not on this page": the chunk is never downloaded and nothing is reported (e.g. the forced-region notice
 * when its cookies are absent, a notice with no text). Rows match markers/index.ts one to one (a unit test
 * checks it).
 */
import type { WidgetLoader } from '../src/types';
import { isOrderPage } from '../src/core/order-pages';
import { forcedCookieAsks } from '../widgets/forced-region/gate';
import { shouldAutoOpen } from '../widgets/language-selector/auto';
import { wakeOnScroll } from '../widgets/back-to-top/wake';
import { wakeInAccordionView } from '../widgets/footer/wake';
import { wakeBars } from '../widgets/promo-bars/wake';
import { readProps } from '../src/core/props';
import { liveAll } from '../src/util/off';

/**
 * A late hook for legacy markup that has no row in the entry's table (each row's bytes are the entry's): every
 * match outside customer content gets the widget's name in `data-widget`, then the page is scanned again, so the
 * widget loads at its own moment as on a marker. `focusable`: an element the keyboard cannot reach (a tip on a
 * `<div>`) joins the tab order, as the widget answers focus.
 */
function named(selector: string, name: string, focusable = false): WidgetLoader['late'] {
  return {
    selector,
    run: async (doc) => {
      for (const el of liveAll(doc, selector)) {
        const names = (el.dataset.widget ?? '').split(/\s+/).filter(Boolean);
        if (!names.includes(name)) el.dataset.widget = [...names, name].join(' ');
        if (focusable && el.tabIndex < 0 && !el.hasAttribute('tabindex')) el.tabIndex = 0;
      }
      const api = (window as unknown as { storefront?: { scan?: unknown } }).storefront;
      if (typeof api?.scan == 'function') api.scan();
    },
  };
}

const LOWEST_BOX = '.projector_prices__lowest_price:not([data-widget])';

// Each load reads the module's `default` instead of passing its namespace on: a namespace handed on as a
// value makes the bundler build it with a helper of its own chunk (rolldown-runtime, 382 B brotli and one
// more request on every page).
export const loaders: Record<string, WidgetLoader> = {
  // Loads on the first scroll (or a gesture on the button); hidden until then (docs/widgets/back-to-top.md).
  'back-to-top': { load: () => import('../widgets/back-to-top/index.ts').then((m) => ({ default: m.default })), wake: wakeOnScroll },
  'breadcrumb-back': { load: () => import('../widgets/breadcrumb-back/index.ts').then((m) => ({ default: m.default })) },
  search: { load: () => import('../widgets/search/index.ts').then((m) => ({ default: m.default })) },
  'mini-basket': { load: () => import('../widgets/mini-basket/index.ts').then((m) => ({ default: m.default })), needs: ['Basket'] },
  'shopping-list-link': { load: () => import('../widgets/shopping-list-link/index.ts').then((m) => ({ default: m.default })) },
  logout: { load: () => import('../widgets/logout/index.ts').then((m) => ({ default: m.default })) },
  // The platform's other tips: the order pages' security box (`.show_tip`, its text in `title`) and the basket's
  // quantity-price tip (`.basket__tip`, its text in the next `.tooltipContent`).
  tooltip: { load: () => import('../widgets/tooltip/index.tsx').then((m) => ({ default: m.default })), late: named('.show_tip,.basket__tip', 'tooltip', true) },
  // An empty notice is the shop's "no notice today": nothing to download.
  notice: { load: () => import('../widgets/notice/index.ts').then((m) => ({ default: m.default })), when: (_page, el) => !!el.textContent?.trim() },
  // The platform's own lowest-price box (docs/legacy/product-page.md) has no selector in the row (a row costs
  // the entry): the late hook marks it for the widget and has the page scanned there.
  // The platform's own lowest-price box (docs/legacy/product-page.md) has no selector in the row (a row costs
  // the entry): the late hook marks it for the widget.
  'price-label': {
    load: () => import('../widgets/price-label/index.ts').then((m) => ({ default: m.default })),
    late: named(LOWEST_BOX, 'price-label'),
  },
  'subscription-price': { load: () => import('../widgets/subscription-price/index.ts').then((m) => ({ default: m.default })) },
  instalments: { load: () => import('../widgets/instalments/index.ts').then((m) => ({ default: m.default })), needs: ['Basket'] },
  // Loads on the shopper's first gesture on the opener, or at once when the prompt opens by itself
  // (docs/widgets/language-selector.md).
  'language-selector': {
    load: () => import('../widgets/language-selector/index.ts').then((m) => ({ default: m.default })),
    wake: (el) => shouldAutoOpen(readProps(el, true), document.cookie, location.search),
  },
  // Only where its cookies ask, never on order pages (docs/widgets/forced-region.md): elsewhere nothing is downloaded.
  'forced-region': { load: () => import('../widgets/forced-region/index.ts').then((m) => ({ default: m.default })), when: (page) => !isOrderPage(page) && forcedCookieAsks(document.cookie) },
  // The platform's registration and checkout forms (form.cop) show grey placeholders until the widget puts
  // their templates in place: nothing there to interact with, so they start at once. The basket page's checkout
  // summary and its lines' controls have no marker (a row costs the entry): the late hook puts them in place.
  form: {
    load: () => import('../widgets/form/index.ts').then((m) => ({ default: m.default })),
    wake: (el) => el.classList.contains('cop'),
    late: { selector: '.summary_wrapper > .cop__summary[data-skeleton], form.basket__form', run: (doc, config) => import('../widgets/form/cop/index.ts').then((m) => m.showBasket(doc, config)) },
    validate: (config, values, rules) => import('../widgets/form/index.ts').then((m) => m.validate(config, values, rules)),
  },
  // A second marker name of the form widget: its own entry module in the form's folder.
  newsletter: { load: () => import('../widgets/form/newsletter.ts').then((m) => ({ default: m.default })) },
  // The platform's sign-in page (`#signin-form`: docs/widgets/sign-in.md).
  'sign-in': { load: () => import('../widgets/sign-in/index.ts').then((m) => ({ default: m.default })), late: named('#signin-form', 'sign-in') },
  'social-register': { load: () => import('../widgets/social-register/index.ts').then((m) => ({ default: m.default })) },
  map: { load: () => import('../widgets/map/index.ts').then((m) => ({ default: m.default })) },
  // A click into the field opens the calendar: the one that also mounts the widget is held and replayed.
  'date-picker': { load: () => import('../widgets/date-picker/index.ts').then((m) => ({ default: m.default })), ownClick: true },
  'mega-menu': { load: () => import('../widgets/mega-menu/index.ts').then((m) => ({ default: m.default })) },
  'mobile-categories': { load: () => import('../widgets/mobile-categories/index.ts').then((m) => ({ default: m.default })) },
  'settings-menu': { load: () => import('../widgets/settings-menu/index.ts').then((m) => ({ default: m.default })) },
  // Loads on the shopper's first gesture on it; in the phone view when it comes near, for its accordion
  // (docs/widgets/footer.md).
  footer: { load: () => import('../widgets/footer/index.ts').then((m) => ({ default: m.default })), wake: wakeInAccordionView },
  // Promo bars are not initialised during the order process (docs/theme-guide.md#markers). They load on the
  // shopper's first gesture on them; woken earlier for a nameless close, or a sticky bar scrolled away
  // (docs/widgets/promo-bars.md). Late hook: bars and strips hidden after the first paint give their space
  // back (./early.ts beforePaint).
  'promo-bars': {
    load: () => import('../widgets/promo-bars/index.ts').then((m) => ({ default: m.default })),
    when: (page) => !page.orderProcess,
    wake: wakeBars,
    late: { selector: '[data-sf-closed^=late]', run: (doc) => import('../widgets/promo-bars/late').then((m) => m.collapseWhenAway(doc)) },
  },
  'rebate-code': { load: () => import('../widgets/rebate-code/index.ts').then((m) => ({ default: m.default })) },
};
