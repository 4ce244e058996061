/**
 * Running server-provided scripts (docs/theme-guide.md#server-calls): snippets, top layers and tracking
 * scripts; `storefront.loadScript` (./load-script.ts, loaded on its first call) shares the table of loaded
 * URLs, the placing and the containment here. Scripts run once and in order, carry the CSP nonce, and their
 * errors are contained: logged as warnings, never an uncaught page error.
 */
import { trustedHtml, trustedScript, trustedScriptUrl } from '../util/trusted-types';
import { say } from '../util/say';

import type { track } from './module-hook';

export const MARK = 'data-storefront-script';
export const SCRIPT_TIMEOUT = 5000;
export type ScriptPosition = 'head' | 'body_top' | 'body_bottom' | 'before_shop_js' | 'after_shop_js';

let containing = false;
/** External scripts by absolute URL, loading or loaded: each loads once (loadScript and snippets alike). */
export const loaded = new Map<string, Promise<boolean>>();
/**
 * Module scripts of ours that have not finished, with the file name their errors carry (the script's URL;
 * '' for an inline module) and what to call when they are done. A module script is never
 * document.currentScript, so its error is matched by that file name instead.
 */
const pendingModules = new Map<HTMLScriptElement, { file: string; done(ok: boolean): void }>();
type Track = typeof track;

/** Reports a contained error (a warning: the page goes on). */
function skipped(e: ErrorEvent, label: string | null) {
  e.preventDefault();
  void say('warn', 'script-error', [label ?? '', e.message]);
}

/**
 * A classic script's error is reported while it is document.currentScript: cancel it there. A module's
 * error comes with no current script: it is ours when one of our modules is still running and the error
 * names its file.
 */
export function containErrors() {
  if (containing) return;
  containing = true;
  window.addEventListener(
    'error',
    (e) => {
      const s = document.currentScript;
      if (s instanceof HTMLScriptElement) {
        if (s.hasAttribute(MARK)) skipped(e, s.getAttribute(MARK));
        return;
      }
      for (const [module, pending] of pendingModules) {
        if (e.filename === pending.file || (!pending.file && e.filename === location.href)) {
          skipped(e, module.getAttribute(MARK));
          return pending.done(false);
        }
      }
    },
    true,
  );
}

/**
 * Inline modules fire no load event: a last statement added to the module says it ran to the end; an
 * error (contained above) says it did not. External modules end with load or error.
 */
function trackModule(s: HTMLScriptElement, track?: Track): Promise<boolean> | undefined {
  if (s.type !== 'module') return undefined;
  return new Promise<boolean>((resolve) => {
    let drop = () => {};
    const finish = (ok: boolean) => {
      pendingModules.delete(s);
      drop();
      resolve(ok);
    };
    if (!s.src && track) {
      const end = track(() => finish(true));
      drop = end.drop;
      // The script's own text plus the end hook, through the one Trusted Types policy.
      s.text = trustedScript(`${s.text}${end.text}`);
    }
    pendingModules.set(s, { file: s.src, done: finish });
  });
}

/** The nonce from config, else the one our own page scripts carry (`.nonce` survives the attribute's hiding). */
export function pageNonce(configured: string): string {
  if (configured) return configured;
  for (const s of document.querySelectorAll('script')) {
    const nonce = s.nonce || s.getAttribute('nonce');
    if (nonce) return nonce;
  }
  return '';
}

/** The bundle's tag: dist/head.html's inline part, else (the old way) a tag naming storefront.js. */
function ourScriptTag(): HTMLScriptElement | null {
  return document.querySelector('script[data-storefront-base]') ?? document.querySelector('script[src*="storefront.js"]');
}

/** Where a script goes (docs/theme-guide.md#elements-the-bundle-handles-without-a-marker positions). */
export function place(el: Element, position: ScriptPosition) {
  const own = ourScriptTag();
  if (position === 'head') document.head.append(el);
  else if (position === 'body_top') document.body.prepend(el);
  else if (position === 'before_shop_js' && own) own.before(el);
  else if (position === 'after_shop_js' && own) own.after(el);
  else document.body.append(el);
}

/**
 * Makes a live copy of an inert script (from innerHTML) so the browser runs it. Its text, src and any
 * handler attribute are the shop's batch answer: they reach the script through the Trusted Types policy
 * (a src that is not http(s) is dropped).
 */
function liveCopy(old: HTMLScriptElement, label: string, nonce: string): HTMLScriptElement {
  const s = document.createElement('script');
  for (const a of old.attributes) {
    if (a.name === 'src') {
      const url = trustedScriptUrl(a.value);
      if (url !== null) s.setAttribute('src', url);
      else void say('warn', 'script-src', [label]);
    } else s.setAttribute(a.name, /^on/i.test(a.name) ? trustedScript(a.value) : a.value);
  }
  if (nonce) s.nonce = nonce;
  s.setAttribute(MARK, label);
  if (old.text) s.text = trustedScript(old.text);
  return s;
}

/**
 * Resolves when a script has run (true), failed or timed out (false): external ones on load/error,
 * modules (which run later, like deferred scripts) when they finish, inline classic ones at once. So
 * snippets run in order.
 */
export function settled(s: HTMLScriptElement, track?: Track): Promise<boolean> {
  const module = trackModule(s, track);
  if (!s.src && !module) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(false), SCRIPT_TIMEOUT);
    let finished = false;
    const done = (ok: boolean) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      s.onload = s.onerror = null;
      pendingModules.get(s)?.done(ok);
      if (!ok) void say('warn', 'script-late', [s.src, SCRIPT_TIMEOUT / 1000]);
      resolve(ok);
    };
    module?.then(done);
    s.onload = () => done(true);
    s.onerror = () => done(false);
  });
}

/**
 * Inserts HTML (possibly with scripts) at a place, then runs its scripts in document order, each
 * external one waited for before the next runs.
 */
export async function injectHtml(html: string, insert: (nodes: Node[]) => void, label: string, nonce: string): Promise<void> {
  containErrors();
  const tpl = document.createElement('template');
  tpl.innerHTML = trustedHtml(html); // the shop's own snippet / top-layer HTML (the one policy)
  const nodes = [...tpl.content.childNodes];
  insert(nodes);
  const scripts: HTMLScriptElement[] = [];
  for (const n of nodes) {
    if (n instanceof HTMLScriptElement) scripts.push(n);
    else if (n instanceof Element) scripts.push(...n.querySelectorAll('script'));
  }
  for (const old of scripts) {
    if (old.type && !/^(text\/javascript|module|application\/javascript)$/i.test(old.type)) continue; // JSON, templates
    // The same external script in two snippets (or already loaded by loadScript) loads once: the second
    // stays inert and the next script waits for the first copy.
    const src = old.src; // resolved by the browser: one key per script, however the snippet spells it
    const known = src ? loaded.get(src) : undefined;
    if (known) {
      await known;
      continue;
    }
    const live = liveCopy(old, label, nonce);
    // An inline module's end-of-run hook loads with the first one (./module-hook.ts); without it, the time-out ends it.
    const track =
      !src && live.type === 'module'
        ? await import('./module-hook').then(
            (m) => m.track,
            () => undefined,
          )
        : undefined;
    const ready = settled(live, track);
    if (src)
      loaded.set(
        src,
        ready.then((ok) => (ok || loaded.delete(src), ok)),
      );
    old.replaceWith(live);
    if (!src && live.type === 'module') live.text = old.text; // the token leaves the DOM (the module's source was taken at insertion)
    await ready;
  }
}

/** Runs script text (a top-layer "script" entry, a tracking event) as a classic script. */
export function runInline(text: string, label: string, nonce: string, where: ScriptPosition = 'body_bottom') {
  containErrors();
  const s = document.createElement('script');
  if (nonce) s.nonce = nonce;
  s.setAttribute(MARK, label);
  s.text = trustedScript(text);
  place(s, where);
}
