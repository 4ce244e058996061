/**
 * Failure reporting (issue: foundation; docs/theme-guide.md#events): a console message naming the element, the
 * cancelable `storefront:widget-error` event, and, unless a listener cancels it, the error-log call.
 */

/** A short, greppable description of an element: `form#menu_search.menu_search`. */
export function describe(el: Element): string {
  const id = el.id ? `#${el.id}` : '';
  const cls = typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
  const marker = el.getAttribute('data-widget');
  return `<${el.tagName.toLowerCase()}${id}${cls}${marker ? ` data-widget="${marker}"` : ''}>`;
}

/** The error log's rate: at most LOG_BURST reports per LOG_WINDOW ms (each failure is reported once: reportWidgetError). */
export const LOG_BURST = 10;
export const LOG_WINDOW = 60_000;
let sentAt: number[] = [];

/** True when the rate allows one more report now; records it. */
export function mayLog(now = Date.now()): boolean {
  sentAt = sentAt.filter((t) => now - t < LOG_WINDOW);
  return sentAt.length < LOG_BURST && !!sentAt.push(now);
}

/** Test hook: a fresh page's limits. */
export const resetLog = () => ((sentAt = []), reported.clear());

/** Spec 7.6: POST {graphql}?JSerror={stack} with a trivial 'hello' query. Never throws; de-duplicated and rate-limited (mayLog). */
export function logError(graphqlUrl: string, error: unknown, where: string) {
  const e = error instanceof Error ? error : new Error(String(error));
  if (!mayLog()) return;
  const stack = `${where}: ${e.stack || e.message}`.slice(0, 1500);
  const sep = graphqlUrl.includes('?') ? '&' : '?';
  try {
    fetch(`${graphqlUrl}${sep}JSerror=${encodeURIComponent(stack)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: '{"query":"query { hello }"}',
      // Only while the page is going away: a keepalive request is never reported finished to tools that wait
      // for a quiet network, and a visible page's request needs no help to complete.
      keepalive: document.visibilityState === 'hidden',
    })
      // Read the (tiny) answer: a response left unread keeps its request open in the browser's books.
      .then((res) => res.text())
      .catch(() => {});
  } catch {
    /* the error log is best effort */
  }
}

/**
 * Failures already reported (same widget, element and message): a widget failing in a loop is reported once.
 * Bounded: the last REPORTED_MAX are remembered, the oldest forgotten first.
 */
const reported = new Set<string>();
const REPORTED_MAX = 100;

export function reportWidgetError(name: string, element: Element, error: unknown, graphqlUrl: string) {
  const where = `widget "${name}" on ${describe(element)}`;
  const key = `${where}\n${error instanceof Error ? error.message : String(error)}`;
  if (reported.has(key)) return;
  reported.add(key);
  if (reported.size > REPORTED_MAX) reported.delete(reported.values().next().value!);
  console.error(`[storefront] ${where} failed; the server HTML stays as it was.`, error);
  const event = new CustomEvent('storefront:widget-error', { cancelable: true, detail: { name, element, error } });
  if (document.dispatchEvent(event)) logError(graphqlUrl, error, where);
}
