/**
 * mega-menu (docs/widgets/mega-menu.md): the category menu `nav#menu_categories` (the platform's
 * `button.navbar-toggler + div#menu_navbar > ul.navbar-nav > li.nav-item > span.nav-link-wrapper >
 * a.nav-link + button.nav-link-expand` and `ul.navbar-subnav`; older themes `ul.navbar-nav > li > a + ul`) or
 * data-widget="mega-menu" on a nav holding `ul > li > a + ul`.
 * WAI-ARIA APG disclosure navigation: each top item with a submenu is toggled by the theme's own expand
 * button, or by one the menu adds after its link (aria-expanded, aria-controls); Enter/Space toggle, ArrowDown
 * opens and enters the panel, Left/Right/Home/End move along the bar, Up/Down/Home/End inside the panel,
 * Escape closes and returns focus to the item's toggle. Mouse: a submenu opens after a short hover intent and
 * closes shortly after the pointer leaves.
 * Limits: panels of 200 px columns, 5 columns (4 below 1200 px), 30 px padding,
 * columns 320 px high, "show more" after 10 items in any submenu list (the theme's "+ Rozwiń" where it has one).
 * Phones and tablets: the theme's toggler opens the side menu (./side.ts, its own chunk, fetched at mount in
 * views 1-2 so the tap that mounted the menu opens it at once).
 * Load moment: its row in markers/index.ts; the item hovered while it loaded opens at mount.
 * Behaviour only: no React.
 */
import type { Widget, WidgetContext } from '../../src/types';
import { adoptCss } from '../../src/ui/css';
import { enhanceMenu } from './menu';
import { CSS } from './style';
import { texts } from './texts/index';

type Texts = Awaited<ReturnType<typeof texts>>;
const loadSide = () => import('./side');

/** The platform's toggler opens the side menu; a change to view 3 or 4 closes it (the header menu shows there). */
function sideMenu(ctx: WidgetContext, bar: HTMLElement, t: Texts | null) {
  const { element: nav, signal } = ctx;
  const toggler = nav.querySelector<HTMLElement>(':scope > .navbar-toggler');
  if (!toggler) return;
  toggler.setAttribute('aria-haspopup', 'dialog');
  toggler.setAttribute('aria-expanded', 'false');
  if (ctx.view() < 3) loadSide().catch(() => {}); // fetched ahead; a failure is reported on the tap
  let open: { close(): void } | undefined;
  toggler.addEventListener(
    'click',
    () => {
      if (open) return;
      open = { close() {} }; // a second tap while the chunk comes opens nothing more
      Promise.all([loadSide(), t ?? texts(ctx.config)])
        .then(([side, s]) => {
          if (signal.aborted) return;
          const title = toggler.getAttribute('aria-label')?.trim() || s('side_menu');
          const dialog = side.openSide(nav, bar, toggler, { title, close: s('ui_close'), back: s('side_back'), all: (name) => s('side_all', { name }), sub: s('side_sub') }, signal);
          open = dialog;
          void dialog.closed.then(() => (open = undefined));
        })
        .catch((error) => {
          open = undefined;
          ctx.report(error);
        });
    },
    { signal },
  );
  document.addEventListener('storefront:view-change', () => ctx.view() >= 3 && open?.close(), { signal });
}

const widget: Widget = {
  async mount(ctx) {
    const t = await texts(ctx.config).catch(() => null); // a failed chunk: the Polish words below, and the side menu asks again
    if (ctx.signal.aborted) return;
    const nav = ctx.element;
    const bar = nav.querySelector<HTMLUListElement>(':scope > ul, ul');
    if (!bar) {
      console.warn(`[storefront] mega-menu: <${nav.localName}${nav.id ? `#${nav.id}` : ''}> holds no list of categories (no #menu_navbar, no <ul>): nothing to open`);
      return;
    }
    adoptCss('mega-menu', CSS);
    const undo = enhanceMenu(nav, ctx.signal, {
      toggle: (name) => `${t?.('ui_expand') ?? 'Rozwiń'}: ${name}`,
      more: t?.('ui_show_more') ?? 'Pokaż więcej',
      less: t?.('ui_show_less') ?? 'Pokaż mniej',
    });
    sideMenu(ctx, bar, t);
    return undo;
  },
};
export default widget;
