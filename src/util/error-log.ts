/**
 * The error log's network half: loaded by src/util/report.ts on the first failure that is to be
 * sent, never at start (a page without failures never downloads it).
 */

/** The error log's rate: at most LOG_BURST reports per LOG_WINDOW ms (each failure is reported once: reportWidgetError). */
export const LOG_BURST = 10;
export const LOG_WINDOW = 60_000;
let sentAt: number[] = [];

/** True when the rate allows one more report now; records it. */
export function mayLog(now = Date.now()): boolean {
  sentAt = sentAt.filter((t) => now - t < LOG_WINDOW);
  return sentAt.length < LOG_BURST && !!sentAt.push(now);
}

/** Test hook: a fresh page's rate. */
export const resetRate = () => void (sentAt = []);

/**
 * The report's text: where, the error's name and message, then its stack. V8's stack begins with the name and
 * message; Firefox's and Safari's hold the frames alone, so there the message is put before them.
 */
export function logText(where: string, e: Error): string {
  const head = e.message ? `${e.name}: ${e.message}` : e.name;
  const stack = e.stack ?? '';
  return `${where}: ${stack.startsWith(head) ? stack : stack ? `${head}\n${stack}` : head}`.slice(0, 1500);
}

/** POST {graphql}?JSerror={where: error and stack} with a trivial 'hello' query. Never throws; rate-limited (mayLog). */
export function logError(graphqlUrl: string, error: unknown, where: string) {
  const e = error instanceof Error ? error : new Error(String(error));
  if (!mayLog()) return;
  const stack = logText(where, e);
  const sep = graphqlUrl.includes('?') ? '&' : '?';
  try {
    // Resolved against the page's own address (a `<base href>` in the body must not move it); never redirected.
    fetch(new URL(`${graphqlUrl}${sep}JSerror=${encodeURIComponent(stack)}`, location.href), {
      method: 'POST',
      redirect: 'error',
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
