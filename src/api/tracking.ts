/**
 * Tracking events (spec 7.2): when a response carries `x-iai-tracking-events` >= 1 (./tracking-check.ts),
 * ask `query { trackingEvents }` and run each returned script in turn, errors contained. A failed call is
 * reported (console and the widget-error path, name "tracking"); it never stops the page.
 */
import { runInline } from './scripts';
import { reportWidgetError } from '../util/report';


/** The waiting scripts; throws when the call fails or its answer is not a list. */
export async function fetchTrackingEvents(graphqlUrl: string): Promise<string[]> {
  const res = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: 'query { trackingEvents }' }),
    credentials: 'same-origin',
    signal: AbortSignal.timeout(10000),
  });
  if (!res.ok) throw new Error(`trackingEvents: HTTP ${res.status}`);
  const json = (await res.json()) as { data?: { trackingEvents?: unknown } };
  const list = json?.data?.trackingEvents;
  if (!Array.isArray(list)) throw new Error('trackingEvents: the answer holds no list');
  return list.filter((s): s is string => typeof s === 'string');
}

let running: Promise<void> | undefined;
/** Runs the waiting events once (concurrent responses share one call). */
export function runTrackingEvents(graphqlUrl: string, nonce: string): Promise<void> {
  running ??= fetchTrackingEvents(graphqlUrl)
    .then((scripts) => scripts.forEach((text, i) => runInline(text, `tracking event ${i + 1}`, nonce)))
    .catch((error: unknown) => reportWidgetError('tracking', document.documentElement, error, graphqlUrl))
    .finally(() => (running = undefined));
  return running;
}
