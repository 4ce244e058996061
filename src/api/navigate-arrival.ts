/**
 * What a partial navigation owes the shopper beyond swapping regions
 * (docs/theme-guide.md#elements-the-bundle-handles-without-a-marker; WCAG 2.4.3, 4.1.3):
 * - focus moves to the new content (its first heading, else the region itself, made focusable with
 *   tabindex=-1), without scrolling;
 * - the new page title is announced in a polite live region;
 * - scroll: a new page starts at the top; back/forward restores where the shopper was on that page. Each
 *   history entry gets a key; positions are kept per key (and in the entry's state, for entries that
 *   outlive this document's memory). The browser's own restoration is off while partial navigation
 *   runs, since it would scroll before the old content is replaced. The regions come back as server HTML
 *   whose widgets are still mounting, so the position is applied again as the page's height changes, for
 *   5 s or until the shopper scrolls, presses or types (restoreScroll).
 */
import { liveFirst } from '../util/off';

interface EntryState {
  storefront?: boolean;
  key?: string;
  scrollX?: number;
  scrollY?: number;
}

const positions = new Map<string, [number, number]>();
let current = '';
const newKey = () => Math.random().toString(36).slice(2, 10);
const state = (): EntryState => (history.state && typeof history.state === 'object' ? history.state : {});

/** Called as a navigation starts: remembers the scroll position of the page being left. */
export function leaving(push: boolean): void {
  stopRestoring?.();
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  current ||= state().key || newKey();
  const at: [number, number] = [window.scrollX, window.scrollY];
  positions.set(current, at);
  // Bounded: the oldest entries fall back to the position kept in their history state.
  if (positions.size > 50) positions.delete(positions.keys().next().value!);
  // Only a push leaves the current entry in place; on back/forward the current entry is already the target.
  if (push) history.replaceState({ ...state(), storefront: true, key: current, scrollX: at[0], scrollY: at[1] }, '');
}

let announcer: HTMLElement | undefined;
function announce(text: string) {
  if (!announcer?.isConnected) {
    announcer = document.createElement('div');
    announcer.id = 'sf-route-announcer';
    announcer.setAttribute('role', 'status');
    announcer.setAttribute('aria-live', 'polite');
    announcer.setAttribute('aria-atomic', 'true');
    // Visually hidden, still read.
    announcer.style.cssText = 'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip-path:inset(50%);white-space:nowrap;border:0';
    document.body.append(announcer);
  }
  // Emptied first so that the same title twice is announced twice.
  announcer.textContent = '';
  const el = announcer;
  requestAnimationFrame(() => (el.textContent = text));
}

/** The region that holds the page's content among the new ones (else the first). */
function contentOf(regions: Element[]): HTMLElement | undefined {
  const main = regions.find((r) => r.matches('[data-region="content"], #content, main')) ?? regions[0];
  return main instanceof HTMLElement ? main : undefined;
}

const RESTORE_MS = 5000;
const INPUTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
let stopRestoring: (() => void) | undefined;

/**
 * Scrolls to (x, y), and again each time the page's height changes in the next 5 s, unless the shopper
 * scrolls, presses or types first: the position was taken with the widgets mounted, and the regions come
 * back as server HTML whose widgets are still mounting (too short to get there yet, or taller or shorter
 * above the position: scroll anchoring would then keep the server layout's content in view instead).
 */
function restoreScroll(x: number, y: number) {
  stopRestoring?.();
  window.scrollTo(x, y);
  if ((!x && !y) || typeof ResizeObserver === 'undefined') return;
  const again = new ResizeObserver(() => window.scrollTo(x, y));
  const timer = setTimeout(() => stop(), RESTORE_MS);
  const stop = () => {
    again.disconnect();
    clearTimeout(timer);
    INPUTS.forEach((t) => removeEventListener(t, stop, true));
    stopRestoring = undefined;
  };
  stopRestoring = stop;
  INPUTS.forEach((t) => addEventListener(t, stop, { capture: true, passive: true }));
  again.observe(document.documentElement);
}

/** Called once the new regions are in and history is updated. */
export function arrived(regions: Element[], push: boolean): void {
  const s = state();
  if (push) {
    current = newKey();
    history.replaceState({ ...s, storefront: true, key: current }, '');
    restoreScroll(0, 0);
  } else {
    current = s.key || newKey();
    const at = positions.get(current) ?? [Number(s.scrollX) || 0, Number(s.scrollY) || 0];
    restoreScroll(at[0], at[1]);
  }
  const main = contentOf(regions);
  const target = (main && liveFirst(main, 'h1')) ?? main;
  if (target) {
    if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
    target.focus({ preventScroll: true });
  }
  announce(document.title);
}
