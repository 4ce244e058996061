/**
 * Running server-provided scripts (docs/theme-guide.md#server-calls): snippets, top layers and tracking
 * scripts; `storefront.loadScript` (./load-script.ts, loaded on its first call) shares the table of loaded
 * URLs and the containment here. Scripts run once and in order, carry the CSP nonce, and their errors are
 * contained: logged as warnings, never an uncaught page error. Module scripts are followed by
 * ./module-hook.ts, loaded with the first one (most pages' snippets are classic scripts).
 */
import { trustedHtml, trustedScript, trustedScriptUrl } from '../util/trusted-types';
import { say } from '../util/say';

import type * as ModuleHook from './module-hook';

type Modules = typeof ModuleHook;

export const MARK = 'data-storefront-script';
export const SCRIPT_TIMEOUT = 5000;
export type ScriptPosition = 'head' | 'body_top' | 'body_bottom' | 'before_shop_js' | 'after_shop_js';

let containing = false;
/** External scripts by absolute URL, loading or loaded: each loads once (loadScript and snippets alike). */
export const loaded = new Map<string, Promise<boolean>>();
/** The module tracking, once loaded (the first module script asks for it: `moduleCode`). */
let modules: Modules | undefined;

/** Loads the module tracking (./module-hook.ts) before a module script goes in; undefined when it cannot load. */
export const moduleCode = (): Promise<Modules | undefined> =>
  import('./module-hook').then(
    (m) => (modules = m),
    () => undefined,
  );

/** Reports a contained error (a warning: the page goes on). */
function skipped(e: ErrorEvent, label: string | null) {
  e.preventDefault();
  void say('warn', 'script-error', [label ?? '', e.message]);
}

/**
 * A classic script's error is reported while it is document.currentScript: cancel it there. A module's
 * error comes with no current script: it is ours when one of our modules is still running and the error
 * names its file (./module-hook.ts, loaded before our first module script went in).
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
      const module = modules?.failedModule(e);
      if (module) skipped(e, module.getAttribute(MARK));
    },
    true,
  );
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
 * modules (which run later, like deferred scripts) when they finish (`mods`: their tracking; without it an
 * inline module ends on the time-out), inline classic ones at once. So snippets run in order.
 */
export function settled(s: HTMLScriptElement, mods?: Modules): Promise<boolean> {
  const tracked = s.type === 'module' ? mods?.trackModule(s) : undefined;
  // An inline module's end hook goes at the end of its text, through the one Trusted Types policy.
  if (tracked?.end) s.text = trustedScript(`${s.text}${tracked.end}`);
  if (!s.src && s.type !== 'module') return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => done(false), SCRIPT_TIMEOUT);
    let finished = false;
    const done = (ok: boolean) => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      s.onload = s.onerror = null;
      mods?.endModule(s, ok);
      if (!ok) void say('warn', 'script-late', [s.src, SCRIPT_TIMEOUT / 1000]);
      resolve(ok);
    };
    tracked?.ended.then(done);
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
    // A module's tracking loads with the first one (./module-hook.ts); without it, the time-out ends an inline one.
    const ready = settled(live, live.type === 'module' ? await moduleCode() : undefined);
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

/** Runs script text (a top-layer "script" entry, a tracking event) as a classic script at the end of <body>. */
export function runInline(text: string, label: string, nonce: string) {
  containErrors();
  const s = document.createElement('script');
  if (nonce) s.nonce = nonce;
  s.setAttribute(MARK, label);
  s.text = trustedScript(text);
  document.body.append(s);
}
