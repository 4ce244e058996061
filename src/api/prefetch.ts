/**
 * Prefetch on intent (docs/theme-guide.md#prefetch-on-intent): a link of the shop the shopper is about
 * to follow (the pointer resting on it, a press, keyboard focus) is fetched ahead. A partial-navigation
 * link's answer itself is kept for the click (./page-fetch.ts); any other link goes to the browser's
 * speculation rules, else a `<link rel=prefetch>`. Loaded by the core on the first intent on a link,
 * which then hands it every one.
 */
import { MAX_OPEN, connectionAllows, refusal } from './prefetch-rules';
import { HOVER } from '../ui/hover-intent';
import { KEEP_MS, fetchPage, keep } from './page-fetch';
import { sameOriginUrl } from '../util/url';
import { trustedScript } from '../util/trusted-types';

/** The browser says nothing when a speculation-rules prefetch ends: its rule holds a place among the open ones this long. */
const RULE_SLOT_MS = 2000;
/** Rules kept in the page at most (each keeps its prefetch usable); the oldest goes first. */
const RULES_KEPT = 10;

let open = 0;
/** URLs fetched ahead on this page (each once; a partial navigation starts a new page). */
const seen = new Set<string>();
const rules: HTMLScriptElement[] = [];
/** The one hover being timed: a new one replaces it, so sweeping across many links leaves one timer. */
let hover: { a: Element; timer: ReturnType<typeof setTimeout> } | undefined;

const cancelHover = () => {
  if (hover) clearTimeout(hover.timer);
  hover = undefined;
};

/** What speculation rules give: the next page, prefetched by the browser for its own navigation. */
function addRule(href: string, nonce: string) {
  const s = document.createElement('script');
  s.type = 'speculationrules';
  if (nonce) s.nonce = nonce;
  // JSON of a checked URL, no code; a script element's text is a Trusted Types sink all the same: the one policy.
  s.textContent = trustedScript(JSON.stringify({ prefetch: [{ source: 'list', urls: [href] }] }));
  document.head.append(s);
  rules.push(s);
  if (rules.length > RULES_KEPT) rules.shift()!.remove();
}

/** Fetches `a`'s page ahead, if every rule allows it and there is room. */
function prefetch(a: HTMLAnchorElement, nonce: () => string, widget: (a: Element) => boolean) {
  const nav = navigator as Navigator & { connection?: Parameters<typeof connectionAllows>[0] };
  if (open >= MAX_OPEN || !a.isConnected || !connectionAllows(nav.connection) || widget(a) || refusal(a)) return;
  const href = sameOriginUrl(a.href)!.href;
  if (seen.has(href)) return;
  seen.add(href);
  open++;
  const done = () => void open--;
  if (a.hasAttribute('data-partial')) {
    // The navigation's code too, so the click waits for neither.
    import('./navigate').catch(() => {});
    keep(
      href,
      fetchPage(href, AbortSignal.timeout(KEEP_MS), 'low')
        .catch(() => undefined)
        .finally(done),
    );
  } else if (HTMLScriptElement.supports?.('speculationrules')) {
    addRule(href, nonce());
    setTimeout(done, RULE_SLOT_MS);
  } else {
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.fetchPriority = 'low';
    link.onload = link.onerror = done;
    document.head.append(link);
  }
}

let started = false;

/**
 * An intent event on a link (from the core's listener): a hover is timed, a press or focus fetches ahead at
 * once. `widget(a)`: whether a widget was started on the link (the core's answer): such a link acts when
 * followed (creates a shopping list, signs out), so what it leads to is not fetched before it acts.
 */
export function intent(e: Event, nonce: () => string, widget: (a: Element) => boolean): void {
  // A partial navigation is a new page: its links may be fetched ahead again.
  if (!started) {
    document.addEventListener('storefront:navigated', () => (seen.clear(), cancelHover()));
    // A press is the surest intent: the core hands over hovers and focus only. Bubbling, so that a widget
    // the press starts on its link has been started when it comes here.
    addEventListener('pointerdown', (p) => intent(p, nonce, widget), { passive: true });
  }
  started = true;
  const a = (e.target as Element | null)?.closest?.('a[href]');
  if (!(a instanceof HTMLAnchorElement)) return;
  if (e.type !== 'pointerover') return (cancelHover(), prefetch(a, nonce, widget));
  if (hover?.a === a) return;
  cancelHover();
  // Still under the pointer when the time is up (it may have left for no link at all).
  hover = { a, timer: setTimeout(() => (cancelHover(), a.matches(':hover') && prefetch(a, nonce, widget)), HOVER.link.open) };
}
