/**
 * sign-in (docs/widgets/sign-in.md): the sign-in box's sub-views (login, password reminder, back to login).
 * Links switch between them, one view visible at a time, focus on the first input of the view shown. A "more
 * social" link reveals the other social login options, then removes itself. Markup: data-widget="sign-in" on
 * the box; views `[data-view="name"]` (all but one `hidden` in the server HTML), switching links
 * `[data-show-view="name"]` (their href stays the no-script fallback), the more-social link
 * `[data-more-social]` and the options it reveals `[data-social-more]` (hidden). The platform's sign-in page
 * (`#signin-form`, named by the row's late hook in markers/loaders.ts): its views are the `.signin-form_box_sub`
 * boxes that the theme shows and hides by their `display` (one hidden by its id), its switches the
 * `.password_reminder_signin` / `.password_back_signin` links whose `href` names a hidden radio whose `value`
 * names the view; `.cookie_login_social_more_social` reveals `#cookie_login_social_more`. No options; load
 * moment: its row in markers/index.ts. Vanilla: no React; nothing changes on screen at mount.
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

/**
 * The platform's views: the link's `#radio` -> the radio's value -> the `.signin-form_box_sub` of that id, shown
 * with an inline `display` (the theme hides the reminder by its id, which `hidden` would not beat), its siblings
 * hidden the same way, focus on its first field. Null when the chain breaks: the link then does what it did.
 */
export function showPlatformView(box: Element, href: string | null): HTMLElement | null {
  const byId = (id: string | null | undefined) => (id ? box.querySelector<HTMLElement>(`#${CSS.escape(id)}`) : null);
  const view = href?.startsWith('#') ? byId(byId(href.slice(1))?.getAttribute('value')) : null;
  if (!view?.classList.contains('signin-form_box_sub') || !view.parentElement) return null;
  for (const v of view.parentElement.querySelectorAll<HTMLElement>(':scope > .signin-form_box_sub')) v.style.display = v === view ? 'block' : 'none';
  // Its text field (the view's switch radios come first in it, never shown).
  view.querySelector<HTMLElement>('input.form-control')?.focus();
  return view;
}

/** The platform's "sign in with another service" link: its hidden list shown, the link gone. */
function moreServices(box: Element, link: Element): boolean {
  const list = box.querySelector<HTMLElement>('#cookie_login_social_more');
  if (!list) return false;
  list.style.display = '';
  list.querySelector<HTMLElement>('a[href], button')?.focus();
  link.remove();
  return true;
}

const PLATFORM = 'a.password_reminder_signin, a.password_back_signin, a.cookie_login_social_more_social';

const widget: Widget = {
  mount({ element, signal }) {
    element.addEventListener(
      'click',
      (e) => {
        if (e.defaultPrevented || (e as MouseEvent).button > 0 || (e as MouseEvent).ctrlKey || (e as MouseEvent).metaKey || (e as MouseEvent).shiftKey) return;
        const link = (e.target as Element | null)?.closest?.<HTMLElement>(`[data-show-view], [data-more-social], ${PLATFORM}`);
        if (!link || !element.contains(link)) return;
        if (link.matches(PLATFORM)) {
          const done = link.classList.contains('cookie_login_social_more_social') ? moreServices(element, link) : showPlatformView(element, link.getAttribute('href'));
          if (done) e.preventDefault();
          return;
        }
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
