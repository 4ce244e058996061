/**
 * Merchant add-ons (legacy `app_shop.run`): `app_shop.run(fn, views, selector, rerunAfterAjax)` and
 * `app_shop.fn.runAjaxFn()`. The shop's head script may define `run` as a stub that queues early calls in
 * `app_shop.fnrun.queue` as `[fn, views, selector, rerunAfterAjax]`; the core runs that queue in order,
 * once, then replaces `run` so that later calls run at once. A page without `app_shop` gets one.
 * - `views`: 'all' (or absent) or a list of view levels 1-4; `fn` runs only when the current level is listed.
 * - `selector`: a CSS selector that must match an element for `fn` to run (absent or empty: always).
 * - `rerunAfterAjax`: truthy, `fn` runs again (same checks) after each partial navigation and on
 *   `app_shop.fn.runAjaxFn()`.
 * Bad input never stops the others: a throwing (or rejecting) `fn` is reported (console, storefront:widget-error
 * named "add-on"); `fn` that is not a function, a `views` that is neither 'all' nor a list, and an invalid
 * selector are refused with a console warning; the same `fn` registered twice runs once.
 * This chunk is what runs the merchant's calls, at load, on every page that has add-ons: it holds no wording.
 * What is said about bad input and failures is in ./addons-say.ts, loaded when there is something to say.
 */
import type { ViewLevel } from '../types';
import { isObj } from '../util/guards';
import { liveFirst } from '../util/off';
import type { Said, say as Say } from './addons-say';

type Call = [fn: unknown, views?: unknown, selector?: unknown, rerunAfterAjax?: unknown];
interface Addon {
  fn: () => unknown;
  views: 'all' | ViewLevel[];
  selector: string;
}
type Shop = Record<string, unknown> & { fn?: unknown; fnrun?: unknown; run?: unknown };

/** 'all' (or absent) stays 'all'; a list keeps its levels 1-4; anything else is null (refused). */
export function readViews(views: unknown): 'all' | ViewLevel[] | null {
  if (views === undefined || views === null || views === 'all') return 'all';
  if (!Array.isArray(views)) return null;
  return views.map(Number).filter((v): v is ViewLevel => v === 1 || v === 2 || v === 3 || v === 4);
}

export function installAddons(view: () => ViewLevel, graphqlUrl: string, win: Window = window) {
  // One import for everything said, so that it is said in the order it happened.
  let wording: Promise<{ say: typeof Say }> | undefined;
  const say = (...said: Said) =>
    void (wording ??= import('./addons-say')).then(
      (m) => m.say(graphqlUrl, ...said),
      () => console.error('[storefront] app_shop.run:', said[0], said[2]),
    );
  const w = win as unknown as { app_shop?: unknown };
  // An element's id or name also shows up as window.app_shop (DOM clobbering), never as the window's own
  // property: not the shop's object, so a fresh one takes its place, with one warning.
  if (!Object.hasOwn(win, 'app_shop')) {
    if (w.app_shop !== undefined) say('clobbered');
    w.app_shop = {};
  }
  if (!isObj(w.app_shop)) return (say('no object'), { rerun: () => {} });
  const shop = w.app_shop as Shop;
  const seen = new Set<unknown>();
  const reruns: Addon[] = [];

  /** Runs one add-on if its view and element are here; a failure is reported, never thrown. */
  const runOne = (a: Addon) => {
    if (a.views !== 'all' && !a.views.includes(view())) return;
    try {
      // Customer-written content (data-storefront="off") cannot make an add-on run.
      if (a.selector && !liveFirst(document, a.selector)) return;
    } catch {
      return say('selector', a.fn, a.selector);
    }
    const fail = (error: unknown) => say('failed', a.fn, error);
    try {
      const out = a.fn.call(shop);
      if (out instanceof Promise) out.catch(fail);
    } catch (error) {
      fail(error);
    }
  };

  const register = (...[fn, views, selector, again]: Call) => {
    if (typeof fn !== 'function') return say('no function');
    const levels = readViews(views);
    if (!levels) return say('views', fn, views);
    if (seen.has(fn)) return say('twice', fn);
    seen.add(fn);
    const addon: Addon = { fn: fn as () => unknown, views: levels, selector: typeof selector === 'string' ? selector.trim() : '' };
    if (again) reruns.push(addon);
    runOne(addon);
  };

  const rerun = () => reruns.forEach(runOne);
  const fnrun = shop.fnrun;
  const queue = isObj(fnrun) && Array.isArray(fnrun.queue) ? (fnrun.queue as unknown[]).splice(0) : [];
  shop.run = register;
  if (!isObj(shop.fn)) shop.fn = {};
  (shop.fn as Record<string, unknown>).runAjaxFn = rerun;
  for (const call of queue) {
    if (Array.isArray(call)) register(...(call as Call));
    else say('not a call');
  }
  return { rerun };
}
