/**
 * Which links are fetched ahead on the shopper's intent (./prefetch.ts), and when not at all. Pure
 * rules, one verdict per link: '' when it may be fetched ahead, else the reason it may not.
 */
import { sameOriginUrl } from '../util/url';

/** The most prefetches open at once. */
export const MAX_OPEN = 3;

/**
 * Platform pages whose request itself acts or whose answer goes stale at once: the basket and its
 * changes, signing in and out, registration, password reminders, the checkout steps, the settings form.
 */
const ACTION_PAGES = /\/(basketchange|basketedit|login|signin|logout|client-new|password-recover|order\d*|place-order|prepaid|settings)\.php$/i;
/** Query keys that make a request act (logout, list and mailing actions, currency, language or country switches). */
const ACTION_KEYS = /^(operation|action|\w+_action|curr|currency|lang|language|country)$/i;

/** Whether merely requesting `url` could change something for the shopper (an action, not a page). */
export function acts(url: URL): boolean {
  if (ACTION_PAGES.test(url.pathname) || /logout/i.test(url.pathname + url.search)) return true;
  for (const key of url.searchParams.keys()) if (ACTION_KEYS.test(key)) return true;
  return false;
}

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Whether the connection allows fetching ahead: not when the shopper asked to save data, nor on 2G. */
export const connectionAllows = (c: Connection | undefined): boolean => !c?.saveData && !/2g$/.test(c?.effectiveType ?? '');

/**
 * Why `a` is not fetched ahead ('' when it is): the theme's `data-prefetch="off"` on it or an ancestor,
 * customer content, `rel=nofollow`, `download`, a target other than this tab, another origin or scheme,
 * this very page, an action URL.
 */
export function refusal(a: HTMLAnchorElement, page = location.href): string {
  if (a.closest('[data-prefetch=off]')) return 'off';
  // OFF of ../util/off.ts, written out: importing it from the core chunk would add to the core.
  if (a.closest('[data-storefront=off]')) return 'customer content';
  // Link types are case-insensitive (a token list is not).
  if (/(^|\s)nofollow(\s|$)/i.test(a.rel)) return 'nofollow';
  if (a.hasAttribute('download')) return 'download';
  if (a.target && a.target.toLowerCase() !== '_self') return 'target';
  const url = sameOriginUrl(a.href, page);
  if (!url) return 'other origin';
  if (url.href.split('#')[0] === page.split('#')[0]) return 'this page';
  return acts(url) ? 'action' : '';
}
