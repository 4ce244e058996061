/**
 * The core's side of merchant add-ons (`app_shop.run`; the rules and their code are in ../api/addons.ts,
 * a chunk of its own): `app_shop.run` queues each call in `app_shop.fnrun.queue`, as the shop's head
 * script's stub does, and loads that chunk, which runs the queue in order and then replaces `run` so that
 * later calls run at once. A page whose add-ons never call it downloads nothing more.
 */
import type { ViewLevel } from '../types';
import { reportWidgetError } from '../util/report';
import { isObj } from '../util/guards';

export function addonsStub(view: () => ViewLevel, graphqlUrl: string) {
  const w = window as unknown as { app_shop?: unknown };
  if (w.app_shop === undefined) w.app_shop = {};
  const shop = w.app_shop;
  let loaded: Promise<{ rerun(): void } | void> | undefined;
  const load = () =>
    (loaded ??= import('../api/addons').then(
      (m) => m.installAddons(view, graphqlUrl),
      (error: unknown) => reportWidgetError('add-on', document.documentElement, error, graphqlUrl),
    ));
  // Not a script's own object (a value of another type, or an element's id or name seen through the window's
  // prototype: DOM clobbering): the chunk says what is wrong with it, now.
  if (!isObj(shop) || !Object.hasOwn(window, 'app_shop')) return (void load(), () => void load());
  const fnrun = (shop.fnrun = isObj(shop.fnrun) ? shop.fnrun : {});
  const queue = (fnrun.queue = Array.isArray(fnrun.queue) ? fnrun.queue : []) as unknown[];
  shop.run = (...call: unknown[]) => (queue.push(call), void load());
  const fn = (shop.fn = isObj(shop.fn) ? shop.fn : {});
  fn.runAjaxFn = () => void load().then((a) => a?.rerun());
  if (queue.length) void load();
  /** After a partial navigation: the add-ons that asked to run again (once their chunk is here). */
  return () => void loaded?.then((a) => a?.rerun());
}
