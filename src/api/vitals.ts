/**
 * Real shoppers' Web Vitals (docs/vitals.md): LCP, INP and CLS of this page from the web-vitals library, each
 * with the element and the widget behind it, sent with `navigator.sendBeacon` to the shop's own endpoint
 * when the page is hidden. The core loads this chunk after the load event, once idle, and only when the
 * page author's configuration names an endpoint. The decisions are in ./vitals-rules.ts.
 */
import { onCLS, onINP, onLCP, type CLSMetric, type INPMetric, type LCPMetric } from 'web-vitals';
import type { ViewLevel } from '../types';
import { say } from '../util/say';
import { beacon, consented, describeMetric, readSettings, sampled, type SentMetric } from './vitals-rules';

export function start(raw: unknown, page: string, view: ViewLevel): void {
  const settings = readSettings(raw);
  if (!settings) return void say('warn', 'vitals', [], raw);
  if (!sampled(settings.rate, Math.random())) return;
  // Each metric's latest report not sent yet, under the library's id for it (a page restored by Back gets new
  // ones). An id is sent once, so no page view counts twice; it never leaves the page.
  const latest = new Map<string, SentMetric>();
  const sent = new Set<string>();
  const keep = (m: CLSMetric | INPMetric | LCPMetric) => sent.has(m.id) || latest.set(m.id, describeMetric(m));
  for (const on of [onLCP, onINP, onCLS]) on(keep, { reportAllChanges: true });
  // One beacon per hiding with the figures not sent yet: fire and forget, nothing retried or waited for. The
  // platform's cookie banner counts as open as the platform's own script tells it: `.iai_cookie` without `d-none`.
  const flush = () => {
    if (!latest.size || !consented((window as { dataLayer?: unknown }).dataLayer, !!document.querySelector('.iai_cookie:not(.d-none)'))) return;
    navigator.sendBeacon(settings.url, JSON.stringify(beacon(page, view, location.pathname, settings.rate, [...latest.values()])));
    latest.forEach((_, id) => sent.add(id));
    latest.clear();
  };
  // On the window, after the library's own listeners (capture) have given the final figures.
  addEventListener('visibilitychange', () => document.hidden && flush());
  addEventListener('pagehide', flush);
}
