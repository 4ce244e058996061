/**
 * Zero layout shift added, every shift counted (no recent input), in the pages as served:
 * the theme guide's tag (in <head>, `blocking="render"`), so the entry runs before the first paint.
 *  - The body_top snippets' space: the core remembers per page type, for the session, how far the snippets
 *    pushed the page; on a later page of that type the entry reserves it before the first paint, and
 *    placing them moves nothing. The bad-input cases: an empty snippet, a height that changes between
 *    pages, an answer that fails or never comes, a new session, a shopper who scrolls before the answer.
 *  - The phone view layout (html._mobile, breadcrumbs into #layout, the mobile grid) before the first frame.
 *  - Widgets that change their own size (price label, subscription price, instalments, search box, mini
 *    basket badge, settings menu, date picker, footer, map): scrolled into view and hovered, nothing moves.
 * The figures per page are the bench's and the perf project's (scripts/bench.ts, perf.spec.ts).
 */
import { chromium, type Page, type Route } from '@playwright/test';
import { test, expect, inFlight, quiet, themed } from './helpers';
import { lateTag } from './support/perf';
import { knownCase } from './support/known';
import { SHOPPER_CHROMIUM, TEST_CHROMIUM } from '../../playwright.config';
import { END_KEY } from '../../src/api/top-space';
import { recordShifts, type ShiftLog } from './support/shifts';
import { forgetFrame } from './support/frame';

const PAGE = '/fixtures/pages/projector.html';
const KEY = 'storefront:projector';
const PHONE = { width: 390, height: 844 };

/** Each page's shift recorder (support/shifts.ts), set up before its first navigation. */
const logs = new WeakMap<Page, ShiftLog>();
async function setUp(page: Page) {
  logs.set(page, await recordShifts(page));
}
function log(page: Page): ShiftLog {
  const recorded = logs.get(page);
  if (!recorded) throw new Error('setUp(page) was not called: no shift is recorded');
  return recorded;
}
/**
 * The shifts without recent input (`all`: every one, as the perf project counts them; after the test's
 * previous navigation Chromium has marked a shift with hadRecentInput with no input sent).
 */
const shifts = (page: Page, all = false) => log(page).list(all);
const total = (page: Page, all = false) => log(page).total(all);
const stored = (page: Page, key = KEY) => page.evaluate((k) => sessionStorage.getItem(k), key);
const describeShifts = (page: Page, all = false) => log(page).describe(all);

/** The first page of the session: its snippet moves the page; the height it took is stored. */
async function firstPage(page: Page, url = PAGE, key = KEY) {
  await page.goto(url);
  await expect(page.locator('[data-snippet="body_top"]')).toBeVisible();
  await expect.poll(() => stored(page, key)).not.toBeNull();
}

/** A page served in two parts (`?pause=`): its first part was painted on its own, else the test proves nothing. */
async function firstPartPainted(page: Page) {
  const { fcp, end } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
    end: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd,
  }));
  expect(fcp, 'the first part was painted on its own').toBeLessThan(end);
}

/** Rewrites the batch answer's snippets (`items` of Snippets) on later calls. */
async function snippetsAre(page: Page, items: (old: { region?: string }[]) => { region?: string }[], delay = 0) {
  await page.route('**/ajax/get.php', async (route: Route) => {
    const response = await route.fetch();
    const json = (await response.json()) as { Snippets?: { response?: { items?: { region?: string }[] } } };
    if (json.Snippets?.response) json.Snippets.response.items = items(json.Snippets.response.items ?? []);
    if (delay) await new Promise((r) => setTimeout(r, delay));
    await route.fulfill({ response, json });
  });
}

/** Scrolls `box` out of view and back: what was on screen must not move while the blank space goes. */
async function givenBackWithoutJump(page: Page) {
  const box = page.locator('#sf-top');
  const header = page.locator('header').first();
  // The product page's price label has filled the platform's lowest-price box (after the first paint, at the
  // top: scrolled first, its lines would move the content under them; the KNOWN projector:scrolled case).
  if (await page.locator('.projector_prices__lowest_price').count()) await expect(page.locator('.projector_prices__lowest_price')).toHaveAttribute('data-ready', /price-label/);
  await page.evaluate(() => scrollTo(0, 600));
  const before = await header.evaluate((el) => el.getBoundingClientRect().top);
  await expect(box).toHaveCount(0);
  await quiet(page); // the box's going has been laid out and drawn
  // Scroll anchoring kept the view still while the box above it went.
  expect(Math.abs((await header.evaluate((el) => el.getBoundingClientRect().top)) - before)).toBeLessThan(1);
}

/**
 * A 1280x800 page (its shifts recorded) in a Chromium that draws its scrollbar, 15 px wide, as a shopper's
 * desktop browser does (Chrome on Windows and Linux, Firefox): headless Chromium hides it (Playwright's
 * --hide-scrollbars), so a browser of its own (a launch option). `css`: the theme's body, before the page's own.
 */
async function withScrollbar(baseURL: string | undefined, run: (page: Page) => Promise<void>, css = '') {
  const browser = await chromium.launch({ ...SHOPPER_CHROMIUM, executablePath: TEST_CHROMIUM });
  try {
    const page = await browser.newPage({ baseURL, viewport: { width: 1280, height: 800 } });
    if (css)
      await page.addInitScript((text) => {
        const sheet = new CSSStyleSheet();
        sheet.replaceSync(text);
        document.adoptedStyleSheets = [sheet];
      }, css);
    await setUp(page);
    await run(page);
  } finally {
    await browser.close();
  }
}

/**
 * `url` as a later page after the same theme's home page, whose answer was placed to its end (its end height
 * stored; `end: false` forgets it), once its own answer's top layer is in and the page is quiet.
 */
async function afterHome(page: Page, url: string, end = true) {
  await page.goto(url.replace(/[^/]+$/, 'main.html'));
  await expect.poll(() => stored(page, END_KEY)).not.toBeNull();
  if (!end) await Promise.all([page.evaluate((key) => sessionStorage.removeItem(key), END_KEY), forgetFrame(page, END_KEY)]);
  await page.goto(url);
  await expect(page.locator('[data-toplayer]').first()).toBeAttached();
  await quiet(page);
}

test.describe('body_top snippets on a later page of the session: their space is reserved before the first paint', () => {
  test.beforeEach(async ({ page }) => setUp(page));

  for (const [url, key, label] of [
    [PAGE, KEY, 'legacy product page'],
    ['/fixtures/pages/widgets-projector.html', 'storefront:projector', 'data-widget product page (skip link a.skip-link)'],
  ] as const) {
    test(`${label}: the first page stores the height the snippet took; the next page places it without any layout shift`, async ({ page }) => {
      await firstPage(page, url, key);
      const height = await page.locator('[data-snippet="body_top"]').evaluate((el) => el.getBoundingClientRect().height);
      expect(Number(await stored(page, key))).toBeCloseTo(height, 0);
      expect(height).toBeGreaterThan(10);
      await page.goto(url);
      await expect(page.locator('[data-snippet="body_top"]')).toBeVisible();
      // The reserved box has been used up and removed; nothing moved.
      await expect(page.locator('#sf-top')).toHaveCount(0);
      await quiet(page); // whatever else the page does on its start has been drawn
      expect(await total(page), await describeShifts(page)).toBe(0);
    });
  }

  test("the snippets go after the skip links that are children of <body>, which stay the first Tab stops; before the platform header's", async ({ page, theme }) => {
    // data-widget a.skip-link on the demo, Halny's [data-skip-links] on both: the snippet follows them. The
    // platform's #menu_skip is a grid item inside its header: the snippet goes first in <body>, before #container.
    for (const [url, skip, after] of [
      [PAGE, theme === 'halny' ? 'body > [data-skip-links]' : '#container', theme === 'halny'],
      ['/fixtures/pages/widgets-projector.html', theme === 'halny' ? 'body > [data-skip-links]' : 'a.skip-link', true],
    ] as const) {
      await page.goto(url);
      await expect(page.locator('[data-snippet="body_top"]')).toBeVisible();
      const follows = await page.evaluate((s) => !!(document.querySelector(s)!.compareDocumentPosition(document.querySelector('[data-snippet="body_top"]')!) & Node.DOCUMENT_POSITION_FOLLOWING), skip);
      expect(follows, `${url}: the snippet ${after ? 'after' : 'before'} ${skip}`).toBe(after);
    }
  });

  test('the answer never comes: the reserved space stays blank, nothing moves', async ({ page }) => {
    await firstPage(page);
    await page.route('**/ajax/get.php', () => {
      /* never answered (the call gives up after 15 s; then as when it fails, below) */
    });
    await page.goto(PAGE);
    // Everything but the held call has run and been drawn.
    await quiet(page, { ignore: (r) => r.url().includes('/ajax/get.php') });
    // Until the core handles an answer, the reservation is a transparent top border of <body> (the inline
    // part's rule, its height in --sf-top), or the core's box made from it.
    const reserved = await page.evaluate(() => parseFloat(getComputedStyle(document.body).getPropertyValue('--sf-top')) || document.getElementById('sf-top')?.getBoundingClientRect().height || 0);
    expect(reserved).toBeGreaterThan(10);
    expect(await total(page), await describeShifts(page)).toBe(0);
  });

  test('the call fails: the space stays blank while in view, and goes once scrolled out of view without a visible jump', async ({ page }) => {
    await firstPage(page);
    const height = await stored(page);
    await page.route('**/ajax/get.php', (route) => route.abort());
    await page.goto(PAGE);
    const box = page.locator('#sf-top');
    await expect(box).toHaveCount(1);
    await quiet(page); // the failure has been handled
    await expect(box).toHaveCount(1);
    // The stored height stands (nothing was measured).
    expect(await stored(page)).toBe(height);
    await givenBackWithoutJump(page);
    expect(await total(page), await describeShifts(page)).toBe(0);
  });

  test('an empty snippet list: nothing moves in view, 0 is stored, the blank space goes once scrolled out of view', async ({ page }) => {
    await firstPage(page);
    await snippetsAre(page, (items) => items.filter((i) => i.region !== 'body_top'));
    await page.goto(PAGE);
    await expect.poll(() => stored(page)).toBe('0');
    await expect(page.locator('#sf-top')).toHaveCount(1);
    await givenBackWithoutJump(page);
    expect(await total(page), await describeShifts(page)).toBe(0);
    // The next page reserves nothing, and nothing moves.
    await page.goto(PAGE);
    await quiet(page);
    expect(await page.evaluate(() => document.body.style.borderTop)).toBe('');
    expect(await total(page), await describeShifts(page)).toBe(0);
  });

  test('a snippet that is empty markup (whitespace): nothing placed, nothing moves, 0 stored', async ({ page }) => {
    await firstPage(page);
    await snippetsAre(page, (items) => items.map((i) => (i.region === 'body_top' ? { ...i, content: '   \n ' } : i)));
    await page.goto(PAGE);
    await expect.poll(() => stored(page)).toBe('0');
    await expect(page.locator('[data-snippet="body_top"]')).toHaveCount(0);
    await givenBackWithoutJump(page);
    expect(await total(page), await describeShifts(page)).toBe(0);
  });

  test('a taller snippet than last time: the reserve takes its part, the window scrolls by the excess (nothing moves), and the new height is stored', async ({ page }) => {
    await firstPage(page);
    const first = Number(await stored(page));
    await snippetsAre(page, (items) => items.map((i) => (i.region === 'body_top' ? { ...i, content: '<div class="snippet-banner" data-snippet="body_top" style="height:80px">Taller</div>' } : i)));
    await page.goto(PAGE);
    await expect(page.locator('[data-snippet="body_top"]')).toHaveText('Taller');
    await expect.poll(() => stored(page).then(Number)).toBeGreaterThan(first);
    await quiet(page);
    expect(await total(page), await describeShifts(page)).toBe(0);
    // Scrolled by what the reserve could not take: the banner's top part is above the window.
    const place = await snippetPlace(page);
    expect(Math.abs(place.scrolled - (place.height - first))).toBeLessThan(1);
    await page.goto(PAGE);
    await expect(page.locator('[data-snippet="body_top"]')).toHaveText('Taller');
    await quiet(page);
    expect(await total(page), `the same taller snippet on the next page: reserved, nothing moves; ${await describeShifts(page)}`).toBe(0);
  });

  test('a shorter snippet than last time: nothing moves in view, the rest of the space goes once out of view, the smaller height is stored', async ({ page }) => {
    await firstPage(page);
    const first = Number(await stored(page));
    await snippetsAre(page, (items) => items.map((i) => (i.region === 'body_top' ? { ...i, content: '<div data-snippet="body_top" style="height:10px;overflow:hidden">Short</div>' } : i)));
    await page.goto(PAGE);
    await expect(page.locator('[data-snippet="body_top"]')).toHaveText('Short');
    await expect.poll(() => stored(page).then(Number)).toBeLessThan(first);
    expect(Number(await stored(page))).toBeCloseTo(10, 0);
    await expect(page.locator('#sf-top')).toHaveCount(1);
    await givenBackWithoutJump(page);
    expect(await total(page), await describeShifts(page)).toBe(0);
  });

  test('the shopper scrolls before the answer: the snippet is placed and moves nothing (the price label: KNOWN)', async ({ page }) => {
    await firstPage(page);
    await snippetsAre(page, (items) => items, 1500);
    await page.goto(PAGE);
    await page.evaluate(() => scrollTo(0, 400));
    await expect(page.locator('[data-snippet="body_top"]')).toHaveCount(1, { timeout: 10_000 });
    await expect(page.locator('#sf-top')).toHaveCount(0);
    await quiet(page);
    // Every shift counts. The snippet, placed 1.5 s in, after the price label, adds none: nothing moved after it.
    const placedAt = await page.evaluate(() => performance.getEntriesByType('resource').find((r) => r.name.includes('/ajax/get.php'))?.responseEnd ?? 0);
    expect(placedAt).toBeGreaterThan(1000);
    expect(
      (await shifts(page)).filter((x) => x.at >= placedAt),
      await describeShifts(page),
    ).toEqual([]);
    // The platform box's lowest price filled after the first paint: a KNOWN case, held to its limit.
    const known = knownCase('projector:scrolled', 'shift')!;
    expect(await total(page), `${await describeShifts(page)}: KNOWN projector:scrolled ${known.reason}`).toBeLessThanOrEqual(known.limit);
  });
});

/** Every shift (recent input or not) from the moment dist/storefront.js was asked for. */
async function fromEntry(page: Page) {
  const asked = await page.evaluate(() => performance.getEntriesByType('resource').find((r) => r.name.endsWith('/storefront.js'))?.startTime ?? NaN);
  expect(asked, 'the entry was asked for').toBeGreaterThan(0);
  return (await shifts(page, true)).filter((x) => x.at >= asked);
}

/** The body_top snippet's box against the window, and how far the window is scrolled. */
const snippetPlace = (page: Page) =>
  page.locator('[data-snippet="body_top"]').evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, height: r.height, scrolled: scrollY };
  });

for (const viewport of [{ width: 1280, height: 800 }, PHONE]) {
  test(`the first page of a session (nothing stored, nothing reserved) at ${viewport.width} px: the snippet goes in just above the window, which scrolls by its height, so nothing on screen moves; the next page shows it in place`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await setUp(page);
    await page.goto(PAGE);
    await expect(page.locator('[data-snippet="body_top"]')).toBeAttached();
    await expect(page.locator('#sf-top')).toHaveCount(0);
    await quiet(page);
    // Every shift from the moment the entry was asked for (the page's own while it is parsed are not the
    // bundle's: the bench's with-and-without rows compare those), none came.
    expect(await fromEntry(page), await describeShifts(page, true)).toEqual([]);
    const first = await snippetPlace(page);
    expect(first.height).toBeGreaterThan(20);
    // Above the window, by its own height: scrolling up shows it.
    expect(first.bottom).toBeLessThanOrEqual(0.5);
    expect(Math.abs(first.scrolled - first.height)).toBeLessThan(1);
    // Its height is stored once every snippet of the answer is placed; the next page holds it and shows it.
    await expect.poll(() => stored(page)).not.toBeNull();
    await page.goto(PAGE);
    await expect(page.locator('[data-snippet="body_top"]')).toBeVisible();
    await quiet(page);
    expect(await fromEntry(page), await describeShifts(page, true)).toEqual([]);
    const later = await snippetPlace(page);
    expect(later.scrolled).toBe(0);
    expect(later.top).toBeGreaterThanOrEqual(0);
  });
}

test('the first page of a session, shorter than the window: the room to scroll the snippet out of view is blank space at the end; nothing moves @demo-look', async ({ page }) => {
  await setUp(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.route(
    (u) => u.pathname === PAGE,
    async (route) => {
      const response = await route.fetch();
      // The page cut to its header and a short block: it fits the window.
      const html = (await response.text()).replace(/(<div id="container"[^>]*>)[\s\S]*(<\/body>)/, '$1<div style="height:120px">short</div></div>$2');
      await route.fulfill({ response, body: html });
    },
  );
  await page.goto(PAGE);
  const fits = await page.evaluate(() => document.documentElement.scrollHeight <= innerHeight);
  expect(fits, 'the cut page fits the window before the answer').toBe(true);
  await expect(page.locator('[data-snippet="body_top"]')).toBeAttached();
  await quiet(page);
  expect(await fromEntry(page), await describeShifts(page, true)).toEqual([]);
  const place = await snippetPlace(page);
  expect(place.bottom).toBeLessThanOrEqual(0.5);
  expect(Math.abs(place.scrolled - place.height)).toBeLessThan(1);
  expect(await page.locator('#sf-end').evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThanOrEqual(place.height - 1);
});

test('a template whose tag is still at the end of <body> (the entry runs after the first paint) reserves nothing: adding space would move the page', async ({ page }) => {
  await page.route(
    (u) => u.pathname === PAGE,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, body: lateTag(await response.text()) });
    },
  );
  await page.goto(PAGE);
  await expect.poll(() => stored(page)).not.toBeNull();
  // Every time <body> gets a top border (the reserve), whether a frame had been drawn by then.
  await page.addInitScript(() => {
    const w = window as unknown as { __reserved: boolean[] };
    w.__reserved = [];
    new MutationObserver(() => document.body?.style.borderTop && w.__reserved.push(!!document.timeline.currentTime)).observe(document, { attributes: true, subtree: true, attributeFilter: ['style'] });
  });
  await page.goto(PAGE);
  await expect(page.locator('[data-snippet="body_top"]')).toBeVisible();
  // Made after the first frame, a reserve would move the page: none is (one before it would be fine).
  expect(await page.evaluate(() => (window as unknown as { __reserved: boolean[] }).__reserved.filter((late) => late))).toEqual([]);
});

test("the end of the page, with a drawn scrollbar: a short page the answer's end content makes taller than the window has its scrollbar from the first frame, nothing moves sideways", async ({
  theme,
}, info) => {
  // A page that fits the 800 px window without the top layer the answer appends, and not with it (checked below).
  const url = theme === 'halny' ? '/fixtures/halny/unknown-widget.html' : '/fixtures/pages/bad-props.html';
  await withScrollbar(info.project.use.baseURL, async (page) => {
    await afterHome(page, url);
    await expect(page.locator('#sf-end')).toHaveCount(0);
    const { height, window, layers, width, inner } = await page.evaluate(() => ({
      height: document.documentElement.scrollHeight,
      window: document.documentElement.clientHeight,
      layers: [...document.querySelectorAll<HTMLElement>('[data-toplayer]')].reduce((h, el) => h + el.offsetHeight, 0),
      width: document.documentElement.clientWidth,
      inner: innerWidth,
    }));
    expect(inner - width, 'a scrollbar is drawn').toBeGreaterThan(0);
    expect(height, 'taller than the window with the end content').toBeGreaterThan(window);
    expect(height - layers, 'and not without it').toBeLessThanOrEqual(window);
    expect(await total(page, true), await describeShifts(page, true)).toBe(0);
  });
});

test.describe('the phone view layout happens before the first frame', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  for (const file of ['main.html', 'widgets-main.html', 'projector.html']) {
    test(`${file} at 390 px: the inline part of dist/head.html ran before the first paint, html._mobile and the moves were in place for it, a later page moves nothing`, async ({ page }) => {
      await setUp(page);
      // Read in the first frame (the first animation-frame callback runs just before it is painted): what is
      // on screen then is in place (an element the parser has not reached yet is not on screen).
      await page.addInitScript(() => {
        const w = window as unknown as { __atReady: unknown };
        requestAnimationFrame(() => {
          const crumbs = document.getElementById('breadcrumbs');
          w.__atReady = {
            painted: performance.getEntriesByType('paint').length > 0,
            mobile: document.documentElement.classList.contains('_mobile'),
            crumbsInLayout: !crumbs || !document.getElementById('layout') || !!crumbs.closest('#layout'),
            gridMoved: [...document.querySelectorAll<HTMLElement>('[data-mobile-grid]')].every((el) => !document.getElementById(el.dataset.mobileGrid!) || !!el.closest(`#${el.dataset.mobileGrid}`)),
          };
        });
      });
      await firstPage(page, `/fixtures/pages/${file}`, file.startsWith('projector') ? KEY : 'storefront:main');
      await page.goto(`/fixtures/pages/${file}`);
      await expect(page.locator('[data-snippet="body_top"]')).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { __atReady: unknown }).__atReady)).toEqual({ painted: false, mobile: true, crumbsInLayout: true, gridMoved: true });
      await quiet(page);
      expect(await total(page), await describeShifts(page)).toBe(0);
      // The platform's back button, moved with its breadcrumbs to the top of the layout, is on screen and usable.
      if (file === 'projector.html') await expect(page.locator('#layout > #breadcrumbs #back_button')).toBeVisible();
    });
  }
  // A slow network: the browser paints the header (breadcrumbs and all) before the parser reaches #layout,
  // then the breadcrumbs move from the header (after the category menu, hidden there below 979 px by the
  // platform's CSS) to the top of the new #layout, where they take the band the theme keeps for them. The
  // server sends the page in two parts, 1,200 ms apart, cut before #layout.
  test('projector.html at 390 px arriving in two parts (the header painted before #layout exists): the moves shift nothing', async ({ page }) => {
    await setUp(page);
    await firstPage(page, '/fixtures/pages/main.html', 'storefront:main');
    await page.goto('/fixtures/pages/projector.html?pause=layout');
    await expect(page.locator('#layout > #breadcrumbs')).toBeAttached();
    await expect(page.locator('[data-snippet="body_top"]')).toBeVisible();
    await firstPartPainted(page);
    await quiet(page);
    expect(await total(page), await describeShifts(page)).toBe(0);
  });

  // The mobile grid (`[data-mobile-grid]` elements moved into their container on a phone) on a slow
  // network: the page down to the footer painted before the footer's contact line, which then joins the
  // grid above #layout (0.0199 before the fix): the grid holds the height it had on the session's earlier
  // page (markers/first-frame.ts parsingCss). Every shift is counted, recent input or not (see `shifts`).
  // The demo theme's own mechanism, on its data-widget pages (the platform's templates have no mobile grid).
  test("widgets-projector.html at 390 px cut before #footer (a later page of the session): the footer's contact line joins the mobile grid and shifts nothing", async ({ page, theme }) => {
    test.skip(theme === 'halny', "Halny's pages have no mobile grid");
    await setUp(page);
    await firstPage(page, '/fixtures/pages/widgets-main.html', 'storefront:main');
    await page.goto('/fixtures/pages/widgets-projector.html?pause=footer');
    await expect(page.locator('#mobile_grid > .sf-settings')).toBeAttached();
    await expect(page.locator('#mobile_grid > .sf-footer__contact')).toBeAttached();
    await expect(page.locator('[data-snippet="body_top"]')).toBeVisible();
    await firstPartPainted(page);
    await quiet(page);
    // Held under 0.001: the grid's move was 0.0199. What may remain is the demo header's own 0.00025 in some
    // loads (its logo drawn full width, then beside the basket the parser adds next to it: the logo 40 -> 31
    // px high), when the first paint comes before the header is parsed.
    expect(await total(page, true), await describeShifts(page, true)).toBeLessThan(0.001);
  });

  // The first page of a session knows no earlier height (the bench's `--session new` main@390 row: +0.0228
  // besides the snippet's, the grid's container 16 -> 72 px). The theme reserves its grid's height on a phone
  // (docs/theme-guide.md "The mobile grid"; the demo's shop.css), so the line parsed after the first paint
  // joins a box of the height it will have. The snippets are left out of the answer: only the grid may move.
  test("widgets-main.html at 390 px cut before #footer, the first page of a session: the contact line joins the theme's reserved grid and shifts nothing", async ({ page, theme }) => {
    test.skip(theme === 'halny', "Halny's pages have no mobile grid");
    await setUp(page);
    await snippetsAre(page, (items) => items.filter((s) => s.region !== 'body_top'));
    await page.goto('/fixtures/pages/widgets-main.html?pause=footer');
    await expect(page.locator('#mobile_grid > .sf-footer__contact')).toBeAttached();
    await firstPartPainted(page);
    await quiet(page);
    expect(await total(page, true), await describeShifts(page, true)).toBeLessThan(0.001);
  });

  // A product page has the category menu between the header and #layout: breadcrumbs drawn in the header
  // while #layout is not parsed, then moved, pulled the menu up by their height (0.0337 in the perf
  // project's projector@390 row). On a later page they are not drawn until they stand in #layout.
  // The session's earlier page had breadcrumbs that moved. After a main page, which has none, nothing is
  // hidden while parsed: Halny, which shows its breadcrumbs in the header on phones, would draw them there first.
  test('projector.html at 390 px cut before #layout (a later page of the session): no frame draws the breadcrumbs in the header', async ({ page }) => {
    await firstPage(page, '/fixtures/pages/basketedit.html', 'storefront:basketedit');
    await page.addInitScript({
      content: `window.__frames = []; const f = () => { const c = document.getElementById('breadcrumbs'); __frames.push({ layout: !!document.getElementById('layout'), drawn: !!c && c.getClientRects().length > 0, inHeader: !!c && !!c.closest('header') }); if (document.readyState === 'loading') requestAnimationFrame(f); }; requestAnimationFrame(f);`,
    });
    await page.goto('/fixtures/pages/projector.html?pause=layout');
    await expect(page.locator('#layout > #breadcrumbs')).toBeAttached();
    const frames = await page.evaluate(() => (window as unknown as { __frames: { layout: boolean; drawn: boolean; inHeader: boolean }[] }).__frames);
    // Frames were drawn while the parser waited for the rest (else this proves nothing).
    expect(frames.filter((f) => !f.layout).length).toBeGreaterThan(2);
    expect(frames.filter((f) => f.drawn && f.inHeader)).toEqual([]);
  });
});

/** Longest hover delay of a widget (the mini basket opens after 150 ms of hover) plus its mount. */
for (const { sizing, end } of [
  { sizing: 'border-box', end: true },
  { sizing: 'content-box', end: false },
] as const) {
  test(`with a drawn scrollbar, in a theme whose <body> fills the window (min-height: 100vh, ${sizing}, the footer at its bottom)${end ? ', the end reserve too' : ''}: a page that fits it never gets a scrollbar, nothing moves`, async ({
    theme,
  }, info) => {
    // The top reserve is a box in the content (as a border, snapped to whole pixels and added to a content-box
    // min-height, the page moved when the core made the box: 0.0019 on the demo's header-net, 0.0032 on Halny's
    // short). The end reserve is a bottom border, which a border-box min-height counts as it will count the end
    // content (the theme guide asks a body with a min-height for border-box); a content-box one has no end
    // reserve here (its first frames would be taller than the window by it: the theme guide says so).
    const url = theme === 'halny' ? '/fixtures/halny/short.html' : '/fixtures/pages/header-net.html';
    await withScrollbar(
      info.project.use.baseURL,
      async (page) => {
        await afterHome(page, url, end);
        const fit = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, window: innerHeight, bar: innerWidth - document.documentElement.clientWidth }));
        expect(fit, 'the page fits the window with its end content: no scrollbar').toEqual({ height: 800, window: 800, bar: 0 });
        expect(await total(page, true), await describeShifts(page, true)).toBe(0);
      },
      `body{min-height:100vh;box-sizing:${sizing};margin:0;display:flex;flex-direction:column}`,
    );
  });
}

test("the price label's lines keep their margins inside the theme's box: what is around it does not move, not even under Chromium's 3 px", async ({ page }) => {
  // The gaps above and below the working label on bad-props.html, without the bundle and with it drawn: a
  // line's margin that passed through the box (margin collapsing) would widen them (Halny's lines have 2 px
  // margins: 2 px in Chromium and Firefox, 4 px in WebKit, which also lets the last one through a min-height).
  const gaps = async (query: string) => {
    await page.goto(`/fixtures/pages/bad-props.html${query}`);
    if (!query) await expect(page.locator('#good_props_label')).toHaveAttribute('data-ready', /price-label/);
    return page.evaluate(() => {
      const good = document.getElementById('good_props_label')!;
      let n: Element = good;
      while (!n.nextElementSibling && n.parentElement) n = n.parentElement;
      const after = n.nextElementSibling!.getBoundingClientRect();
      const box = good.getBoundingClientRect();
      const before = document.getElementById('bad_props_label')!.getBoundingClientRect();
      const px = (v: number) => Math.round(v * 10) / 10;
      return { above: px(box.top - before.bottom), below: px(after.top - box.bottom), height: px(box.height) };
    });
  };
  const without = await gaps('?bundle=0');
  expect(await gaps('')).toEqual(without);
});

const HOVER_MS = 200;

/**
 * `calm(least)`: the page quiet (quiet(): no request in flight, no DOM mutation for two frames and an idle
 * period), the page's clock run on `least` ms (the test installs it before the first `goto`), then quiet
 * again: whatever the last step started (an observer's callback, a chunk, a batch call, a timer of at most
 * `least` ms) has happened and been drawn. Instead of fixed waits per marker.
 */
function settler(page: Page) {
  return async (least: number) => {
    await quiet(page);
    if (least > 0) {
      await page.clock.runFor(least);
      await quiet(page);
    }
  };
}

/**
 * Widgets that change their own size: each marker scrolled into the middle of the view (visible widgets
 * mount there) and, on desktop, hovered (interaction widgets mount on the pointer's intent, which is no
 * input that excuses a shift). A later page of the session, so the snippet's space is reserved.
 */
const MARKERS =
  '[data-widget], #menu_basket, #menu_settings, form#menu_search, #select_language, .help_icon, nav#menu_categories, #menu_notice, .projector_prices__omnibus, .projector_prices__lowest_price, nav#footer_links';
for (const [file, phone] of [
  ['projector.html', false],
  ['projector.html', true],
  ['widgets-projector.html', false],
  ['widgets-projector.html', true],
  ['main.html', false],
  ['main.html', true],
  ['widgets-main.html', false],
  ['widgets-main.html', true],
  ['prices-projector.html', false],
  ['prices-projector.html', true],
  ['widgets-account.html', false],
  ['widgets-account.html', true],
  ['basketedit.html', false],
  ['search.html', true],
  // bad-props.html: a label and a map whose data is unusable beside a label that works (the bench's first
  // page at 390 px on Halny: the working label hid its box's server line, 0.0227).
  ['bad-props.html', false],
  ['bad-props.html', true],
  // widgets-maps.html: every map in the box the demo theme gives it (a map without one grows when it comes,
  // docs/widgets/map.md: map.spec.ts holds that path); at 390 px its last map sits just above the footer.
  ['widgets-maps.html', false],
  ['widgets-maps.html', true],
] as const) {
  test(`${file}${phone ? ' at 390 px (touch: scrolled)' : ' at 1280 px (scrolled, hovered)'}: widgets that draw into the page move nothing`, async ({ browser, theme }, info) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ baseURL: info.project.use.baseURL, ...(phone ? { viewport: PHONE, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } }) });
    const page = themed(await context.newPage(), theme, info);
    try {
      await setUp(page);
      inFlight(page);
      await page.clock.install(); // running on; calm() moves it past a hover delay
      const url = `/fixtures/pages/${file}`;
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      await page.goto(url);
      await page.waitForLoadState('networkidle');
      const count = await page.evaluate((s) => document.querySelectorAll(s).length, MARKERS);
      const calm = settler(page);
      const visited: string[] = [];
      for (let i = 0; i < count; i++) {
        const spot = await page.evaluate(
          ([s, i]) => {
            const el = document.querySelectorAll<HTMLElement>(s)[i as number]!;
            el.scrollIntoView({ block: 'center' });
            const r = el.getBoundingClientRect();
            return {
              what: `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}[${el.dataset.widget ?? ''}]`,
              x: r.left + Math.min(5, r.width / 2),
              y: r.top + Math.min(5, r.height / 2),
              box: r.width > 0 && r.height > 0,
            };
          },
          [MARKERS, i] as const,
        );
        visited.push(spot.what);
        await calm(0); // the visible-moment observer has fired and what it loads has arrived
        if (!phone && spot.box) {
          await page.mouse.move(spot.x, spot.y);
          await calm(HOVER_MS);
          await page.mouse.move(0, 0);
        }
      }
      await calm(800);
      // Under 0.0001: what the bench prints as +0.0000 (the tooltip's 14 px arrow re-placed as its popover
      // closes measures 0.000005 on widgets-main; anything a shopper could see is far above).
      expect(await total(page), `${await describeShifts(page)} (visited ${visited.join(', ')})`).toBeLessThan(0.0001);
    } finally {
      await context.close();
    }
  });
}
