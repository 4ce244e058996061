/**
 * When a measured load's window ends (docs/performance.md "How to measure"): long tasks and layout shifts
 * count from navigation start to the end of the window. The window lasts until the page has been quiet for
 * `quiet` ms (no request in flight, no long animation frame, no layout shift, no widget becoming ready, no
 * resource finishing), and at least `min` and at most `max` ms after the load event, as Lighthouse ends a
 * load once network and CPU are quiet. A page that keeps working past `max` is cut at `max` (the old fixed
 * window): nothing the bundle does within it can be missed, and a quiet page does not wait the full 3 s.
 */
import type { Page, Request } from '@playwright/test';

/** The page's requests started and not yet finished or failed, kept up to date from now on. */
export function openRequests(page: Page): Set<Request> {
  const open = new Set<Request>();
  page.on('request', (r) => open.add(r));
  page.on('requestfinished', (r) => open.delete(r));
  page.on('requestfailed', (r) => open.delete(r));
  return open;
}

export interface SettleOptions {
  /** Quiet needed to end the window (ms). */
  quiet: number;
  /** Least time after the load event (ms). */
  min: number;
  /** Most time after the load event (ms). */
  max: number;
}

export const SETTLE: SettleOptions = { quiet: 1000, min: 1000, max: 3000 };

export interface SettleState {
  /** Page time now (performance.now()). */
  now: number;
  /** Page time of the load event. */
  loaded: number;
  /** Page time of the last activity seen (0: none). */
  last: number;
  /** Requests started and not yet finished or failed. */
  inFlight: number;
}

/** The window's end (page time), or null while it goes on. */
export function windowEnd(s: SettleState, o: SettleOptions = SETTLE): number | null {
  if (s.now >= s.loaded + o.max) return s.loaded + o.max;
  if (s.inFlight > 0 || s.now < s.loaded + o.min) return null;
  return s.now - Math.max(s.last, s.loaded) >= o.quiet ? s.now : null;
}
