/**
 * The cheap half of tracking (docs/theme-guide.md#server-calls): reading a response's `x-iai-tracking-events`
 * header. Only when it says events are waiting does the page download ./tracking.ts (the query and the
 * runner), so a page whose responses carry no such header never loads it.
 */
import { reportWidgetError } from '../util/report';

export const TRACKING_HEADER = 'x-iai-tracking-events';

export const hasTrackingEvents = (headers: Headers | undefined) => Number(headers?.get(TRACKING_HEADER) ?? 0) >= 1;

/** Runs the waiting events after a response (errors reported, never thrown). */
export function afterResponse(headers: Headers | undefined, graphqlUrl: string, nonce: string): Promise<void> {
  if (!hasTrackingEvents(headers)) return Promise.resolve();
  return import('./tracking').then(
    (m) => m.runTrackingEvents(graphqlUrl, nonce),
    (error: unknown) => reportWidgetError('tracking', document.documentElement, error, graphqlUrl),
  );
}
