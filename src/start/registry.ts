/**
 * The scanner (docs/theme-guide.md#one-script-tag): finds markers (`data-widget` names and legacy selectors),
 * schedules each widget at its load moment and unmounts it when its element leaves the page; an element put
 * back is mounted again. Mounting itself lives in the lazily loaded core chunk (../core/mount.ts), and so do
 * the texts of the scanner's warnings (`env.warn` gets a code), so the entry stays small. Scanning is
 * idempotent: an element/name pair is registered once, however often scan() runs.
 */
import type { Instance, MarkerEntry, ScanWarning } from '../types';
import { strategies, isMoment } from './strategies';
import { OFF } from './view';

export interface ScanEnv {
  /** Mounts an instance whose moment has come (core chunk). */
  mount(inst: Instance): void;
  /** The rows registered by one scan (the core adds the batch keys they read to the page-load call). */
  found(entries: Set<MarkerEntry>): void;
  /**
   * `known`: the registry's table, keyed by every name a marker may use now (built-in and defined), for
   * "did you mean" and the reserved list (the map itself, not a list of its keys: fewer entry bytes).
   */
  warn(code: ScanWarning, detail: unknown, el?: Element, known?: ReadonlyMap<string, unknown>): void;
}

/**
 * The legacy rows each element under `root` matches, in the table's order. Each selector is asked once of
 * the whole root, not of every element: 30 000 markers times 25 rows was one 80 ms task.
 */
function legacyRows(root: ParentNode, rows: Iterable<MarkerEntry>): Map<Element, MarkerEntry[]> {
  const of = new Map<Element, MarkerEntry[]>();
  for (const row of rows) if (row.legacy) for (const el of [root, ...root.querySelectorAll(row.legacy)]) if (el instanceof Element && el.matches(row.legacy)) of.set(el, [...(of.get(el) ?? []), row]);
  return of;
}

/**
 * The scanner of a page. `scan(root)` registers each marker under `root` once per element and name (under
 * `data-storefront="off"`, user-written content such as reviews, no marker or data-load is read; each
 * element on its own: whatever its attributes hold, the elements after it are still registered). `start()`
 * watches the page: widgets whose element left are unmounted (`forget`: an element put back registers
 * again) and what was added is scanned, once per microtask for all the records of one change; it returns
 * the function that stops watching (tests). `drop(inst, forget)`: a failed widget stays registered (a rescan
 * does not retry it) but is no longer live; with `forget` (a gate said no) the next whole-page scan
 * registers it again. `define(entry)`: a theme's widget; a taken name, a moment that is not one of the four
 * or a legacy selector that is not valid CSS is refused (false, and one console warning code for the three:
 * the core's wording tells which from the entry and the table, fewer entry bytes), so one bad row never
 * stops scanning.
 */
export function createRegistry(table: MarkerEntry[], env: ScanEnv) {
  const entries = new Map(table.map((e) => [e.name, e]));
  const byElement = new WeakMap<Element, Set<string>>();
  const live = new Set<Instance>();
  const warned = new WeakSet<Element>();
  const selectorNow = () => ['[data-widget]', ...[...entries.values()].flatMap((e) => e.legacy || [])].join();
  let selector = selectorNow();

  function register(el: HTMLElement, entry: MarkerEntry, found: Set<MarkerEntry>) {
    const mine = byElement.get(el) ?? new Set<string>();
    if (mine.has(entry.name)) return;
    byElement.set(el, mine.add(entry.name));
    const inst: Instance = { name: entry.name, el, entry, controller: new AbortController() };
    live.add(inst);
    found.add(entry);
    const asked = el.dataset.load;
    const moment = isMoment(asked) ? asked : entry.moment;
    if (asked && moment !== asked) env.warn('moment', asked, el);
    inst.cancel = strategies[moment](el, () => env.mount(inst));
  }

  function destroy(inst: Instance, forget?: boolean) {
    live.delete(inst);
    inst.cancel?.();
    inst.controller.abort();
    if (forget) byElement.get(inst.el)?.delete(inst.name);
  }

  function scan(root: ParentNode = document): void {
    const found = new Set<MarkerEntry>();
    const els = [...root.querySelectorAll(selector)];
    if (root instanceof Element && root.matches(selector)) els.unshift(root);
    const legacyOf = legacyRows(root, entries.values());
    for (const el of els) {
      if (!(el instanceof HTMLElement) || el.closest(OFF)) continue;
      try {
        for (const name of (el.dataset.widget || '').split(/\s+/)) {
          const entry = entries.get(name);
          if (entry) register(el, entry, found);
          else if (name && !warned.has(el)) {
            warned.add(el);
            env.warn('unknown', name, el, entries);
          }
        }
        for (const entry of legacyOf.get(el) ?? []) register(el, entry, found);
      } catch (e) {
        env.warn('element', e, el);
      }
    }
    if (found.size) env.found(found);
  }

  let pending = false;
  const added = new Set<Element>();
  const observer = new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) if (n instanceof Element) added.add(n);
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      for (const inst of live) if (!inst.el.isConnected) destroy(inst, true);
      for (const el of added) if (el.isConnected) scan(el);
      added.clear();
    });
  });

  return {
    scan,
    drop: destroy,
    start: () => (observer.observe(document.documentElement, { childList: true, subtree: true }), () => observer.disconnect()),
    define(entry: MarkerEntry): boolean {
      try {
        if (entries.has(entry.name) || !isMoment(entry.moment)) throw 0;
        if (entry.legacy) document.querySelector(entry.legacy);
      } catch {
        return (env.warn('refused', entry, undefined, entries), false);
      }
      entries.set(entry.name, entry);
      selector = selectorNow();
      scan();
      return true;
    },
  };
}
