/**
 * language-selector (docs/widgets/language-selector.md): the delivery region / country / language modal and
 * the recommended-country prompt, opened from the server's opener (legacy `#select_language` holding a link
 * or button; data-widget="language-selector" on the element holding it). This chunk is only the binding,
 * kept tiny; the dialog, its texts and data rules load on the first click or automatic opening (open.ts).
 * Options (data-props JSON): show_select, country_first, selectedLangId, recommended_lang,
 * is_default_country, is_recommended_country, countries (entries: countries.ts). Without countries the
 * opener stays the server's plain link.
 * Opens by itself only when show_select is 'true' and it was not closed (auto.ts); texts are then in
 * the recommended language (default eng), otherwise in the shop's.
 */
import type { Widget } from '../../src/types';
import { describe } from '../../src/util/report';
import { shouldAutoOpen } from './auto';

const widget: Widget = {
  mount(ctx) {
    const host = ctx.element;
    const opener = host.matches('a[href],button') ? host : host.querySelector<HTMLElement>('button, a[href]');
    if (!opener) throw new Error(`language-selector: ${describe(host)} holds no opener; add a <button> or <a href="/settings.php">.`);
    if (!Array.isArray(ctx.props.countries) || !ctx.props.countries.length) {
      console.warn(`[storefront] language-selector: ${describe(host)} has no "countries" in its data-props; the opener stays a plain link.`);
      return;
    }
    opener.setAttribute('aria-haspopup', 'dialog');
    let busy = false;
    const show = (auto: boolean) => {
      if (busy) return;
      busy = true;
      import('./open')
        .then((m) => m.openSelector(ctx, opener, auto))
        .catch((error) => {
          // The dialog could not load: say so, and a click still reaches the server's page.
          ctx.warn(error);
          if (!auto && opener instanceof HTMLAnchorElement && opener.href) location.assign(opener.href);
        })
        .finally(() => (busy = false));
    };
    opener.addEventListener(
      'click',
      (e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return; // new tab: the server's page
        e.preventDefault();
        show(false);
      },
      { signal: ctx.signal },
    );
    if (shouldAutoOpen(ctx.props, document.cookie, location.search)) show(true);
    return () => opener.removeAttribute('aria-haspopup');
  },
};
export default widget;
