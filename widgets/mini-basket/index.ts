/**
 * mini-basket (docs/widgets/mini-basket.md, docs/theme-guide.md#server-calls): the header basket. From the
 * batch call's Basket key (via the store) it keeps the server's count badge `.badge` and total
 * `strong.top_basket__price` right, and offers a details panel for 1 to 22 products (list layout above
 * 10). At 0 or more than 22 products there is no panel; the link to the basket page always stays.
 * It follows every change of the store's basket (the core emits `storefront:basket-change` then).
 * Markup: legacy `#menu_basket` (a link `a[href]` inside, optional `.topBasket__details` box), or
 * data-widget="mini-basket" on the basket link itself.
 * Options: data-buy-now-url  where one-click purchase goes (default /order1.php)
 * Load moment: its row in markers/index.ts (the badge must be right early). Badge and total are all this
 * shell does: the panel's opener, its texts and styles (./enhance.ts) load when the mouse comes over the
 * basket, its link gets keyboard focus or the page gets its first key press, the panel's content on hover
 * intent or first opening (a page loads at start only what it shows).
 */
import type { Widget } from '../../src/types';
import { describe } from '../../src/util/report';
import { store, watchStore } from '../../src/store';
import { headerView } from './summary';
import type { Opener } from './enhance';

const setText = (el: Element | null, text: string) => {
  if (!el || !text || el.textContent === text) return false;
  el.textContent = text;
  return true;
};

const widget: Widget = {
  mount(ctx) {
    const host = ctx.element;
    const anchor = host instanceof HTMLAnchorElement ? host : host.querySelector<HTMLAnchorElement>('a[href]');
    if (!anchor) throw new Error(`mini-basket: ${describe(host)} holds no link to the basket page; add <a href="/basketedit.php">.`);
    const badge = host.querySelector<HTMLElement>('.badge');
    const total = host.querySelector<HTMLElement>('.top_basket__price');
    let available = false;
    let opener: Promise<Opener | null> | undefined;
    const enhance = () =>
      (opener ??= import('./enhance')
        .then((m) => m.enhance(ctx, host, anchor, () => available))
        .catch((error: unknown) => {
          ctx.warn(error); // no panel; the link to the basket page works as it is
          return null;
        }));
    for (const type of ['pointerover', 'focusin'] as const) host.addEventListener(type, enhance, { once: true, passive: true, signal: ctx.signal });
    // A keyboard user's first key (Tab through the header) loads it too: ready before they reach the basket.
    document.addEventListener('keydown', enhance, { once: true, passive: true, signal: ctx.signal });
    if (host.contains(document.activeElement)) void enhance();

    const update = () => {
      const view = headerView(store().basket, ctx.config.priceType);
      if (!view) return; // not known yet, or not a basket: the server's HTML stays as it is
      const count = view.badge;
      // The badge's spoken label follows its number; its text loads only when the number changes.
      if (setText(badge, String(count)) && badge?.hasAttribute('aria-label')) {
        void import('./texts')
          .then(({ texts }) => texts(ctx.config))
          .then(
            (t) => badge.setAttribute('aria-label', t('basket_count_label', { count })),
            (error: unknown) => ctx.warn(error),
          );
      }
      setText(total, view.total);
      // The platform marks an empty basket with --hide (docs/widgets/mini-basket.md).
      host.classList.toggle('--hide', view.count === 0);
      available = view.visible;
      void opener?.then((o) => o?.setAvailable(available));
    };
    update();
    // A throwing update is this widget's failure (reported, unmounted), never an unhandled rejection.
    const stop = watchStore(update, ctx.report);
    return () => {
      stop();
      void opener?.then((o) => o?.destroy());
    };
  },
};
export default widget;
