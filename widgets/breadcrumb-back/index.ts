/**
 * breadcrumb-back (spec 2.12): goes back two history steps when the referrer is the current URL (a
 * reload or a same-page form post), else one. Without history to go back to, the link's own href works.
 * Markup: legacy `#back_button`, or data-widget="breadcrumb-back" on a link.
 */
import type { Widget } from '../../src/types';

/** How many steps to go back: -2 when the referrer equals the current URL, else -1 (spec 2.12). */
export function backSteps(referrer: string, current: string): -1 | -2 {
  const strip = (u: string) => u.replace(/#.*$/, '');
  return referrer && strip(referrer) === strip(current) ? -2 : -1;
}

const widget: Widget = {
  mount({ element, signal }) {
    element.addEventListener(
      'click',
      (e) => {
        // A shopper who arrived from elsewhere (or opened the page fresh) follows the link instead.
        const sameSite = document.referrer && new URL(document.referrer).origin === location.origin;
        if (!sameSite || history.length < 2) return;
        e.preventDefault();
        history.go(backSteps(document.referrer, location.href));
      },
      { signal },
    );
  },
};
export default widget;
