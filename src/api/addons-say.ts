/**
 * What the add-ons' runner (./addons.ts) says about bad input and failures: loaded only when there is
 * something to say, so the runner that every page with add-ons loads at start holds no wording.
 */
import { reportWidgetError } from '../util/report';

/** What happened: the kind, then the add-on's function and the detail where there is one. */
export type Said = [kind: 'clobbered' | 'no object' | 'no function' | 'not a call' | 'views' | 'twice' | 'selector' | 'failed', fn?: unknown, detail?: unknown];

const label = (fn: unknown) => `app_shop.run(${(fn as { name?: string } | undefined)?.name || 'anonymous function'})`;

const WARNINGS: Record<Exclude<Said[0], 'failed'>, (fn: unknown, detail: unknown) => string> = {
  clobbered: () => 'window.app_shop is an element of the page (an id or name in its HTML), not a script value: ignored.',
  'no object': () => 'window.app_shop is not an object: merchant add-ons (app_shop.run) are not available.',
  'no function': () => 'app_shop.run(fn, ...): fn is not a function; the call is ignored.',
  'not a call': () => 'app_shop.fnrun.queue holds an entry that is not [fn, views, selector, rerunAfterAjax]; it is ignored.',
  views: (fn, views) => `${label(fn)}: views must be 'all' or a list of view levels 1-4 (got ${JSON.stringify(views) ?? String(views)}); the call is ignored.`,
  twice: (fn) => `${label(fn)} is registered twice; it runs once.`,
  selector: (fn, selector) => `${label(fn)}: ${JSON.stringify(selector)} is not a valid CSS selector; the add-on is skipped.`,
};

export function say(graphqlUrl: string, ...[kind, fn, detail]: Said): void {
  if (kind !== 'failed') return console.warn(`[storefront] ${WARNINGS[kind](fn, detail)}`);
  const message = `${label(fn)} failed (${detail instanceof Error ? detail.message : String(detail)}); the other add-ons go on`;
  reportWidgetError('add-on', document.documentElement, new Error(message, { cause: detail }), graphqlUrl);
}
