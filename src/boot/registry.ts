/**
 * The scanner (CONTRACT 1, 4): finds markers (`data-widget` names and legacy selectors), schedules each
 * widget at its load moment and unmounts it when its element leaves the page. Mounting itself lives in
 * the lazily loaded core chunk (mount.ts), so the entry stays small.
 * Scanning is idempotent: an element/name pair is registered once, however often scan() runs.
 */
import type { BatchKey, MarkerEntry, PageContext } from '../types';
import type { Instance } from './instance';
import { strategies, isMoment } from './strategies';

export interface ScanEnv {
  page: PageContext;
  /** Mounts an instance whose moment has come (core chunk). */
  mount(inst: Instance): void;
  /** Batch keys newly needed by markers found in one scan. */
  need(keys: BatchKey[]): void;
  warn(message: string): void;
}

export function createRegistry(table: MarkerEntry[], env: ScanEnv) {
  const entries = new Map(table.map((e) => [e.name, e]));
  const byElement = new WeakMap<Element, Set<string>>();
  const live = new Set<Instance>();
  const warned = new WeakSet<Element>();
  let selector = '';
  const refreshSelector = () => (selector = ['[data-widget]', ...[...entries.values()].flatMap((e) => e.legacy || [])].join());
  refreshSelector();

  function register(el: HTMLElement, entry: MarkerEntry, needs: Set<BatchKey>) {
    const mine = byElement.get(el) ?? new Set<string>();
    if (mine.has(entry.name) || entry.skip?.(env.page)) return;
    byElement.set(el, mine.add(entry.name));
    const inst: Instance = { name: entry.name, el, entry, controller: new AbortController() };
    live.add(inst);
    entry.needs?.forEach((k) => needs.add(k));
    const asked = el.dataset.load;
    const moment = isMoment(asked) ? asked : entry.moment;
    if (asked && moment !== asked) env.warn(`data-load="${asked}" is not load|idle|visible|interaction`);
    inst.cancel = strategies[moment](el, () => env.mount(inst));
  }

  function destroy(inst: Instance) {
    live.delete(inst);
    inst.cancel?.();
    inst.controller.abort();
  }

  function scan(root: ParentNode = document): void {
    const needs = new Set<BatchKey>();
    const found = [...root.querySelectorAll(selector)];
    if (root instanceof Element && root.matches(selector)) found.unshift(root);
    for (const el of found) {
      if (!(el instanceof HTMLElement)) continue;
      for (const name of (el.dataset.widget || '').split(/\s+/)) {
        const entry = entries.get(name);
        if (entry) register(el, entry, needs);
        else if (name && !warned.has(el)) {
          warned.add(el);
          env.warn(`unknown widget "${name}" on <${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}>; known: ${[...entries.keys()].join(', ')}`);
        }
      }
      for (const entry of entries.values()) if (entry.legacy && el.matches(entry.legacy)) register(el, entry, needs);
    }
    if (needs.size) env.need([...needs]);
  }

  /** Unmounts widgets whose element left the page; scans what was added (snippets, partial loads). */
  let pending = false;
  const added = new Set<Element>();
  const observer = new MutationObserver((records) => {
    for (const r of records) for (const n of r.addedNodes) if (n instanceof Element) added.add(n);
    if (pending) return;
    pending = true;
    queueMicrotask(() => {
      pending = false;
      for (const inst of live) if (!inst.el.isConnected) destroy(inst);
      for (const el of added) if (el.isConnected) scan(el);
      added.clear();
    });
  });

  return {
    scan,
    /** A failed widget stays registered (it is not retried by a rescan) but is no longer live. */
    drop: (inst: Instance) => destroy(inst),
    start: () => observer.observe(document.documentElement, { childList: true, subtree: true }),
    define(entry: MarkerEntry) {
      if (entries.has(entry.name)) throw new Error(`[storefront] widget "${entry.name}" is already defined`);
      entries.set(entry.name, entry);
      refreshSelector();
      scan();
    },
    stop() {
      observer.disconnect();
      live.forEach(destroy);
    },
  };
}
