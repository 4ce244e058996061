/**
 * Mounting (core chunk, loaded with the first widget): one retry of a failed chunk import, the widget's
 * context, `data-ready`, cleanup when its controller aborts, and failure reporting that never stops
 * other widgets (legacy fault: one failing initialiser stopped every widget after it).
 */
import type { Config, Instance, PageContext, ViewLevel, WidgetContext, WidgetLoader, WidgetModule } from '../types';
import { readProps } from './props';
import { reportWidgetError } from '../util/report';
import { holdClicks } from './held-clicks';
import { yieldToMain } from '../util/yield';

export interface MountEnv {
  config: Config;
  page: PageContext;
  view(): ViewLevel;
  /** Tells the scanner a failed instance is gone. */
  drop(inst: Instance, forget?: boolean): void;
  /** The entry's one-retry import (src/start/retry.ts), passed in so that both chunks share one copy. */
  retry<T>(load: (url?: string) => Promise<T>): Promise<T>;
  /** Built-in widgets' loaders (markers/loaders.ts); a theme's define() brings its own on the entry. */
  loaders: Readonly<Record<string, WidgetLoader>>;
}

function tokens(el: Element, attr: string, change: (set: Set<string>) => void) {
  const set = new Set((el.getAttribute(attr) || '').split(/\s+/).filter(Boolean));
  change(set);
  if (set.size) el.setAttribute(attr, [...set].join(' '));
  else el.removeAttribute(attr);
}

function runCleanup(inst: Instance) {
  const cleanup = inst.cleanup;
  inst.cleanup = undefined;
  try {
    cleanup?.();
  } catch (error) {
    console.error(`[storefront] cleanup of widget "${inst.name}" threw`, error);
  }
  tokens(inst.el, 'data-ready', (s) => s.delete(inst.name));
}

/** Milliseconds of mounting work per task before the rest waits for the next one. */
const SLICE_MS = 8;
/** When this task's mounting work began (-1: none yet in this task). */
let since = -1;
let turn = Promise.resolve();
const begin = () => {
  since = performance.now();
  setTimeout(() => (since = -1)); // a later task starts a slice of its own
};

/**
 * Starts a mount, in turn: in this task while its mounting work is under SLICE_MS, else in the next one. The
 * widgets of a page start together when the core arrives (twenty or more on a product page, each in its own
 * callback: each reads its props, holds its clicks and asks for its chunk), so they no longer add up to one
 * long task, and the browser paints and answers input in between. A lone start (an interaction) runs in the
 * same task.
 */
export function startMount(inst: Instance, env: MountEnv) {
  // Clicks are held from the start, not from this start's turn: woken by a hover, the widget's turn may come
  // a task or more later (behind other mounts' slices), and the press and click that follow the hover would
  // land before it, unheld and unheard (a click into the date field that opened nothing, 3 loads of 12 at CPU 4x).
  const hold = holdFor(inst, env);
  turn = turn.then(async () => {
    if (since < 0) begin();
    else if (performance.now() - since > SLICE_MS) {
      await yieldToMain();
      begin();
    }
    void mount(inst, env, hold);
  });
}

/** How long a click on a mounting widget may wait for it (./held-clicks.ts). */
export const HOLD_MS = 3000;

/**
 * A click while the chunk loads is replayed once it is mounted; never held longer than HOLD_MS (a mount
 * that waits on a slow network must not swallow the click: the server's behaviour happens then). A built-in
 * widget that answers a click on its own element (the date field) has that click held too.
 */
function holdFor(inst: Instance, env: MountEnv) {
  const release = holdClicks(inst.el, env.loaders[inst.name]?.ownClick);
  const timer = setTimeout(release, HOLD_MS);
  return () => (clearTimeout(timer), release());
}

export async function mount(inst: Instance, env: MountEnv, release = holdFor(inst, env)): Promise<void> {
  try {
    await mountHeld(inst, env);
  } finally {
    release();
  }
}

async function mountHeld(inst: Instance, env: MountEnv): Promise<void> {
  const { el, entry, name, controller } = inst;
  const { signal } = controller;
  let failed = false;
  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    env.drop(inst);
    runCleanup(inst);
    reportWidgetError(name, el, error, env.config.graphqlUrl);
  };
  const builtIn = Object.hasOwn(env.loaders, name) ? env.loaders[name] : undefined;
  const load = entry.load ?? builtIn?.load;
  let mod: WidgetModule;
  try {
    // Not for this page (e.g. the forced-region notice without its cookies): nothing is downloaded, nothing
    // to report. The next whole-page scan asks again (a page back from the back/forward cache: the cookies
    // may ask now).
    if (builtIn?.when && !builtIn.when(env.page, el)) return env.drop(inst, true);
    // (The error says which: no loader row in markers/loaders.ts, the import failed, or no mount export.)
    if (!load) throw new Error('no loader (markers/loaders.ts)');
    // The retry may name the failed chunk's URL to import instead (../start/retry.ts).
    mod = await env.retry((url) => (url ? import(/* @vite-ignore */ url) : load()));
    if (typeof mod?.default?.mount !== 'function') throw new Error('no default { mount } export');
  } catch (error) {
    return fail(new Error(`the chunk of widget "${name}" could not be loaded`, { cause: error }));
  }
  if (signal.aborted) return;
  const ctx: WidgetContext = {
    name,
    element: el,
    config: env.config,
    page: env.page,
    props: readProps(el),
    signal,
    view: env.view,
    report: fail,
    warn: (error) => reportWidgetError(name, el, error, env.config.graphqlUrl),
  };
  try {
    const cleanup = await mod.default.mount(ctx);
    inst.cleanup = cleanup;
    if (signal.aborted || failed) return runCleanup(inst);
    signal.addEventListener('abort', () => runCleanup(inst), { once: true });
    tokens(el, 'data-ready', (s) => s.add(name));
  } catch (error) {
    fail(error);
  }
}
