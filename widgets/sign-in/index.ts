/**
 * sign-in (docs/widgets/sign-in.md): the sign-in box's sub-views (login, password reminder, back to login).
 * Links switch between them, one view visible at a time, focus on the first input of the view shown. A "more
 * social" link reveals the other social login options, then removes itself. Markup: data-widget="sign-in" on
 * the box; views `[data-view="name"]` (all but one `hidden` in the server HTML), switching links
 * `[data-show-view="name"]` (their href stays the no-script fallback), the more-social link
 * `[data-more-social]` and the options it reveals `[data-social-more]` (hidden). No options; load moment: its
 * row in markers/index.ts. Vanilla: no React; nothing changes on screen at mount.
 */
import type { Widget } from '../../src/types';

const FOCUSABLE = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/** Shows the view named `name` and hides the others; returns the view shown, or null when none has that name. */
export function showView(box: Element, name: string): HTMLElement | null {
  const views = [...box.querySelectorAll<HTMLElement>('[data-view]')].filter((v) => v.closest('[data-widget~="sign-in"]') === box || box.contains(v));
  const target = views.find((v) => v.dataset.view === name);
  if (!target) return null;
  for (const v of views) v.hidden = v !== target;
  target.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  return target;
}

const widget: Widget = {
  mount({ element, signal }) {
    element.addEventListener(
      'click',
      (e) => {
        if (e.defaultPrevented || (e as MouseEvent).button > 0 || (e as MouseEvent).ctrlKey || (e as MouseEvent).metaKey || (e as MouseEvent).shiftKey) return;
        const link = (e.target as Element | null)?.closest?.<HTMLElement>('[data-show-view], [data-more-social]');
        if (!link || !element.contains(link)) return;
        if (link.hasAttribute('data-more-social')) {
          const more = [...element.querySelectorAll<HTMLElement>('[data-social-more]')];
          if (!more.length) return; // nothing to reveal here: the link's own page has them
          e.preventDefault();
          more.forEach((m) => (m.hidden = false));
          // Focus would be lost with the link: it goes to the first option revealed.
          more[0]?.querySelector<HTMLElement>('a[href], button')?.focus();
          link.remove();
          return;
        }
        if (showView(element, link.dataset.showView ?? '')) e.preventDefault();
      },
      { signal },
    );
  },
};
export default widget;
