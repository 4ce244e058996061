/**
 * A page probe shared by the benchmark (scripts/bench.ts) and the browser tests: an init script that,
 * before any page script runs, records long tasks, long animation frames (with the script each came
 * from), layout shifts, the moment each widget sets `data-ready`, `storefront:widget-error` events, and a
 * snapshot of the server HTML of every marker element (taken at readyState "interactive", before the
 * module script runs) so that a test can ask whether a widget left the server's HTML as it was.
 * Init scripts run outside the page's Content Security Policy, so the probe also works under ?csp=strict.
 */
import type { Page } from '@playwright/test';
import { loaders } from '../../../markers/loaders';
import { markers } from '../../../markers/index.ts';
import type { LoadMoment, PageContext } from '../../../src/types';
import { AIDED } from '../../../src/ui/small-aids';
import { ORIGIN_MARK, ratioAt, type Task } from './trace.ts';

/** A row of the marker table as the page needs it (functions stay in Node). */
export interface MarkerInfo {
  name: string;
  legacy: string;
  moment: LoadMoment;
  /** Batch keys the widget reads (the page-load call carries them). */
  needs: string[];
}

/**
 * The marker table, without the widgets gated by markers/loaders.ts (`when`: e.g. forced-region, which
 * mounts only where its cookies ask): whether those mount depends on the page's state, not its markup.
 */
export function markerTable(_context?: PageContext | null): MarkerInfo[] {
  return markers.filter((m) => !loaders[m.name]?.when).map((m) => ({ name: m.name, legacy: m.legacy ?? '', moment: m.moment, needs: [...(m.needs ?? [])] }));
}

/** Names of the widgets that exist (have a row in the marker table). */
export const builtWidgets = () => new Set(markers.map((m) => m.name));

interface ProbeState {
  longtasks: { start: number; duration: number }[];
  frames: { start: number; duration: number; blocking: number; scripts: { url: string; start: number; duration: number; invoker: string }[] }[];
  shifts: { start: number; value: number; sources: string[] }[];
  /** When nodes were inserted into <body> above its server content (body_top snippets). */
  topInserts: number[];
  ready: { el: Element; name: string; at: number }[];
  errors: { el: Element; name: string; at: number }[];
  loadEnd: number;
  /**
   * Differences between the server HTML of `el` (and its server descendants) and now; descendants that sat,
   * when the snapshot was taken, inside other marked markup within `el` (another widget's element, a late
   * hook's markup, the core's day counts and dates) are that owner's to change and are left out.
   */
  changes(el: Element): string[];
}

/** Runs in the page before anything else (serialised by Playwright: no closures over Node values). */
function install([selectors, owners, originMark, quiet]: [string, string, string, boolean]) {
  const w = window as unknown as { __sfProbe?: ProbeState; __sfConsole?: string[] };
  if (w.__sfProbe) return;
  performance.mark(originMark);
  if (quiet) {
    // Console calls cost milliseconds each under the DevTools protocol (arguments and a stack trace are
    // serialised for the test runner); a shopper's browser does not pay that. Keep them in the page.
    const kept: string[] = (w.__sfConsole = []);
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) console[level] = (...args: unknown[]) => void kept.push(`${level}: ${args.map(String).join(' ')}`);
  }
  const probe: ProbeState = { longtasks: [], frames: [], shifts: [], topInserts: [], ready: [], errors: [], loadEnd: 0, changes: () => [] };
  w.__sfProbe = probe;
  const observe = (type: string, fn: (e: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(fn)).observe({ type, buffered: true });
    } catch {
      /* entry type not supported */
    }
  };
  observe('longtask', (e) => probe.longtasks.push({ start: e.startTime, duration: e.duration }));
  observe('long-animation-frame', (e) => {
    const f = e as PerformanceEntry & { blockingDuration: number; scripts: { sourceURL: string; startTime: number; duration: number; invoker: string }[] };
    probe.frames.push({
      start: f.startTime,
      duration: f.duration,
      blocking: f.blockingDuration,
      scripts: (f.scripts ?? []).map((s) => ({ url: s.sourceURL, start: s.startTime, duration: s.duration, invoker: s.invoker })),
    });
  });
  observe('layout-shift', (e) => {
    const s = e as PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    const name = (n?: Node | null) =>
      n instanceof Element ? `${n.tagName.toLowerCase()}${n.id ? '#' + n.id : ''}${n.classList.length ? '.' + [...n.classList].join('.') : ''}` : n ? n.nodeName : '?';
    if (!s.hadRecentInput) probe.shifts.push({ start: s.startTime, value: s.value, sources: (s.sources ?? []).map((x) => name(x.node)) });
  });
  addEventListener('load', () => setTimeout(() => (probe.loadEnd = performance.now())), { once: true });

  const seen = new WeakMap<Element, Set<string>>();
  new MutationObserver((records) => {
    for (const r of records) {
      const el = r.target as Element;
      const mine = seen.get(el) ?? new Set<string>();
      seen.set(el, mine);
      for (const name of (el.getAttribute('data-ready') ?? '').split(/\s+/)) {
        if (name && !mine.has(name)) {
          mine.add(name);
          probe.ready.push({ el, name, at: performance.now() });
        }
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
  document.addEventListener('storefront:widget-error', (e) => {
    const d = (e as CustomEvent<{ name: string; element: Element } | null>).detail;
    if (!d) return; // an event another script dispatched without a detail (the runtime's bad-input pages do)
    probe.errors.push({ el: d.element, name: d.name, at: performance.now() });
  });

  // Server HTML of marker elements: every element, its own text and its link/form attributes.
  const ATTRS = ['href', 'action', 'method', 'name', 'src', 'type', 'for'];
  const own = (el: Element) =>
    [...el.childNodes]
      .filter((n) => n.nodeType === 3)
      .map((n) => n.textContent ?? '')
      .join('')
      .replace(/\s+/g, ' ')
      .trim();
  const shot = (el: Element) => ({ el, owner: owners ? el.closest(owners) : null, text: own(el), attrs: ATTRS.map((a) => el.getAttribute(a)) });
  const snapshots = new WeakMap<Element, ReturnType<typeof shot>[]>();
  const take = () => {
    for (const el of document.querySelectorAll(selectors)) if (!snapshots.has(el)) snapshots.set(el, [el, ...el.querySelectorAll('*')].map(shot));
  };
  const watchTop = () => {
    // The skip links come first and stay first (body_top snippets go right after them): the server
    // content starts with the first element after them.
    const first = document.querySelector('body > :not(#menu_skip):not([data-skip-links]):not(script)');
    if (!first) return;
    new MutationObserver((records) => {
      const now = performance.now();
      for (const r of records) for (const n of r.addedNodes) if (n.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING) return void probe.topInserts.push(now);
    }).observe(document.body, { childList: true });
  };
  document.addEventListener('readystatechange', () => document.readyState === 'interactive' && (selectors && take(), watchTop()));
  probe.changes = (el) => {
    const before = snapshots.get(el);
    if (!before) return [`${el.tagName.toLowerCase()}: no server snapshot`];
    const out: string[] = [];
    for (const s of before) {
      if (s.el !== el && s.owner && s.owner !== el && !s.owner.contains(el)) continue;
      const where = `<${s.el.tagName.toLowerCase()}${s.el.id ? '#' + s.el.id : ''}${s.el.classList.length ? '.' + [...s.el.classList].join('.') : ''}>`;
      if (!s.el.isConnected || (s.el !== el && !el.contains(s.el))) out.push(`${where} removed`);
      else if (own(s.el) !== s.text) out.push(`${where} text "${s.text}" -> "${own(s.el)}"`);
      else ATTRS.forEach((a, i) => s.el.getAttribute(a) !== s.attrs[i] && out.push(`${where} ${a}="${s.attrs[i]}" -> "${s.el.getAttribute(a)}"`));
    }
    return out;
  };
}

/**
 * The selector that finds every marker element: data-widget, each legacy selector, and the markup a row's late
 * hook marks after the snapshot is taken (the sign-in form, the platform's tips and lowest-price box).
 */
export function markerSelector(table = markerTable()): string {
  const late = Object.values(loaders).map((l) => l.late?.selector ?? '');
  return ['[data-widget]', ...table.map((m) => m.legacy), ...late].filter(Boolean).join(',');
}

/**
 * Markup a widget writes outside its own element, set apart like the small aids' (a change there is not the
 * enclosing marker's): the price label in the platform's lowest-price box writes the chosen size's price and the
 * regular price into the platform's price section beside it (widgets/price-label/fill.ts).
 */
const FILLED_BESIDE = '#projector_price_value,#projector_price_maxprice,#projector_maxprice_percent';

export interface ProbeOptions {
  /** Snapshot the server HTML of marker elements (for serverChanges); default true. */
  snapshot?: boolean;
  /** Keep console calls in the page instead of sending them to the runner (performance runs). */
  quietConsole?: boolean;
  table?: MarkerInfo[];
}

/**
 * Installs the probe; call before page.goto. The first script defines `__name`: tsx (scripts/bench.ts)
 * compiles with esbuild's keepNames, which wraps inner functions in `__name(...)` calls that must
 * resolve in the page when Playwright serialises them.
 */
export async function installProbe(page: Page, { snapshot = true, quietConsole = false, table = markerTable() }: ProbeOptions = {}) {
  await page.addInitScript({ content: 'globalThis.__name ??= (f) => f;' });
  const selector = snapshot ? markerSelector(table) : '';
  await page.addInitScript(install, [selector, selector && `${selector},${AIDED},${FILLED_BESIDE}`, ORIGIN_MARK, quietConsole] as [string, string, string, boolean]);
}

/** One widget instance the page should mount: a known name on a marker element. */
export interface WidgetSpot {
  name: string;
  /** A short description of the element: `a#back_button`. */
  element: string;
  moment: LoadMoment;
  /** In the first viewport (with a box). */
  aboveFold: boolean;
  /** Within 256 px of the viewport: a `visible` widget there loads without scrolling. */
  nearFold: boolean;
  readyAt: number | null;
  failedAt: number | null;
  /** Batch keys the widget reads. */
  needs: string[];
  /** Differences from the server HTML of the element ([] = as served; see serverChanges). */
  changes: string[];
}

/**
 * The widget instances on the page: every known name on a `data-widget` element and every legacy
 * match (outside `data-storefront="off"` regions), with their load moment (data-load wins), position and when they became ready or failed.
 */
export async function widgetSpots(page: Page, table?: MarkerInfo[]): Promise<WidgetSpot[]> {
  const context = await page.evaluate(() => (window as unknown as { storefront?: { context: PageContext } }).storefront?.context ?? null);
  const rows = table ?? markerTable(context);
  return page.evaluate((rows) => {
    const probe = (window as unknown as { __sfProbe?: ProbeState }).__sfProbe;
    const moments = ['load', 'idle', 'visible', 'interaction'];
    const out: WidgetSpot[] = [];
    const describe = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${!el.id && el.classList.length ? '.' + [...el.classList].slice(0, 2).join('.') : ''}`;
    const selector = ['[data-widget]', ...rows.map((r) => r.legacy).filter(Boolean)].join(',');
    for (const el of document.querySelectorAll(selector)) {
      if (el.closest('[data-storefront=off]')) continue; // user-written content: never a widget
      const names = new Set((el.getAttribute('data-widget') ?? '').split(/\s+/));
      const r = el.getBoundingClientRect();
      const boxed = r.width > 0 || r.height > 0;
      const inside = (m: number) => boxed && r.top < innerHeight + m && r.bottom > -m && r.left < innerWidth + m && r.right > -m;
      for (const row of rows) {
        if (!names.has(row.name) && !(row.legacy && el.matches(row.legacy))) continue;
        const asked = (el as HTMLElement).dataset.load ?? '';
        const ready = probe?.ready.find((x) => x.el === el && x.name === row.name);
        const failed = probe?.errors.find((x) => x.el === el && x.name === row.name);
        out.push({
          name: row.name,
          element: describe(el),
          moment: (moments.includes(asked) ? asked : row.moment) as LoadMoment,
          aboveFold: inside(0),
          nearFold: inside(256),
          readyAt: ready ? Math.round(ready.at) : null,
          failedAt: failed ? Math.round(failed.at) : null,
          needs: row.needs,
          changes: probe ? probe.changes(el) : ['no probe'],
        });
      }
    }
    return out;
  }, rows);
}

/** Widgets that mount without interaction: load and idle ones, and visible ones near the viewport. */
export const mountsUnasked = (s: WidgetSpot) => s.moment === 'load' || s.moment === 'idle' || (s.moment === 'visible' && s.nearFold);

export interface ProbeFigures {
  loadEnd: number;
  /** Total blocking time: the part over 50 ms of each main-thread task up to `until`. */
  tbt: number;
  longestTask: number;
  /** Sum of every layout shift without recent input, up to `until`: nothing is left out. */
  cls: number;
  /**
   * For diagnosis only (the budget is `cls`): the part of `cls` in the first frame with a shift after
   * each insertion at the top of <body> (the server's body_top snippets the bundle placed).
   */
  clsTop: number;
  /** The elements that moved, biggest shifts first. */
  shiftSources: string[];
  /** The longest single script from the bundle (URL containing `bundlePath`) inside a long animation frame. */
  bundleScriptMax: number;
  bundleScriptUrl: string;
  /** Per long task, its blocking part (over 50 ms) but at most the time bundle scripts ran in it: summed. */
  bundleBlocking: number;
  /** Whether task durations are thread time from a trace (else wall time from PerformanceObserver). */
  threadTime: boolean;
}

/** The probe's raw records (serialisable). */
export function probeRecords(page: Page) {
  return page.evaluate(() => {
    const p = (window as unknown as { __sfProbe: ProbeState }).__sfProbe;
    return { loadEnd: p.loadEnd, longtasks: p.longtasks, frames: p.frames, shifts: p.shifts, topInserts: p.topInserts };
  });
}
type Records = Awaited<ReturnType<typeof probeRecords>>;

/**
 * Figures from navigation start up to `until` ms. With `tasks` (thread-time tasks from support/trace.ts)
 * task durations and bundle script durations are in thread time; without, in wall time.
 */
export function figuresOf(p: Records, until: number, tasks: Task[] = [], bundlePath = '/dist/'): ProbeFigures {
  const threadTime = tasks.length > 0;
  // duration: thread time when traced; wall: for finding the task a script ran in.
  const long = threadTime
    ? tasks.filter((t) => t.start >= 0 && t.start < until).map((t) => ({ start: t.start, duration: t.tdur, wall: t.dur }))
    : p.longtasks.filter((t) => t.start < until).map((t) => ({ ...t, wall: t.duration }));
  const scale = (at: number) => (threadTime ? ratioAt(tasks, at) : 1);
  let bundleScriptMax = 0;
  let bundleScriptUrl = '';
  const bundleIn = new Map<number, number>(); // long task index -> bundle script ms in it
  for (const f of p.frames) {
    if (f.start >= until) continue;
    for (const s of f.scripts) {
      if (!s.url.includes(bundlePath)) continue;
      const d = s.duration * scale(s.start);
      if (d > bundleScriptMax) {
        bundleScriptMax = d;
        bundleScriptUrl = `${s.url.replace(/^.*\/dist\//, '')} (${s.invoker.replace(/^https?:\/\/[^/]+/, '')})`;
      }
      const i = long.findIndex((t) => t.start <= s.start + 0.5 && s.start < t.start + t.wall + 0.5);
      if (i >= 0) bundleIn.set(i, (bundleIn.get(i) ?? 0) + d);
    }
  }
  const shifts = p.shifts.filter((s) => s.start < until);
  return {
    loadEnd: Math.round(p.loadEnd),
    tbt: Math.round(long.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0)),
    longestTask: Math.round(Math.max(0, ...long.map((t) => t.duration))),
    cls: Number(shifts.reduce((sum, s) => sum + s.value, 0).toFixed(4)),
    // Breakdown only: the first shift at most 500 ms after each insertion at the top of the body.
    clsTop: Number(
      p.topInserts
        .map((t) => shifts.find((s) => s.start >= t - 16 && s.start - t < 500))
        .filter((s, i, all): s is Records['shifts'][number] => !!s && all.indexOf(s) === i)
        .reduce((sum, s) => sum + s.value, 0)
        .toFixed(4),
    ),
    shiftSources: [...shifts].sort((a, b) => b.value - a.value).map((s) => `${s.value.toFixed(4)} @${Math.round(s.start)}: ${s.sources.join(', ')}`),
    bundleScriptMax: Math.round(bundleScriptMax),
    bundleScriptUrl,
    bundleBlocking: Math.round([...bundleIn].reduce((sum, [i, ms]) => sum + Math.min(ms, Math.max(0, (long[i]?.duration ?? 0) - 50)), 0)),
    threadTime,
  };
}

/** Waits for the load event as the probe saw it; returns its time (ms from navigation start). */
export async function loadEnd(page: Page): Promise<number> {
  await page.waitForFunction(() => ((window as unknown as { __sfProbe?: ProbeState }).__sfProbe?.loadEnd ?? 0) > 0);
  return page.evaluate(() => (window as unknown as { __sfProbe: ProbeState }).__sfProbe.loadEnd);
}
