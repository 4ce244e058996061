/**
 * logout (docs/widgets/logout.md): before the shopper logs out, every sessionStorage entry whose key starts
 * with 'expchck' is removed, and the search cache ('search_*', which may hold the customer's own prices);
 * then the link is followed (or the form submitted) as usual: the widget never stops the navigation. Markup:
 * data-widget="logout" on a link, button or form; legacy: any `a[href*="operation=logout"]` (the platform's
 * logout link is /login.php?operation=logout, e.g. `a.logout` in #menu_additional). No options; load moment:
 * its row in markers/index.ts. Vanilla: no React.
 */
import type { Widget } from '../../src/types';

export const CHECK_PREFIX = 'expchck';
/** The search suggestions cache (widgets/search/cache.ts): it may hold the customer's own prices. */
export const SEARCH_PREFIX = 'search_';

/** Removes the session's 'expchck*' and 'search_*' entries; returns how many. Never throws (storage may be blocked). */
export function clearSessionChecks(): number {
  try {
    const store = window.sessionStorage;
    const keys: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (key?.startsWith(CHECK_PREFIX) || key?.startsWith(SEARCH_PREFIX)) keys.push(key);
    }
    keys.forEach((k) => store.removeItem(k));
    return keys.length;
  } catch {
    return 0;
  }
}

const widget: Widget = {
  mount({ element, signal }) {
    const clear = () => void clearSessionChecks();
    if (element instanceof HTMLFormElement) element.addEventListener('submit', clear, { signal });
    else {
      element.addEventListener('click', clear, { signal });
      element.addEventListener('auxclick', clear, { signal }); // middle click: logs out in a new tab
    }
  },
};
export default widget;
