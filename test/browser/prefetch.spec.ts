/**
 * Prefetch on intent and view transitions for partial navigation (docs/theme-guide.md#prefetch-on-intent):
 * a data-partial link the pointer rests on is fetched ahead and the click shows that answer without a
 * second request; links that must not be fetched ahead are not; the cap holds across a sweep of fifty
 * links; a failed or off-site answer is never used. The region swap runs in a view transition, except
 * under reduced motion, and an input ends it at once; nothing shifts.
 */
import type { Page, Request } from '@playwright/test';
import { test, expect, quiet, ready, themedUrl, watch } from './helpers';
import { HOVER } from '../../src/ui/hover-intent';
import { recordShifts } from './support/shifts';

const A = '/fixtures/pages/chrome-nav-a.html';
const B = 'chrome-nav-b.html';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** The cap of open prefetches (src/api/prefetch-rules.ts MAX_OPEN). */
const CAP = 3;

/**
 * Page A with the bundle's core up (its search widget loads at once), on the page's clock (installed,
 * running on: `rest` moves it past a hover delay) unless `clock` is false.
 */
async function openA(page: Page, query = '', viewport = DESKTOP, clock = true) {
  if (clock) await page.clock.install();
  await page.setViewportSize(viewport);
  await page.goto(A + query);
  await ready(page, 'main [data-widget~="search"]', 'search');
}

/** Requests for page B (any query, any host): the prefetches and the navigations' own fetches. */
function requestsOfB(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => new URL(r.url()).pathname.endsWith(B) && seen.push(r));
  return seen;
}

/** Documents loaded after this point: a full page load instead of a partial one. */
function documents(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => r.resourceType() === 'document' && r.frame() === page.mainFrame() && seen.push(r.url()));
  return seen;
}

const atB = (page: Page) => expect(page.locator('main h1')).toHaveText('Nawigacja częściowa: strona B');

/** Links added to page A's content for a test: data-partial unless said otherwise. */
async function addLinks(page: Page, links: { id: string; href: string; plain?: true; attrs?: Record<string, string>; wrap?: Record<string, string> }[]) {
  await page.evaluate((list) => {
    const box = document.createElement('div');
    for (const { id, href, plain, attrs = {}, wrap } of list) {
      const a = document.createElement('a');
      a.id = id;
      a.href = href;
      a.textContent = id;
      a.style.display = 'block';
      if (!plain) a.setAttribute('data-partial', '');
      for (const [k, v] of Object.entries(attrs)) a.setAttribute(k, v);
      if (wrap) {
        const outer = document.createElement('div');
        for (const [k, v] of Object.entries(wrap)) outer.setAttribute(k, v);
        outer.append(a);
        box.append(outer);
      } else box.append(a);
    }
    document.querySelector('main h1')!.after(box);
  }, links);
}

/**
 * The pointer rests on `selector` for `ms` of the page's clock (openA installed it): the pointer comes,
 * the page handles it (quiet: the code it loads for it is in, its hover timer set), the clock runs on `ms`,
 * and what the time up set going has been asked for and answered (quiet again; `ignore`: the requests a
 * test holds unanswered).
 */
async function rest(page: Page, selector: string, ms = 100, ignore?: (r: Request) => boolean) {
  await page.hover(selector);
  await quiet(page, { ignore });
  await page.clock.runFor(ms);
  await quiet(page, { ignore });
}

const speculationUrls = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('script[type=speculationrules]')].flatMap((s) => (JSON.parse(s.textContent!) as { prefetch: { urls: string[] }[] }).prefetch.flatMap((r) => r.urls)),
  );

test.describe('prefetch on intent', () => {
  test('the pointer resting on a partial link fetches its page; the click shows it without a second request', async ({ page }) => {
    await openA(page);
    const bs = requestsOfB(page);
    const docs = documents(page);
    const answered = page.waitForResponse((r) => r.url().endsWith(B));
    await rest(page, '#to_b');
    await answered;
    expect(bs.map((r) => r.resourceType())).toEqual(['fetch']);
    await page.click('#to_b');
    await atB(page);
    // Asked of the page: Firefox ESR 140 over BiDi does not report history.pushState, so page.url() stays A there.
    expect(await page.evaluate(() => location.href)).toMatch(/chrome-nav-b\.html$/);
    expect(bs, 'the click used the answer fetched ahead').toHaveLength(1);
    expect(docs, 'no full page load').toEqual([]);
    await expect(page.locator('main h1')).toBeFocused();
  });

  test('an answer still on its way when the click comes: the click waits for it, not for a request of its own', async ({ page }) => {
    await openA(page);
    await page.route(`**/${B}`, async (route) => {
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    const bs = requestsOfB(page);
    const started = page.waitForRequest((r) => r.url().endsWith(B));
    await page.hover('#to_b');
    await started;
    await page.click('#to_b');
    await atB(page);
    expect(bs).toHaveLength(1);
  });

  // Unthrottled with the local answer and with a 200 ms one, then at CPU 4x (Chromium's DevTools protocol)
  // at 1280 px and on a phone (390 px): medians of three clicks each way.
  const CLICK_CASES = [
    { delay: 0, cpu: 1, phone: false },
    { delay: 200, cpu: 1, phone: false },
    { delay: 200, cpu: 4, phone: false },
    { delay: 200, cpu: 4, phone: true },
  ] as const;
  test('click to content with and without prefetch (figures printed)', async ({ page, browserName }) => {
    test.setTimeout(180_000);
    const figures: string[] = [];
    const cdp = browserName === 'chromium' ? await page.context().newCDPSession(page) : null;
    for (const { delay, cpu, phone } of CLICK_CASES) {
      if (cpu > 1 && !cdp) continue;
      await cdp?.send('Emulation.setCPUThrottlingRate', { rate: cpu });
      const times: Record<'with' | 'without', number[]> = { with: [], without: [] };
      for (let run = 0; run < 3; run++)
        for (const mode of ['without', 'with'] as const) {
          await page.unrouteAll();
          // A page answer `delay` ms away, as over a real network (0: the local demo server as it is).
          if (delay) await page.route(`**/${B}`, (route) => setTimeout(() => void route.continue(), delay));
          await openA(page, '', phone ? PHONE : DESKTOP, false); // the figures on the page's own clock
          if (mode === 'with') {
            const answered = page.waitForResponse((r) => r.url().endsWith(B));
            await page.hover('#to_b'); // resting until the answer fetched ahead is in
            await answered;
          }
          // A click with no pointer travel (no hover of its own), timed in the page: click to new content.
          const ms = await page.evaluate(
            () =>
              new Promise<number>((resolve) => {
                let t0 = 0;
                document.addEventListener('storefront:navigated', () => resolve(performance.now() - t0), { once: true });
                t0 = performance.now();
                document.getElementById('to_b')!.click();
              }),
          );
          await atB(page);
          times[mode].push(ms);
        }
      const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1]!;
      figures.push(
        `answer delay ${delay} ms, CPU ${cpu}x, ${phone ? '390' : '1280'} px: click to content ${median(times.without).toFixed(1)} ms without prefetch, ${median(times.with).toFixed(1)} ms with (medians of 3)`,
      );
      if (delay) expect(median(times.with), `the prefetched answer saves the answer time (CPU ${cpu}x, ${phone ? 'phone' : 'desktop'})`).toBeLessThan(median(times.without) - delay / 2);
    }
    await cdp?.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    console.log(figures.join('\n'));
    test.info().annotations.push({ type: 'figures', description: figures.join('; ') });
  });

  test('no prefetch of another origin, a logout link, nofollow, download, another target, data-prefetch=off (on the link or an ancestor), customer content', async ({ page, baseURL }) => {
    // Under the strict nonce policy with Trusted Types: the one eligible plain link at the end gets its rule.
    const w = watch(page);
    await openA(page, '?csp=strict&tt=1');
    const other = baseURL!.replace('127.0.0.1', 'localhost');
    const all: string[] = [];
    page.on('request', (r) => all.push(new URL(r.url()).pathname + new URL(r.url()).search));
    await addLinks(page, [
      { id: 'offsite', href: `${other}/fixtures/pages/${B}?offsite` },
      { id: 'logout', href: '/login.php?operation=logout' },
      { id: 'logout_plain', href: '/login.php?operation=logout', plain: true },
      { id: 'basket', href: '/basketchange.php?type=delete&product=2&size=1', plain: true },
      { id: 'nofollow', href: `/fixtures/pages/${B}?nofollow`, attrs: { rel: 'nofollow' } },
      { id: 'download', href: `/fixtures/pages/${B}?download`, attrs: { download: '' } },
      { id: 'blank', href: `/fixtures/pages/${B}?blank`, attrs: { target: '_blank' } },
      { id: 'off', href: `/fixtures/pages/${B}?off`, attrs: { 'data-prefetch': 'off' } },
      { id: 'off_plain', href: '/producers.php?off', plain: true, attrs: { 'data-prefetch': 'off' } },
      { id: 'ancestor', href: `/fixtures/pages/${B}?ancestor`, wrap: { 'data-prefetch': 'off' } },
      { id: 'review', href: `/fixtures/pages/${B}?review`, wrap: { 'data-storefront': 'off' } },
    ]);
    for (const id of ['offsite', 'logout', 'logout_plain', 'basket', 'nofollow', 'download', 'blank', 'off', 'off_plain', 'ancestor', 'review']) {
      await rest(page, `#${id}`);
      await page.focus(`#${id}`); // keyboard focus is intent too
    }
    await quiet(page); // a prefetch or rule the intents set going would be there now
    expect(all.filter((u) => /chrome-nav-b|login\.php|basketchange|producers/.test(u))).toEqual([]);
    expect(await speculationUrls(page)).toEqual([]);
    // The control: an eligible plain link gets a speculation rule, carrying the page's nonce, accepted by CSP and Trusted Types.
    await addLinks(page, [{ id: 'plain', href: '/producers.php', plain: true }]);
    await rest(page, '#plain');
    await expect.poll(() => speculationUrls(page)).toEqual([new URL('/producers.php', baseURL).href]);
    expect(await page.evaluate(() => (document.querySelector('script[type=speculationrules]') as HTMLScriptElement).nonce)).not.toBe('');
    expect(w.logged(/Trusted|Content Security Policy|TrustedScript/)).toEqual([]);
  });

  // The two sinks of prefetch, a speculation-rules script's text and a <link>'s href, fed same-origin
  // addresses made to break out of them: each reaches its sink as the one URL the link resolves to.
  const HOSTILE = [
    `/producers.php?q="]},{"source":"list","urls":["https://evil.example/x"]}]}`,
    '/producers.php?x=</script><script>window.__pwned=1</script>',
    `/producers.php/'"><img src=x onerror="window.__pwned=2">`,
    '/producers.php?u=\u2028\u2029\\";window.__pwned=3;//',
  ];
  for (const rules of [true, false])
    test(`hostile same-origin addresses reach ${rules ? 'the speculation rules' : '<link rel=prefetch>'} as one URL each: no other rule, origin or script`, async ({ page, baseURL }) => {
      if (!rules)
        await page.addInitScript(() => {
          const supports = HTMLScriptElement.supports.bind(HTMLScriptElement);
          HTMLScriptElement.supports = (type: string) => type !== 'speculationrules' && supports(type);
        });
      const w = watch(page);
      await openA(page, '?csp=strict&tt=1');
      const hosts = new Set<string>();
      page.on('request', (r) => hosts.add(new URL(r.url()).host));
      await addLinks(
        page,
        HOSTILE.map((href, i) => ({ id: `hostile${i}`, href, plain: true as const })),
      );
      const hrefs: string[] = [];
      for (let i = 0; i < HOSTILE.length; i++) {
        hrefs.push(await page.locator(`#hostile${i}`).evaluate((a: HTMLAnchorElement) => a.href));
        // One at a time, within the cap of open prefetches (a rule holds its place 2 s).
        await rest(page, `#hostile${i}`);
        if (i === CAP - 1) await page.clock.runFor(2100);
      }
      const sunk = () => (rules ? speculationUrls(page) : page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].map((l) => l.href)));
      await expect.poll(sunk).toEqual(hrefs);
      // Every address stayed on the shop's origin, and it is what the link itself says.
      expect(hrefs.every((h) => new URL(h).origin === new URL(baseURL!).origin)).toBe(true);
      if (rules) {
        // One rule per script, one list, one URL: nothing the address carried became a rule of its own.
        const shapes = await page.evaluate(() => [...document.querySelectorAll('script[type=speculationrules]')].map((s) => JSON.parse(s.textContent!) as unknown));
        expect(shapes).toEqual(hrefs.map((h) => ({ prefetch: [{ source: 'list', urls: [h] }] })));
      }
      await quiet(page); // every request the rules set going has been made
      expect([...hosts].filter((h) => h !== new URL(baseURL!).host)).toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.locator('img[src="x"]').count()).toBe(0);
      expect(w.logged(/Trusted|Content Security Policy|TrustedScript/)).toEqual([]);
    });

  for (const [name, connection] of [
    ['Save-Data', { saveData: true, effectiveType: '4g' }],
    ['a 2G connection', { saveData: false, effectiveType: '2g' }],
  ] as const)
    test(`nothing is fetched ahead under ${name}`, async ({ page }) => {
      await page.addInitScript((c) => Object.defineProperty(Navigator.prototype, 'connection', { get: () => c, configurable: true }), connection);
      await openA(page);
      const bs = requestsOfB(page);
      await addLinks(page, [{ id: 'plain', href: '/producers.php', plain: true }]);
      await rest(page, '#to_b', 200);
      await rest(page, '#plain', 200);
      expect(bs).toHaveLength(0);
      expect(await speculationUrls(page)).toEqual([]);
      // Links still work: the click fetches for itself.
      await page.click('#to_b');
      await atB(page);
      expect(bs).toHaveLength(1);
    });

  test('a browser without speculation rules: a plain link is fetched ahead by <link rel=prefetch>', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const supports = HTMLScriptElement.supports.bind(HTMLScriptElement);
      HTMLScriptElement.supports = (type: string) => type !== 'speculationrules' && supports(type);
    });
    await openA(page);
    await addLinks(page, [{ id: 'plain', href: '/producers.php', plain: true }]);
    const fetched = page.waitForRequest((r) => r.url().endsWith('/producers.php'));
    await rest(page, '#plain');
    await fetched;
    expect(await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel=prefetch]')].map((l) => l.href))).toEqual([new URL('/producers.php', baseURL).href]);
    expect(await speculationUrls(page)).toEqual([]);
  });

  test(`the pointer resting on each of fifty links in turn: at most ${CAP} prefetches at a time`, async ({ page }) => {
    await openA(page);
    const held: (() => void)[] = [];
    // Answers held back: every prefetch stays open.
    await page.route(`**/${B}?n=*`, (route) => void held.push(() => void route.continue().catch(() => {})));
    const bs = requestsOfB(page);
    await addLinks(
      page,
      Array.from({ length: 50 }, (_, i) => ({ id: `n${i}`, href: `/fixtures/pages/${B}?n=${i}` })),
    );
    for (let i = 0; i < 50; i++) await rest(page, `#n${i}`, 150, (r) => new URL(r.url()).pathname.endsWith(B));
    expect(bs).toHaveLength(CAP);
    // A quick sweep across all fifty (no resting): the hover timers are cancelled, nothing more is fetched.
    // How long the pointer stayed on each link is read from the page, as the page saw it (when the events
    // were handled, not when the input happened: a busy page handles the leaving late, and its timer sees
    // the pointer still there): on a busy machine a step of the sweep may take longer than the rest time,
    // and such a link is rightly fetched; one crossed quicker never is.
    held.splice(0).forEach((go) => go());
    await quiet(page); // the held answers are in; the slots they held are free
    const before = bs.length;
    await page.evaluate(() => {
      const stays: Record<string, number> = {};
      let over: { id: string; at: number } | undefined;
      document.addEventListener('pointerover', (e) => {
        const a = (e.target as Element).closest('a[id^="n"]');
        if (a) over = { id: a.id, at: performance.now() };
      });
      document.addEventListener('pointerout', (e) => {
        const a = (e.target as Element).closest('a[id^="n"]');
        if (a && over?.id === a.id) stays[a.id] = Math.max(stays[a.id] ?? 0, performance.now() - over.at);
      });
      (window as unknown as { __stays: typeof stays }).__stays = stays;
    });
    const [first, last] = [await page.locator('#n0').boundingBox(), await page.locator('#n49').boundingBox()];
    await page.mouse.move(first!.x + 5, last!.y + 5);
    await page.mouse.move(first!.x + 5, first!.y + 5, { steps: 50 });
    await page.mouse.move(5, 5);
    // Any hover timer the sweep left is past its delay, and whatever it would fetch has been asked for (its
    // answer held by the route above, so not awaited).
    await page.clock.runFor(300);
    await quiet(page, { ignore: (r) => new URL(r.url()).pathname.endsWith(B) });
    const stays = await page.evaluate(() => (window as unknown as { __stays: Record<string, number> }).__stays);
    const crossed = Object.keys(stays).filter((id) => stays[id]! < HOVER.link.open - 5);
    const fetched = bs.slice(before).map((r) => `n${new URL(r.url()).searchParams.get('n')}`);
    expect(crossed.length, 'links the sweep crossed quicker than the rest time').toBeGreaterThanOrEqual(25);
    expect(
      fetched.filter((id) => crossed.includes(id)),
      `fetched after the sweep: ${fetched.join(', ')}`,
    ).toEqual([]);
    held.forEach((go) => go());
  });

  for (const [name, answer] of [
    ['answers 500', { status: 500, body: 'Błąd serwera', contentType: 'text/plain' }],
    ['redirects to another origin', { status: 302, headers: { location: 'OTHER/other-site.html' } }],
  ] as const)
    test(`a prefetch that ${name} is not used: the click fetches for itself and the page comes partially`, async ({ page, baseURL, theme }) => {
      await openA(page);
      let first = true;
      await page.route(`**/${B}`, async (route) => {
        if (!first) return route.continue();
        first = false;
        const headers = 'headers' in answer ? { location: answer.headers.location.replace('OTHER', baseURL!.replace('127.0.0.1', 'localhost')) } : undefined;
        await route.fulfill({ ...answer, headers });
      });
      const bs = requestsOfB(page);
      const docs = documents(page);
      await rest(page, '#to_b', 300);
      expect(bs).toHaveLength(1);
      await page.click('#to_b');
      await atB(page);
      expect(bs, 'the click made its own request').toHaveLength(2);
      expect(docs, 'no full page load').toEqual([]);
      expect(await page.evaluate(() => location.href)).toBe(new URL(themedUrl(`/fixtures/pages/${B}`, theme)!, baseURL).href); // the page's own: see above
      expect((await page.context().cookies()).some((c) => c.name === 'sf_imported')).toBe(false);
    });
});

test.describe('view transitions', () => {
  /** Counts view transitions started and skipped, and records layout shifts (support/shifts.ts), from before the page's scripts. */
  async function spy(page: Page) {
    await page.addInitScript(() => {
      const w = window as unknown as { __vt: { calls: number; skips: number; finished: number } };
      w.__vt = { calls: 0, skips: 0, finished: 0 };
      const start = Document.prototype.startViewTransition;
      if (start)
        Document.prototype.startViewTransition = function (this: Document, ...args: Parameters<typeof start>) {
          w.__vt.calls++;
          const t = start.apply(this, args);
          const skip = t.skipTransition.bind(t);
          t.skipTransition = () => (w.__vt.skips++, skip());
          void t.finished.then(
            () => w.__vt.finished++,
            () => w.__vt.finished++,
          );
          return t;
        };
    });
    return recordShifts(page);
  }
  /** Five-second view transitions, so that input surely comes while one runs. */
  const slowTransitions = (page: Page) =>
    page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('::view-transition-group(*), ::view-transition-old(*), ::view-transition-new(*) { animation-duration: 5s }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
  const vt = (page: Page) => page.evaluate(() => (window as unknown as { __vt: { calls: number; skips: number; finished: number } }).__vt);

  test('a partial navigation swaps its regions in a view transition, and no layout shift is counted', async ({ page }) => {
    const shifts = await spy(page);
    await openA(page);
    await quiet(page); // the page's own start settles
    await shifts.clear();
    // A click with no input before it: a shift would count (none is excused by recent input).
    await page.evaluate(() => document.getElementById('to_b')!.click());
    await atB(page);
    // The transition's animation has finished, and the new region's widgets are up.
    await expect.poll(async () => (await vt(page)).finished).toBe(1);
    await quiet(page);
    expect((await vt(page)).calls).toBe(1);
    expect(await shifts.total(true), await shifts.describe(true)).toBe(0);
  });

  test('under prefers-reduced-motion: reduce no view transition is started', async ({ page }) => {
    await spy(page);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openA(page);
    await page.evaluate(() => document.getElementById('to_b')!.click());
    await atB(page);
    expect((await vt(page)).calls).toBe(0);
  });

  test('a browser without view transitions: the regions are swapped at once, there and back, with no error', async ({ page }) => {
    const w = watch(page);
    await page.addInitScript(() => delete (Document.prototype as Partial<Document>).startViewTransition);
    await spy(page);
    await openA(page);
    expect(await page.evaluate(() => 'startViewTransition' in document)).toBe(false);
    const docs = documents(page);
    await page.click('#to_b');
    await atB(page);
    await page.click('#to_a');
    await expect(page.locator('main h1')).toHaveText('Nawigacja częściowa: strona A');
    // Partial both ways (no page load), and nothing said on the console.
    expect(docs).toEqual([]);
    expect(w.pageErrors).toEqual([]);
    expect(w.logged(/./, ['error'])).toEqual([]);
  });

  test('a press while the transition runs (the browser hit-tests the root then) reaches the link under the pointer', async ({ page }) => {
    await spy(page);
    await openA(page);
    await slowTransitions(page);
    await page.evaluate(() => document.getElementById('to_b')!.click());
    await atB(page);
    const box = await page.locator('#to_a').boundingBox();
    // During the animation a point on the link hits <html>: a raw press and release there, no waiting.
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.tagName, [box!.x + 5, box!.y + 5])).toBe('HTML');
    await page.mouse.click(box!.x + 5, box!.y + 5);
    await expect(page.locator('main h1')).toHaveText('Nawigacja częściowa: strona A');
    expect((await vt(page)).skips).toBeGreaterThanOrEqual(1);
  });

  test("the shopper's input during the transition ends it at once (skipTransition)", async ({ page }) => {
    await spy(page);
    await openA(page);
    // A long animation, so that the key surely comes while it runs.
    await slowTransitions(page);
    await page.evaluate(() => document.getElementById('to_b')!.click());
    await expect.poll(async () => (await vt(page)).calls).toBe(1);
    await atB(page);
    await page.keyboard.press('Shift');
    await expect.poll(async () => (await vt(page)).skips).toBe(1);
    // Over: the page under the pointer answers again (no pseudo-element above it).
    expect(
      await page.evaluate(
        () => document.documentElement.getAnimations({ subtree: true }).filter((a) => String((a.effect as KeyframeEffect | null)?.pseudoElement ?? '').includes('view-transition')).length,
      ),
    ).toBe(0);
  });

  test('a transition skipped before it could start (input at once) is no error: its ready promise is handled', async ({ page }) => {
    await spy(page);
    await openA(page);
    // As a press in the very frame the transition starts: skipped before its first frame, so ready rejects.
    await page.evaluate(() => {
      const start = document.startViewTransition.bind(document);
      document.startViewTransition = ((update: () => void) => {
        const t = start(update);
        t.skipTransition();
        return t;
      }) as typeof document.startViewTransition;
    });
    await page.evaluate(() => document.getElementById('to_b')!.click());
    await atB(page);
    // Two frames for a rejection to be reported; the fixture fails the test on any uncaught page error.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect((await vt(page)).calls).toBe(1);
  });
});
