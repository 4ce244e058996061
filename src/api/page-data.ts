/**
 * Page data (spec 3.11, 7.4, 7.14, 7.15): the page-load batch call, its cache in the store, snippets
 * and top layers placed and run once, tracking events, and refresh(keys) for chosen keys.
 */
import type { BatchKey, Config, ViewLevel } from '../types';
import { runBatch } from './batch';
import { setData, setFailed, setLoading, store, watchBasket } from '../store';
import { injectHtml, pageNonce, runInline } from './scripts';
import { afterResponse } from './tracking-check';
import { isObj } from '../util/guards';
import { placeTop, settleTop } from './top-space';

interface PageEnv {
  config: Config;
  /** The page type (context): the reserved snippet space is remembered per type (./top-space.ts). */
  pageType?: string;
  view: () => ViewLevel;
  /** storefront:basket-change, passed in so that this chunk does not share code with the entry. */
  onBasket: (basket: unknown) => void;
}

let env: PageEnv | undefined;
let asked: BatchKey[] = [];

/** Lets the browser paint and handle input between chunks of work (scheduler.yield where available). */
const yieldToMain = (): Promise<void> => {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return s?.yield ? s.yield() : new Promise((r) => setTimeout(r, 0));
};


/** Places each snippet by region (head, body_top, else end of body), in order, each content once. */
const placedSnippets = new Set<string>();
let topEnd: Comment | undefined;
export async function placeSnippets(response: unknown, nonce: string) {
  const items = isObj(response) && Array.isArray(response.items) ? response.items : [];
  for (const item of items) {
    if (!isObj(item) || typeof item.content !== 'string' || !item.content.trim()) continue;
    const region = typeof item.region === 'string' ? item.region : '';
    const key = `${region}\u0000${item.content}`;
    if (placedSnippets.has(key)) continue;
    placedSnippets.add(key);
    await injectHtml(
      item.content,
      (nodes) => {
        if (region === 'head') document.head.append(...nodes);
        else if (region === 'body_top') {
          if (!topEnd?.isConnected) {
            topEnd = document.createComment('storefront: end of body_top snippets');
            // After the skip links, which must stay the page's first Tab stops (WCAG 2.4.1).
            const skip = document.querySelector('body > #menu_skip, body > [data-skip-links]');
            if (skip) skip.after(topEnd);
            else document.body.prepend(topEnd);
          }
          const end = topEnd;
          // In one task: the nodes in, their height out of the space the entry reserved.
          placeTop(() => end.before(...nodes), () => end.nextElementSibling);
        } else document.body.append(...nodes);
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
  for (const [key, entry] of Object.entries(items)) {
    const content = typeof entry === 'string' ? entry : isObj(entry) && typeof entry.content === 'string' ? entry.content : '';
    if (!content.trim() || placedLayers.has(`${key}\u0000${content}`)) continue;
    placedLayers.add(`${key}\u0000${content}`);
    if (key === 'script') runInline(content, 'top layer script', nonce);
    else {
      const box = document.createElement('div');
      box.dataset.toplayer = key;
      document.body.append(box);
      await injectHtml(content, (nodes) => box.append(...nodes), `top layer "${key}"`, nonce);
    }
  }
}

async function run(keys: BatchKey[]) {
  if (!env || !keys.length) return;
  const { config } = env;
  setLoading(keys);
  const result = await runBatch(keys, { view: env.view(), requestUri: config.requestUri, additionalAjax: config.additionalAjax });
  const pageType = env.pageType ?? '';
  if (!result) {
    settleTop(pageType, false);
    return setFailed(keys);
  }
  const nonce = pageNonce(config.cspNonce);
  for (const key of keys) {
    if (key in result.data) setData(key, result.data[key]);
    else setFailed([key]);
  }
  // Each consumer is isolated: a broken snippet never stops the top layers or tracking. Yielding between
  // them keeps the answer's processing from becoming one long task (the store's subscribers run first).
  await yieldToMain();
  await placeSnippets(result.data.Snippets, nonce).then(
    () => settleTop(pageType, 'Snippets' in result.data),
    (e) => {
      settleTop(pageType, false);
      console.warn('[storefront] snippets could not be placed', e);
    },
  );
  await yieldToMain();
  await placeTopLayers(result.data.ToplayersAndWidgets, nonce).catch((e) => console.warn('[storefront] top layers could not be placed', e));
  await afterResponse(result.headers, config.graphqlUrl, nonce);
}

/** The page-load call: one POST carrying every key the page needs. */
export function loadPageData(keys: BatchKey[], pageEnv: PageEnv) {
  env = pageEnv;
  asked = [...new Set([...asked, ...keys])];
  watchBasket(pageEnv.onBasket);
  return run(keys);
}

/** Re-runs the batch call keeping only the chosen keys (default: every key asked so far). */
export function refresh(keys?: BatchKey[]) {
  const chosen = keys?.length ? keys : asked;
  asked = [...new Set([...asked, ...chosen])];
  return run(chosen);
}

export { store };
