/**
 * Tracking events (docs/theme-guide.md#server-calls): when a response carries `x-iai-tracking-events` >= 1
 * (./tracking-check.ts), ask `query { trackingEvents }` and run each returned script in turn, errors
 * contained. A failed call is reported (console and the widget-error path, name "tracking"); it never stops
 * the page.
 */
import { runInline } from './scripts';
import { reportWidgetError } from '../util/report';
import { gqlRequest } from './graphql';

/**
 * The waiting scripts, asked through the bundle's one GraphQL client (./graphql.ts); throws when the call
 * fails or its answer is not a list. The events this answer may announce are not chased from here (that
 * would ask again in a loop while a server keeps announcing them).
 */
export async function fetchTrackingEvents(graphqlUrl: string, nonce = ''): Promise<string[]> {
  const data = await gqlRequest<{ trackingEvents?: unknown }>({ graphqlUrl, cspNonce: nonce }, 'query { trackingEvents }', undefined, { tracking: false });
  if (!data) throw new Error('trackingEvents: no answer (network failure, HTTP error or time-out)');
  const list = data.trackingEvents;
  if (!Array.isArray(list)) throw new Error('trackingEvents: the answer holds no list');
  return list.filter((s): s is string => typeof s === 'string');
}

let running: Promise<void> | undefined;
/** Runs the waiting events once (concurrent responses share one call). */
export function runTrackingEvents(graphqlUrl: string, nonce: string): Promise<void> {
  running ??= fetchTrackingEvents(graphqlUrl, nonce)
    .then((scripts) => scripts.forEach((text, i) => runInline(text, `tracking event ${i + 1}`, nonce)))
    .catch((error: unknown) => reportWidgetError('tracking', document.documentElement, error, graphqlUrl))
    .finally(() => (running = undefined));
  return running;
}
