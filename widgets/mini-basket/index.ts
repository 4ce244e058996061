/**
 * mini-basket (docs/widgets/mini-basket.md, docs/theme-guide.md#server-calls): the header basket. From the
 * batch call's Basket key (via the store) it keeps the server's count badge and total right (the theme's own
 * elements marked `data-basket-count` and `data-basket-total`, else the legacy `.badge` and
 * `.top_basket__price`), and offers a details panel for 1 to 22 products (list layout above
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
import { showsCurrency } from '../../src/i18n/currency';
import { headerView } from './summary';
import type { Opener } from './enhance';

const setText = (el: Element | null, text: string, empty = false) => {
  if (!el || (!text && !empty) || el.textContent === text) return false;
  el.textContent = text;
  return true;
};

/**
 * The theme's own hover boxes in the basket (the platform's `.top_basket__details.hover__element.--skeleton`,
 * which its CSS shows on hover and its legacy script filled): hidden while the widget runs, since its panel
 * is the one that opens. Returns the function that gives them back.
 */
function hideThemeBoxes(host: HTMLElement): () => void {
  const boxes = [...host.querySelectorAll<HTMLElement>('.top_basket__details,.hover__element')];
  for (const box of boxes) box.style.setProperty('display', 'none', 'important');
  return () => boxes.forEach((box) => box.style.removeProperty('display'));
}

/** The link's spoken name as the server wrote it ("Wartość koszyka: 3 594,95 zł"), following the total. */
function nameFollows(anchor: HTMLElement, serverTotal: string) {
  const name = anchor.getAttribute('aria-label') ?? '';
  const at = serverTotal ? name.indexOf(serverTotal) : -1;
  return (total: string) => {
    if (at >= 0 && total) anchor.setAttribute('aria-label', name.slice(0, at) + total + name.slice(at + serverTotal.length));
  };
}

const widget: Widget = {
  mount(ctx) {
    const host = ctx.element;
    const anchor = host instanceof HTMLAnchorElement ? host : host.querySelector<HTMLAnchorElement>('a[href]');
    if (!anchor) throw new Error(`mini-basket: ${describe(host)} holds no link to the basket page; add <a href="/basketedit.php">.`);
    const badge = host.querySelector<HTMLElement>('[data-basket-count]') ?? host.querySelector<HTMLElement>('.badge');
    const total = host.querySelector<HTMLElement>('[data-basket-total]') ?? host.querySelector<HTMLElement>('.top_basket__price');
    // The platform's badge (in its a.top_basket__sub link) is empty at 0 products, as its template writes it
    // (its theme hides an empty one); another theme's badge and a data-basket-count show 0.
    const emptyAtZero = !!badge?.closest('.top_basket__sub') && !badge.hasAttribute('data-basket-count');
    const rename = nameFollows(anchor, total?.textContent?.trim() ?? '');
    const giveBack = host === anchor ? () => {} : hideThemeBoxes(host);
    let told = '';
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
      if (setText(badge, count === 0 && emptyAtZero ? '' : String(count), true) && badge?.hasAttribute('aria-label')) {
        void import('./texts')
          .then(({ texts }) => texts(ctx.config))
          .then(
            (t) => badge.setAttribute('aria-label', t('basket_count_label', { count })),
            (error: unknown) => ctx.warn(error),
          );
      }
      // The server's text, in the answer's currency: re-formatting its number in the page's would put a euro
      // sign on a złoty amount. An answer in another currency than the page's is said once on the console.
      if (setText(total, view.total)) rename(view.total);
      if (view.total && view.total !== told && !showsCurrency(view.total, ctx.config.currency)) {
        told = view.total;
        console.warn(
          `[storefront] mini-basket: ${describe(host)}: the basket's total "${view.total}" is not in the page's currency (${ctx.config.currency.id}, ${ctx.config.currency.symbol}); it is shown as the server wrote it. The page's configuration and the shop's answer disagree.`,
        );
      }
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
      giveBack();
      void opener?.then((o) => o?.destroy());
    };
  },
};
export default widget;
