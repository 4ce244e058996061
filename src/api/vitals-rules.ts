/**
 * The pure parts of real shoppers' Web Vitals (./vitals.ts, docs/vitals.md): the page author's setting, the
 * sample, consent, what one metric report says and the beacon's body. No network, no timers, no listeners.
 */
import type { CLSMetric, INPMetric, LCPMetric } from 'web-vitals';
import type { ViewLevel } from '../types';
import { sameOriginUrl } from '../util/url';

export interface VitalsSettings {
  /** The endpoint, absolute, on the page's own origin. */
  url: string;
  /** The share of page views measured, 0 to 1. */
  rate: number;
}

/**
 * The setting as the page author wrote it, `"/vitals"` or `{"url": "/vitals", "sampleRate": 0.1}`: the
 * checked settings, or null (an endpoint that is not http(s) on the page's own origin, a sample rate that is
 * not a number from 0 to 1; a number written as a string counts as that number).
 */
export function readSettings(raw: unknown, base?: string): VitalsSettings | null {
  const o = (typeof raw == 'string' ? { url: raw } : raw) as { url?: unknown; sampleRate?: unknown } | null | undefined;
  const url = sameOriginUrl(o?.url, base);
  const rate = +(o?.sampleRate ?? 1);
  return url && rate >= 0 && rate <= 1 ? { url: url.href, rate } : null;
}

/** Whether this page view is measured: `random` (0 to 1, 1 excluded) below the rate. */
export const sampled = (rate: number, random: number): boolean => random < rate;

/**
 * Whether figures may be sent now. Where the page's `dataLayer` holds Google Consent Mode commands
 * (`gtag('consent', 'default' | 'update', {analytics_storage})`, which pushes its arguments), the last one
 * that names `analytics_storage` decides: only `granted` sends. Without one, nothing while the platform's
 * cookie banner is open (the shopper has not chosen yet); otherwise yes (the figures say nothing about the shopper).
 */
export function consented(dataLayer: unknown, bannerOpen: boolean): boolean {
  let said: unknown;
  // Anything but an array (nothing, or an element whose id is dataLayer) holds no command.
  for (const c of Array.isArray(dataLayer) ? (dataLayer as { 0?: unknown; 2?: { analytics_storage?: unknown } }[]) : []) if (c?.[0] == 'consent') said = c[2]?.analytics_storage ?? said;
  return said ? said == 'granted' : !bannerOpen;
}

const elementOf = (node: Node | null | undefined): Element | null | undefined => (node?.nodeType == 1 ? (node as Element) : node?.parentElement);

/**
 * A short description of an element as a selector: its tag with its id, else with its first two classes
 * (`img#photo`, `div.product.--big`, `button`). Never text, attributes or values.
 */
export function selectorOf(node: Node | null | undefined): string {
  const el = elementOf(node);
  return el
    ? el.localName +
        (el.id
          ? `#${el.id}`
          : [...el.classList]
              .slice(0, 2)
              .map((c) => `.${c}`)
              .join(''))
    : '';
}

/**
 * The widget whose root holds the element: the `data-ready` names on the nearest mounted widget's element
 * (the bundle's mark on a widget's root), '' when none. Page text, as the selector is: the receiving end
 * treats both as text.
 */
export const widgetOf = (node: Node | null | undefined): string => elementOf(node)?.closest('[data-ready]')?.getAttribute('data-ready') ?? '';

/** One metric as sent. */
export interface SentMetric {
  name: 'LCP' | 'INP' | 'CLS';
  /** ms for LCP and INP, the layout shift score for CLS, as the library reports them. */
  value: number;
  /** The element: LCP's, the first element the largest shift moved, the slowest interaction's target. */
  target: string;
  widget: string;
}

type Reported = CLSMetric | INPMetric | LCPMetric;

/** The node a report names (see SentMetric.target). */
function nodeOf(m: Reported): Node | null | undefined {
  if (m.name == 'LCP') return m.entries[0]?.element;
  if (m.name == 'INP') return m.entries.find((e) => e.target)?.target;
  // The largest shift of the session window the score comes from, and its first source (the browser lists the most moved first).
  return [...m.entries].sort((a, b) => b.value - a.value)[0]?.sources[0]?.node;
}

/** What one report of the web-vitals library says, as sent. */
export function describeMetric(m: Reported): SentMetric {
  const node = nodeOf(m);
  return { name: m.name, value: m.value, target: selectorOf(node), widget: widgetOf(node) };
}

/** The beacon's body: the page type, phone or desktop, the path (no query, no fragment), the sample rate, the metrics. */
export interface VitalsBeacon {
  page: string;
  view: 'phone' | 'desktop';
  path: string;
  rate: number;
  metrics: SentMetric[];
}

export const beacon = (page: string, view: ViewLevel, path: string, rate: number, metrics: SentMetric[]): VitalsBeacon => ({
  page,
  view: view < 2 ? 'phone' : 'desktop',
  path,
  rate,
  metrics,
});
