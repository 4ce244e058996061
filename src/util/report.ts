/**
 * Failure reporting (docs/theme-guide.md#events): a console message naming the element, the cancelable
 * `storefront:widget-error` event, and, unless a listener cancels it, the error-log call (./error-log.ts,
 * loaded on the first such call).
 */

/** A short, greppable description of an element: `form#menu_search.menu_search`. */
export function describe(el: Element): string {
  const id = el.id ? `#${el.id}` : '';
  const cls = typeof el.className === 'string' && el.className.trim() ? '.' + el.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
  const marker = el.getAttribute('data-widget');
  return `<${el.tagName.toLowerCase()}${id}${cls}${marker ? ` data-widget="${marker}"` : ''}>`;
}

/**
 * Sends one report to the error log. Its code (rate limit, request: ./error-log.ts) loads on the first report,
 * not at start. If that chunk cannot load, the console says the report was not sent (the failure itself is
 * already on the console) and the page goes on.
 */
function sendLog(graphqlUrl: string, error: unknown, where: string) {
  import('./error-log').then(
    (m) => m.logError(graphqlUrl, error, where),
    (e: unknown) => console.warn(`[storefront] error log unavailable, not sent: ${where}`, e),
  );
}

/** Test hook: a fresh page (no failure reported yet). */
export const resetReported = () => reported.clear();

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
  if (document.dispatchEvent(event)) sendLog(graphqlUrl, error, where);
}
