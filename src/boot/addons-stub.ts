/**
 * The core's side of merchant add-ons (`app_shop.run`; the rules and their code are in ../api/addons.ts,
 * a chunk of its own): `app_shop.run` queues each call in `app_shop.fnrun.queue`, as the shop's head
 * script's stub does, and loads that chunk, which runs the queue in order and then replaces `run` so that
 * later calls run at once. A page whose add-ons never call it downloads nothing more.
 */
import type { ViewLevel } from '../types';
import { reportWidgetError } from '../util/report';
import { isObj } from '../util/guards';
import { pageGlobal } from '../util/globals';

export function addonsStub(view: () => ViewLevel, graphqlUrl: string) {
  const w = window as unknown as { app_shop?: unknown };
  // A script's own value only (an element named app_shop is ignored, ../util/globals.ts): else a fresh object.
  if (pageGlobal('app_shop') === undefined) w.app_shop = {};
  const shop = w.app_shop;
  let loaded: Promise<{ rerun(): void } | void> | undefined;
  const load = () =>
    (loaded ??= import('../api/addons').then(
      (m) => m.installAddons(view, graphqlUrl),
      (error: unknown) => reportWidgetError('add-on', document.documentElement, error, graphqlUrl),
    ));
  if (!isObj(shop)) return () => void load(); // the chunk says what is wrong with app_shop
  const fnrun = (shop.fnrun = isObj(shop.fnrun) ? shop.fnrun : {});
  const queue = (fnrun.queue = Array.isArray(fnrun.queue) ? fnrun.queue : []) as unknown[];
  shop.run = (...call: unknown[]) => (queue.push(call), void load());
  const fn = (shop.fn = isObj(shop.fn) ? shop.fn : {});
  fn.runAjaxFn = () => void load().then((a) => a?.rerun());
  if (queue.length) void load();
  /** After a partial navigation: the add-ons that asked to run again (once their chunk is here). */
  return () => void loaded?.then((a) => a?.rerun());
}
