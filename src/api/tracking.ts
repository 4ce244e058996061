/**
 * Tracking events (spec 7.2): when a response carries `x-iai-tracking-events` >= 1, ask
 * `query { trackingEvents }` and run each returned script in turn, errors contained; a failure is an empty list.
 */
import { runInline } from './scripts';

export const TRACKING_HEADER = 'x-iai-tracking-events';

export const hasTrackingEvents = (headers: Headers | undefined) => Number(headers?.get(TRACKING_HEADER) ?? 0) >= 1;

export async function fetchTrackingEvents(graphqlUrl: string): Promise<string[]> {
  try {
    const res = await fetch(graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ query: 'query { trackingEvents }' }),
      credentials: 'same-origin',
      signal: AbortSignal.timeout(10000),
    });
    if (!res.ok) return [];
    const json = (await res.json()) as { data?: { trackingEvents?: unknown } };
    const list = json?.data?.trackingEvents;
    return Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

let running: Promise<void> | undefined;
/** Checks a response's headers and runs the waiting events once (concurrent checks share one call). */
export function checkTracking(headers: Headers | undefined, graphqlUrl: string, nonce: string): Promise<void> {
  if (!hasTrackingEvents(headers)) return Promise.resolve();
  running ??= fetchTrackingEvents(graphqlUrl)
    .then((scripts) => scripts.forEach((text, i) => runInline(text, `tracking event ${i + 1}`, nonce)))
    .finally(() => (running = undefined));
  return running;
}
