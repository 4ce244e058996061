/**
 * Shared browser-test helpers: every page is watched for uncaught errors and console messages, so a
 * test can assert "no uncaught page error" and read what the bundle reported.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect as baseExpect, type Page, type Request, type TestInfo } from '@playwright/test';

export interface Watch {
  pageErrors: Error[];
  console: { type: string; text: string }[];
  /** Console lines of the given type(s) that contain `part`. */
  logged(part: string | RegExp, types?: string[]): string[];
}

export function watch(page: Page): Watch {
  const w: Watch = {
    pageErrors: [],
    console: [],
    logged(part, types = ['error', 'warning']) {
      return w.console.filter((m) => types.includes(m.type) && (typeof part === 'string' ? m.text.includes(part) : part.test(m.text))).map((m) => m.text);
    },
  };
  // Firefox reports its own refusal of a module served with a wrong type ("Loading module from … was
  // blocked because of a disallowed MIME type") as a page error; Chromium as a console line. It is the
  // browser's report of a refused chunk, which the bundle handles and reports itself (the fault specs
  // assert that report), not an error thrown in the page.
  page.on('pageerror', (e) => /^Loading module from “[^”]*” was blocked because of a disallowed MIME type/.test(e.message) || w.pageErrors.push(e));
  page.on('console', (m) => w.console.push({ type: m.type(), text: m.text() }));
  return w;
}

/** The theme a browser project runs the specs on: the demo shop's (fixtures/pages) or Halny (fixtures/halny). */
export type Theme = 'demo' | 'halny';
export const THEME_DIRS: Readonly<Record<Theme, string>> = { demo: 'fixtures/pages', halny: 'fixtures/halny' };

/** A demo page's URL on `theme`: the theme's page of the same file name, or null when it has none. */
export function themedUrl(url: string, theme: Theme): string | null {
  const match = /^(?:https?:\/\/[^/]+)?\/fixtures\/pages\/([^/?#]+\.html)(.*)$/.exec(url);
  if (!match || theme === 'demo') return url;
  const [, file = '', rest = ''] = match;
  return existsSync(join(process.cwd(), THEME_DIRS[theme], file)) ? `/${THEME_DIRS[theme]}/${file}${rest}` : null;
}

/**
 * On another theme a demo page's path opens that theme's page of the same name, and a route for a demo page
 * is a route for the theme's page; a page the theme lacks skips the test. The `page` fixture does this;
 * a test that opens a page of its own (`browser.newContext()`) calls it on that page.
 */
export function themed(page: Page, theme: Theme, testInfo: TestInfo): Page {
  if (theme === 'demo') return page;
  const goto = page.goto.bind(page);
  page.goto = (url, options) => {
    const mapped = themedUrl(url, theme);
    testInfo.skip(mapped === null, `the ${theme} theme has no counterpart of ${url}`);
    return goto(mapped ?? url, options);
  };
  const route = page.route.bind(page);
  page.route = (url, handler, options) =>
    route(typeof url === 'string' ? url.replace(/\/fixtures\/pages\/([^/?#*]+\.html)/, (m, file: string) => themedUrl(`/fixtures/pages/${file}`, theme) ?? m) : url, handler, options);
  return page;
}

/**
 * `test` whose `watched` fixture is on for every test (auto): any uncaught page error or unhandled
 * rejection fails the test without the test asking for it. A test that provokes one on purpose says so
 * with `test.use({ allowPageErrors: true })` and asserts on `watched.pageErrors` itself.
 */
export const test = base.extend<{ watched: Watch; allowPageErrors: boolean; theme: Theme }>({
  allowPageErrors: [false, { option: true }],
  theme: ['demo', { option: true }],
  // On another theme a demo page's path opens that theme's page of the same name; a page it lacks skips the test.
  page: async ({ page, theme }, use, testInfo) => {
    themed(page, theme, testInfo);
    inFlight(page); // quiet(page) sees the requests from the first one on
    await use(page);
  },
  watched: [
    async ({ page, allowPageErrors }, use) => {
      const w = watch(page);
      await use(w);
      if (!allowPageErrors)
        expect(
          w.pageErrors.map((e) => e.message),
          'uncaught page errors',
        ).toEqual([]);
    },
    { auto: true },
  ],
});
/**
 * Playwright's `expect`, with `expect.poll` asking in short steps unless a test says otherwise: the
 * default (100, 250, 500, then every 1000 ms) leaves a condition that came true waiting up to a second, in
 * every one of the suite's polls. (Locator assertions already retry within 20-500 ms.)
 */
const POLL_STEPS = [50, 50, 100, 100, 250];
export const expect: typeof baseExpect = new Proxy(baseExpect, {
  get(target, key, receiver) {
    if (key !== 'poll') return Reflect.get(target, key, receiver);
    const poll: typeof baseExpect.poll = (actual, messageOrOptions) =>
      target.poll(actual, typeof messageOrOptions === 'string' ? { message: messageOrOptions, intervals: POLL_STEPS } : { intervals: POLL_STEPS, ...messageOrOptions });
    return poll;
  },
});

/**
 * An init script for the shop's pages only. Playwright also runs init scripts in a tab's first `about:blank`,
 * whose storage Firefox refuses with a SecurityError ("The operation is insecure"): a script that seeds
 * storage goes through here.
 */
export function addPageScript<A>(page: Page, script: (arg: A) => unknown, arg?: A) {
  return page.addInitScript(`location.protocol.startsWith('http') && (${script.toString()})(${JSON.stringify(arg)})`);
}

/**
 * Waits until the bundle's interface is up (`window.storefront` with its version): dist/head.html imports the
 * entry after the first contentful paint without holding the load event, so after `goto` it may still be on
 * its way (a theme uses the queue or `storefront:ready` for the same reason).
 */
export async function bundleUp(page: Page) {
  await page.waitForFunction(() => typeof (window as unknown as { storefront?: { version?: string } }).storefront?.version === 'string');
}

/**
 * Waits until the core chunk is up (`storefront.data()` answers from it), and so the first scan has run: from
 * then on the shopper's first gesture on an interaction-moment widget starts its mount in the same task, and a
 * click that follows is held until it is there (src/core/held-clicks.ts). Before it, a click on a link is the
 * server's (the widget's element has no listener yet, or the core that holds clicks is still on its way).
 */
export async function coreUp(page: Page) {
  await bundleUp(page);
  await page.evaluate(() => (window as unknown as { storefront: { data(key: string): Promise<unknown> } }).storefront.data('Basket'));
}

/**
 * Waits until the widget `name` has mounted on the element matching `selector`: up to 15 s, since an idle
 * widget waits for the browser's idle time, which Firefox beside WebKit on a 2-core machine gave a mini
 * basket only after more than 5 s once (fresh-clone CI of ef4887c).
 */
export async function ready(page: Page, selector: string, name: string) {
  await expect(page.locator(selector).first()).toHaveAttribute('data-ready', new RegExp(`(^|\\s)${name}(\\s|$)`), { timeout: 15_000 });
}

/**
 * For a widget that loads on the shopper's first gesture (the interaction moment): the pointer comes over
 * the first element matching `selector` (a pointerover event, as a hover sends), then it has mounted.
 */
export async function readyOnGesture(page: Page, selector: string, name: string) {
  const el = page.locator(selector).first();
  const has = new RegExp(`(^|\\s)${name}(\\s|$)`);
  // The bundle arrives after the page's load event (dist/head.html imports it without holding the page):
  // a gesture before its first scan meets no listener, as a shopper's would. So the pointer comes again
  // until the widget has mounted.
  await expect
    .poll(async () => {
      const now = (await el.getAttribute('data-ready')) ?? '';
      if (!has.test(now)) await el.dispatchEvent('pointerover');
      return now;
    })
    .toMatch(has);
}

const requestsOf = new WeakMap<Page, { open: Set<Request>; started: Request[] }>();

/**
 * The page's requests started and not yet finished or failed, kept from the first call on: the `page`
 * fixture calls it before the test starts; a test that opens a page of its own calls it before the page's
 * first `goto` (else quiet() follows that page's requests from its own first call on).
 */
export function inFlight(page: Page) {
  let seen = requestsOf.get(page);
  if (!seen) {
    const s = { open: new Set<Request>(), started: [] as Request[] };
    page.on('request', (r) => (s.open.add(r), s.started.push(r)));
    page.on('requestfinished', (r) => s.open.delete(r));
    page.on('requestfailed', (r) => s.open.delete(r));
    requestsOf.set(page, (seen = s));
  }
  return seen;
}

/**
 * Resolves when the page is quiet: no request of the page in flight (Playwright's request events; `ignore`
 * leaves out a request the test holds on purpose), then no DOM mutation anywhere in the document (a
 * MutationObserver on childList, attributes and text) for two animation frames and the idle period after
 * them (requestIdleCallback), with no request started meanwhile; otherwise it tries again, up to `timeout`
 * ms, and throws. A proof that something does NOT happen reads "after the page is quiet, it still has not
 * happened": whatever a step set going (an answer, a chunk, a mount, an observer's callback) has run and
 * been drawn. It does not outwait a timer that has not fired yet (a debounce, a hover delay): those run on
 * `page.clock` (runFor(), then quiet()). Playwright's clock fakes frames and idle callbacks too: on a clock
 * that runs on (install()) they come as usual; on a paused one quiet() would wait in vain.
 */
export async function quiet(page: Page, { ignore = (): boolean => false, timeout = 10_000 }: { ignore?: (r: Request) => boolean; timeout?: number } = {}) {
  const requests = inFlight(page);
  const busy = () => [...requests.open].some((r) => !ignore(r));
  const end = Date.now() + timeout;
  for (;;) {
    await expect.poll(busy, { message: 'quiet(): a request of the page is still in flight', timeout: Math.max(1, end - Date.now()) }).toBe(false);
    const from = requests.started.length;
    // A navigation meanwhile ends the evaluation: that was no quiet either.
    const still = await page
      .evaluate(
        () =>
          new Promise<boolean>((done) => {
            let mutated = false;
            const watcher = new MutationObserver(() => (mutated = true));
            watcher.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
            requestAnimationFrame(() =>
              requestAnimationFrame(() => {
                const idle = (f: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(f, { timeout: 1000 }) : setTimeout(f, 50));
                idle(() => {
                  watcher.disconnect();
                  done(!mutated);
                });
              }),
            );
          }),
      )
      .catch((e: Error) => {
        if (/context was destroyed|navigat/i.test(e.message)) return false;
        throw e;
      });
    if (still && !requests.started.slice(from).some((r) => !ignore(r)) && !busy()) return;
    if (Date.now() > end) throw new Error(`quiet(): the page did not become quiet within ${timeout} ms`);
  }
}
