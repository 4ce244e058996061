/**
 * Page data (docs/theme-guide.md#server-calls): the page-load batch call, its cache in the store, snippets
 * and top layers placed and run once, tracking events, and refresh(keys) for chosen keys.
 */
import type { BatchKey, Config, ViewLevel } from '../types';
import { runBatch } from './batch';
import { copyOf, setData, store, watchBasket } from '../store';
import { injectHtml, pageNonce, runInline } from './scripts';
import { afterResponse } from './tracking-check';
import { isObj } from '../util/guards';
import { reportWidgetError } from '../util/report';
import { placeEnd, placeTop, settleEnd, settleTop } from './top-space';
import { yieldToMain } from '../util/yield';
import { say } from '../util/say';

interface PageEnv {
  config: Config;
  /** The page type (context): the reserved snippet space is remembered per type (./top-space.ts). */
  pageType?: string;
  view: () => ViewLevel;
  /** storefront:basket-change, passed in so that this chunk does not share code with the entry. */
  onBasket: (basket: unknown) => void;
  /** A key's answer was stored (the core hands it to the theme's consumers: storefront:data). */
  onData?: (key: BatchKey) => void;
}

/** At most this many snippets and this many top layers are placed per answer; the rest are reported, not placed. */
export const MAX_PLACED = 100;

/** Keeps the first MAX_PLACED items of a list page data made long, saying on the console what was left out. */
function capped<T>(items: T[], what: string): T[] {
  if (items.length <= MAX_PLACED) return items;
  void say('warn', 'batch-cap', [items.length, what, MAX_PLACED]);
  return items.slice(0, MAX_PLACED);
}

let env: PageEnv | undefined;
let asked: BatchKey[] = [];

/**
 * Resolves once the page is parsed. What goes at the end of <body> waits for it: the bundle may start while a
 * slow page is still coming, and content appended then would stand mid-page and be pushed down by the rest.
 */
const parsed = () => (document.readyState == 'loading' ? new Promise<void>((done) => document.addEventListener('DOMContentLoaded', () => done(), { once: true })) : undefined);

/** Places each snippet by region (head, body_top, else end of body), in order, each content once. */
const placedSnippets = new Set<string>();
let topEnd: Comment | undefined;
export async function placeSnippets(response: unknown, nonce: string) {
  const items = capped(isObj(response) && Array.isArray(response.items) ? (response.items as unknown[]) : [], 'snippets');
  for (const item of items) {
    if (!isObj(item) || typeof item.content !== 'string' || !item.content.trim()) continue;
    const region = typeof item.region === 'string' ? item.region : '';
    const key = `${region}\u0000${item.content}`;
    if (placedSnippets.has(key)) continue;
    placedSnippets.add(key);
    // One task per snippet (parsing it, placing it, running its scripts; the store's subscribers ran
    // before the first): the answer's snippets never add up to one long task. A body_top snippet takes its
    // height out of the reserved space in its own task, so a frame painted in between shows nothing moved.
    await yieldToMain();
    if (region != 'head' && region != 'body_top') await parsed();
    await injectHtml(
      item.content,
      (nodes) => {
        if (region === 'head') document.head.append(...nodes);
        else if (region === 'body_top') {
          if (!topEnd?.isConnected) {
            topEnd = document.createComment('storefront: end of body_top snippets');
            // After the skip links (legacy #menu_skip, a theme's [data-skip-links] or a.skip-link) that are
            // children of <body>, which stay the page's first Tab stops (WCAG 2.4.1). The platform's #menu_skip
            // is a grid item of its header: the snippets then go first, where the platform writes them.
            const skip = [...document.querySelectorAll('body > #menu_skip, body > [data-skip-links], body > a.skip-link')].pop();
            if (skip) skip.after(topEnd);
            else document.body.prepend(topEnd);
          }
          const end = topEnd;
          // In one task: the nodes in, their height out of the space the entry reserved.
          placeTop(() => end.before(...nodes), end);
        } else placeEnd(nodes);
      },
      `snippet (${region || 'body_bottom'})`,
      nonce,
    );
  }
}

/** Injects each top layer / widget once; the "script" entry (text or {content}) runs as a script. */
const placedLayers = new Set<string>();
export async function placeTopLayers(response: unknown, nonce: string) {
  const items = isObj(response) && isObj(response.items) ? response.items : {};
  await parsed();
  for (const [key, entry] of capped(Object.entries(items), 'top layers')) {
    const content = typeof entry === 'string' ? entry : isObj(entry) && typeof entry.content === 'string' ? entry.content : '';
    if (!content.trim() || placedLayers.has(`${key}\u0000${content}`)) continue;
    placedLayers.add(`${key}\u0000${content}`);
    await yieldToMain(); // one task per top layer, as for snippets
    if (key === 'script') runInline(content, 'top layer script', nonce);
    else {
      const box = document.createElement('div');
      box.dataset.toplayer = key;
      await injectHtml(
        content,
        (nodes) => {
          box.append(...nodes);
          placeEnd([box]);
        },
        `top layer "${key}"`,
        nonce,
      );
    }
  }
}

/** A failure of one part of an answer's processing: console, storefront:widget-error (name "batch"), error log. */
const failed = (part: string, error: unknown) =>
  reportWidgetError('batch', document.documentElement, new Error(`batch answer: ${part} failed; the rest of the answer is used`, { cause: error }), env?.config.graphqlUrl ?? '/graphql/v1/');

/** Stores one key's answer; a key whose answer cannot be stored fails alone (reported), the others are stored. */
function store1(key: BatchKey, data: Partial<Record<BatchKey, unknown>>) {
  try {
    if (!Object.hasOwn(data, key)) return;
    setData(key, data[key]);
    env?.onData?.(key);
  } catch (error) {
    failed(`key ${key}`, error);
  }
}

async function run(keys: BatchKey[]) {
  if (!env || !keys.length) return;
  const { config } = env;
  const result = await runBatch(keys, { view: env.view(), requestUri: config.requestUri, additionalAjax: config.additionalAjax });
  const pageType = env.pageType ?? '';
  if (!result) {
    settleTop(pageType, false);
    await parsed();
    return settleEnd(false);
  }
  const nonce = pageNonce(config.cspNonce);
  for (const key of keys) store1(key, result.data);
  // Each consumer is isolated: a broken snippet never stops the top layers or tracking.
  await placeSnippets(result.data.Snippets, nonce).then(
    () => settleTop(pageType, 'Snippets' in result.data),
    (e: unknown) => {
      settleTop(pageType, false);
      failed('snippets', e);
    },
  );
  await placeTopLayers(result.data.ToplayersAndWidgets, nonce).then(
    () => settleEnd('Snippets' in result.data && 'ToplayersAndWidgets' in result.data),
    (e: unknown) => {
      settleEnd(false);
      failed('top layers', e);
    },
  );
  await afterResponse(result.headers, config.graphqlUrl, nonce);
}

/** Every call the runtime starts ends here: whatever went wrong is reported, never an unhandled rejection. */
const guarded = (keys: BatchKey[]) => run(keys).catch((e: unknown) => failed('processing', e));

/** A copy of the last answer stored for a key (undefined before one arrived): theme code reads it (storefront.data). */
export const dataOf = (key: BatchKey): unknown => (Object.hasOwn(store().data, key) ? copyOf(store().data[key]) : undefined);

/** The page-load call: one POST carrying every key the page needs. */
export function loadPageData(keys: BatchKey[], pageEnv: PageEnv) {
  env = pageEnv;
  asked = [...new Set([...asked, ...keys])];
  watchBasket(pageEnv.onBasket, (e) => failed('storefront:basket-change', e));
  return guarded(keys);
}

/** Re-runs the batch call keeping only the chosen keys (default: every key asked so far). */
export function refresh(keys?: BatchKey[]) {
  const chosen = keys?.length ? keys : asked;
  asked = [...new Set([...asked, ...chosen])];
  return guarded(chosen);
}
