/**
 * breadcrumb-back (docs/widgets/breadcrumb-back.md): goes back two history steps when the referrer is the
 * current URL (a reload or a same-page form post), else one. A shopper with no page of this shop to go back
 * to (a bookmark, a typed address, a link from elsewhere) is taken somewhere useful instead of nowhere: a
 * link follows its own href; the legacy `<button id="back_button">`, which has none, goes to the shop's home
 * page (`data-home`, else the header logo's link, else `/`). Markup: legacy `#back_button`, or
 * data-widget="breadcrumb-back" on a link or button. Vanilla.
 */
import type { Widget } from '../../src/types';
import { localUrl, optionUrl } from '../../src/util/url';
import { liveFirst } from '../../src/util/off';

/**
 * How many steps to go back: -2 when the referrer equals the current URL, else -1
 * (docs/widgets/breadcrumb-back.md).
 */
export function backSteps(referrer: string, current: string): -1 | -2 {
  const strip = (u: string) => u.replace(/#.*$/, '');
  return referrer && strip(referrer) === strip(current) ? -2 : -1;
}

export type BackAction = { go: -1 | -2 } | { follow: true } | { assign: string };

/**
 * What a click does. History is used only when the previous page is this shop's (same-origin referrer)
 * and there is an entry to go back to; otherwise a link keeps its href and a button goes home.
 */
export function backAction(o: { referrer: string; current: string; historyLength: number; isLink: boolean; home: string }): BackAction {
  let sameSite: boolean;
  try {
    sameSite = !!o.referrer && new URL(o.referrer).origin === new URL(o.current).origin;
  } catch {
    sameSite = false; // a referrer that is not a URL is no page of this shop
  }
  if (sameSite && o.historyLength > 1) return { go: backSteps(o.referrer, o.current) };
  return o.isLink ? { follow: true } : { assign: o.home };
}

/**
 * The shop's home page: the element's data-home, the header logo's link, or the site root. A page of this
 * shop only (util/url.ts): `/\evil.example` or `//evil.example` in data-home is refused. The page author's
 * data-props JSON may name another site (`{"home": "https://…"}`).
 */
export function homeUrl(props: Record<string, unknown>, logoHref: string | null | undefined): string {
  return optionUrl(props, 'home') || localUrl(logoHref) || '/';
}

const widget: Widget = {
  mount({ element, props, signal }) {
    element.addEventListener(
      'click',
      (e) => {
        const isLink = element instanceof HTMLAnchorElement && !!element.getAttribute('href');
        const logo = liveFirst<HTMLAnchorElement>(document, '#logo a[href], [data-home-link][href]');
        const action = backAction({ referrer: document.referrer, current: location.href, historyLength: history.length, isLink, home: homeUrl(props, logo?.getAttribute('href')) });
        if ('follow' in action) return;
        e.preventDefault();
        if ('go' in action) history.go(action.go);
        else location.assign(action.assign);
      },
      { signal },
    );
  },
};
export default widget;
