/**
 * mega-menu (docs/widgets/mega-menu.md): the category menu `nav#menu_categories` (legacy: `ul.navbar-nav >
 * li.nav-item > a.nav-link + ul.navbar-subnav`) or data-widget="mega-menu" on a nav holding `ul > li > a + ul`.
 * WAI-ARIA APG disclosure navigation: each top item with a submenu gets a toggle button (aria-expanded,
 * aria-controls) after its link; Enter/Space toggle, ArrowDown opens and enters the panel, Left/Right/Home/End
 * move along the bar, Up/Down/Home/End inside the panel, Escape closes and returns focus to the item's toggle.
 * Mouse: a submenu opens after a short hover intent and closes shortly after the pointer leaves.
 * Limits: panels of 200 px columns, 5 columns (4 below 1200 px), 30 px padding,
 * columns 320 px high, "show more" after 10 items in any submenu list.
 * Load moment: its row in markers/index.ts; the item hovered while it loaded opens at mount.
 * Behaviour only: no React.
 */
import type { Widget } from '../../src/types';
import { getTranslator } from '../../src/texts';
import { adoptCss } from '../../src/ui/css';
import { enhanceMenu } from './menu';
import { CSS } from './style';

const widget: Widget = {
  async mount(ctx) {
    const t = await getTranslator(ctx.config).catch(() => null);
    if (ctx.signal.aborted) return;
    adoptCss('mega-menu', CSS);
    return enhanceMenu(ctx.element, ctx.signal, {
      toggle: (name) => `${t?.('ui_expand') || 'Rozwiń'}: ${name}`,
      more: t?.('ui_show_more') || 'Pokaż więcej',
      less: t?.('ui_show_less') || 'Pokaż mniej',
    });
  },
};
export default widget;
