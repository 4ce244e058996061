/**
 * Customer-written content that a default sanitizer keeps (ids, `name`, hidden inputs, forms), put in a
 * `data-storefront="off"` region of a fixture page: it never takes the place of the theme's own code, of the
 * page's type or quantity, of the document's built-ins or of the shop's own elements, and nothing of it is
 * stored for later pages. Each payload is what DOMPurify keeps in a browser, or on a server DOM (jsdom) that
 * lacks the document's newer members (`adoptedStyleSheets`, `elementFromPoint`, `startViewTransition`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { test, expect, addPageScript, coreUp, ready, readyOnGesture } from './helpers';
import { allReady, open } from './support/pages';
import { skipSiteNotice } from './support/notice';
import { rewritePage } from './support/rewrite';
import { FRAME_COOKIE, readFrame } from '../../src/api/frame-cookie';
import { GRID_KEY } from '../../markers/first-frame';

/** A review region holding `payload`, first in the page's main content (where a product's reviews would be). */
const review = (payload: string) => (html: string) => html.replace(/<main([^>]*)>/, (m) => `${m}<div data-storefront="off" id="review">${payload}</div>`);
/** Nothing of the review mounted. */
const reviewMounted = (page: Page) => page.locator('#review [data-ready], #review[data-ready]').count();

type Sf = { storefront: { version: string; context: { type: string }; data(key: string): Promise<unknown> } };
const sf = (page: Page) => page.evaluate(() => ({ version: (window as unknown as Sf).storefront.version, type: (window as unknown as Sf).storefront.context.type }));

const README = readFileSync(join(process.cwd(), 'README.md'), 'utf8');
const GUIDE = readFileSync(join(process.cwd(), 'docs/theme-guide.md'), 'utf8');
/** The README's html block between `<!-- quickstart:NAME:start -->` and its end comment. */
const quickstart = (name: string) => new RegExp(`<!-- quickstart:${name}:start -->\\s*\`\`\`html\\n([\\s\\S]*?)\`\`\``).exec(README)![1]!;
/**
 * The stand-in the theme guide allows in words ("A stand-in object of your own whose `define()` and `on()` push
 * such entries works too"): it lets a theme write `storefront.define(…)` before the bundle runs. The guide no
 * longer shows it as a block, so the test writes it out; the check below keeps the guide's sentence.
 */
const STUB = `<script>
  window.storefront = window.storefront || Object.assign([], {
    define: function () { window.storefront.push(['define'].concat([].slice.call(arguments))); },
    on: function () { window.storefront.push(['on'].concat([].slice.call(arguments))); }
  });
  storefront.define('theme-hello', { mount: function (ctx) { ctx.element.textContent = 'Hello'; } });
  storefront.on('ready', function (detail) { console.log('storefront', detail.version); });
</script>
<div data-widget="theme-hello"></div>
`;
if (!/A stand-in object of\s+your own whose `define\(\)` and `on\(\)` push such entries works too/.test(GUIDE))
  throw new Error("docs/theme-guide.md no longer allows a stand-in queue object: review-payloads.spec's stub way is not documented");

/** Every documented way of calling the bundle before it runs, with the reviews that once took its place. */
const WAYS = [
  {
    way: "README step 5's queue line",
    code: quickstart('queue'),
    widget: 'stock-note',
    text: 'Only 3 left: order today',
    payloads: ['<form id="storefront"><input name="scan"></form>', '<a id="storefront"></a><a id="storefront" name="scan"></a>'],
  },
  {
    way: "the README's whenStorefront example",
    code: quickstart('example'),
    widget: 'stock-note',
    text: 'Only 3 left: order today',
    payloads: ['<form id="storefront"><input name="version"></form>'],
  },
  {
    way: "the theme guide's stub",
    code: STUB,
    widget: 'theme-hello',
    text: 'Hello',
    payloads: ['<form id="storefront"><input name="version"></form>', '<form id="storefront"><input name="define"><input name="scan"></form>'],
  },
];

for (const file of ['widgets-main.html', 'main.html']) {
  test.describe(`a review named "storefront" (${file})`, () => {
    for (const { way, code, widget, text, payloads } of WAYS) {
      for (const payload of payloads) {
        test(`${way} works beside ${payload}`, async ({ page, watched }) => {
          // The theme's snippet at the end of <body>: the review is parsed before it runs.
          await rewritePage(page, (html) => review(payload)(html).replace('</body>', `${code}</body>`));
          const batch = page.waitForRequest((r) => r.url().endsWith('/ajax/get.php'));
          await open(page, file);
          await batch;
          const own = page.locator(`[data-widget="${widget}"]`);
          await expect(own).toHaveText(text);
          await expect(own).toHaveAttribute('data-ready', widget);
          await allReady(page);
          expect(await sf(page)).toMatchObject({ version: '0.1.0' });
          expect(await reviewMounted(page)).toBe(0);
          // The page's own property, set before <body> was parsed, is what the theme's line found.
          expect(watched.logged('window.storefront')).toEqual([]);
        });
      }
    }
  });
}

test.describe('the old way (a template that embeds dist/storefront.js in a tag of its own)', () => {
  test.use({ allowPageErrors: true });
  test('a review named "storefront" with a "scan" input stops the theme\'s line only: every widget mounts, one warning', async ({ page, watched }) => {
    const line = "<script>(window.storefront = window.storefront || []).push(['define', 'theme-x', { mount: function (ctx) { ctx.element.textContent = 'x'; } }]);</script>";
    await rewritePage(page, (html) =>
      review('<form id="storefront"><input name="scan"></form>')(html).replace('</head>', '<script type="module" src="/dist/storefront.js"></script></head>').replace('</body>', `${line}</body>`),
    );
    await open(page, 'widgets-main.html', '?bundle=0');
    await allReady(page);
    expect(await sf(page)).toMatchObject({ version: '0.1.0', type: 'main' });
    expect(await reviewMounted(page)).toBe(0);
    // Without the inline part the theme's own line meets the review's form (its own error, not the bundle's).
    expect(watched.pageErrors.map((e) => e.message)).toEqual([expect.stringMatching(/push is not a function/)]);
    await expect.poll(() => watched.logged('window.storefront was already set').length).toBe(1);
  });
});

/** The demo's instalment calculator, put into the product form of either theme (Halny has none of its own). */
const INSTALMENTS =
  '<div id="ins_test" data-widget="instalments"><script type="application/json" data-props>{"calculators":[{"minPrice":300,"maxPrice":20000,"totalPrice":0,"link":"https://raty.example.com/kalkulator?amount={amount}","instalmentName":"Raty Szlak 0%","priceType":"gross"},{"minPrice":1000,"maxPrice":5000,"totalPrice":0,"link":"https://pay-later.example.com/?kwota={amount}","instalmentName":"Zapłać później","priceType":"gross"}],"price":864,"priceNet":702.44,"currency":"PLN","basketCount":3,"basketCost":3594.95,"basketCostNet":2922.72}</script><button type="button">Oblicz ratę</button></div>';
const withInstalments = (html: string) => html.replace(/(<form[^>]*basketchange\.php[^>]*>[\s\S]*?)<\/form>/, `$1${INSTALMENTS}</form>`);

/** Opens the calculator; returns the first provider's amounts and its first link. */
async function calculatorFigures(page: Page) {
  await readyOnGesture(page, '#ins_test', 'instalments');
  await page.locator('#ins_test button').click();
  const first = page.locator('dialog[open] .sf-ins__provider').first();
  await expect(first).toBeVisible();
  return { amount: await first.locator('.sf-ins__amount').first().textContent(), link: await first.locator('a.sf-ins__go').first().getAttribute('href') };
}

test.describe("the page is the shop's: type and quantity", () => {
  test('a review\'s <div id="container" class="basketedit_page"> on a product page changes neither its type, its batch key nor the calculator', async ({ page }) => {
    await rewritePage(page, (html) => withInstalments(review('<div id="container" class="basketedit_page"><p>Świetna kurtka</p></div>')(html)));
    await open(page, 'widgets-projector.html');
    await allReady(page);
    expect(await sf(page)).toMatchObject({ type: 'projector' });
    await expect.poll(() => page.evaluate(() => (window as unknown as Sf).storefront.data('Projector').then((d) => d !== undefined))).toBe(true);
    expect(await calculatorFigures(page)).toEqual({ amount: 'Kwota: 864,00 zł', link: 'https://raty.example.com/kalkulator?amount=864.00' });
    // What the page stores is under its own type (the snippets' height), never the review's.
    await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('storefront:') && !k.startsWith('storefront: ')))).toEqual(['storefront:projector']);
  });

  test('a review\'s <div id="container" class="order1_page"> on a main page keeps the forced-region notice and the type "main"', async ({ page }) => {
    await skipSiteNotice(page);
    await rewritePage(page, review('<div id="container" class="order1_page"></div>'));
    await open(page, 'widgets-main.html', '?forced=region');
    await expect(page.locator('dialog[open]')).toContainText('kraj/region dostawy');
    expect(await sf(page)).toMatchObject({ type: 'main' });
  });

  test('a review\'s <input id="projector_number" value="4" type="hidden"> is not the quantity', async ({ page }) => {
    await rewritePage(page, (html) => withInstalments(review('<input id="projector_number" value="4" type="hidden">')(html)));
    await open(page, 'widgets-projector.html');
    await allReady(page);
    expect(await calculatorFigures(page)).toEqual({ amount: 'Kwota: 864,00 zł', link: 'https://raty.example.com/kalkulator?amount=864.00' });
  });
});

test.describe("the document's built-ins are the browser's", () => {
  test('<img name="adoptedStyleSheets">: styles stay constructed sheets, the reserves become boxes, no snippet fails', async ({ page, watched }) => {
    // A later page of the session: 400 px were appended at the end of the last one.
    await addPageScript(page, (cookie) => (document.cookie = `${cookie}=${encodeURIComponent('{"c":[],"s":[["storefront: end","400"]]}')}; path=/`), FRAME_COOKIE);
    await rewritePage(page, review('<img name="adoptedStyleSheets" alt="">'));
    await open(page, 'widgets-main.html');
    await allReady(page);
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).borderBottomWidth)).toBe('0px');
    // Widget styles are constructed sheets (a strict style-src refuses a <style> element).
    expect(await page.locator('style[data-storefront]').count()).toBe(0);
    expect(await page.evaluate(() => Object.getOwnPropertyDescriptor(Document.prototype, 'adoptedStyleSheets')!.get!.call(document).length)).toBeGreaterThan(0);
    expect(watched.logged('snippets failed')).toEqual([]);
    expect(await reviewMounted(page)).toBe(0);
  });

  test('<img name="elementFromPoint">: a click held while its widget loads is still followed', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await rewritePage(page, review('<img name="elementFromPoint" alt="">'));
    await open(page, 'widgets-main.html');
    await coreUp(page);
    const link = page.locator('[data-widget~="footer"] a[href]').first();
    const href = new URL((await link.getAttribute('href'))!, page.url()).href;
    await expect(page.locator('[data-widget~="footer"]')).not.toHaveAttribute('data-ready', /footer/);
    // The footer's code arrives after the click: the click is held, then done once it is here.
    let release = () => {};
    const arrived = new Promise<void>((r) => (release = r));
    await page.route('**/chunks/footer-*.js', async (route) => (await arrived, route.continue()));
    await page.route(href, (route) => route.fulfill({ contentType: 'text/html', body: '<!DOCTYPE html><title>Regulamin</title>' }));
    await link.click();
    release();
    await page.waitForURL(href);
  });

  test('<img name="startViewTransition">: a partial link still swaps the content, no full load', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await rewritePage(page, review('<img name="startViewTransition" alt="">'));
    await page.goto('/fixtures/pages/chrome-nav-a.html');
    await ready(page, 'main [data-widget~="search"]', 'search');
    await coreUp(page);
    const full: string[] = [];
    page.on('request', (r: Request) => r.resourceType() === 'document' && full.push(r.url()));
    await page.locator('#to_b').click();
    await expect(page.locator('main h1')).toHaveText('Nawigacja częściowa: strona B');
    await expect.poll(() => page.evaluate(() => location.href)).toMatch(/chrome-nav-b\.html$/);
    expect(full).toEqual([]);
  });
});

test.describe("the window's feature tests are the browser's", () => {
  // Each names a global some engine lacks (no scheduler or Trusted Types in Firefox ESR 140, no idle callbacks in
  // WebKit): there, the window's property of that name is the review's element.
  const payload =
    '<form id="scheduler"><input name="yield"></form><form id="trustedTypes"><input name="createPolicy"></form><div id="navigation"></div><div id="requestIdleCallback"></div><div id="cancelIdleCallback"></div>';
  for (const file of ['widgets-main.html', 'main.html']) {
    test(`elements named scheduler, trustedTypes, navigation and requestIdleCallback stop no widget (${file})`, async ({ page, watched }) => {
      await rewritePage(page, review(payload));
      await open(page, file);
      await allReady(page);
      expect(await reviewMounted(page)).toBe(0);
      expect(watched.logged('[storefront]', ['error', 'warning'])).toEqual([]);
    });
  }
});

test.describe('stored values are bounded before the first paint', () => {
  for (const file of ['widgets-main.html', 'main.html']) {
    test(`the longest first-frame cookie of hostile text costs the inline part no time (${file})`, async ({ page }) => {
      // As long as a browser keeps (a cookie line is 4,096 bytes): long keys, brackets and escapes, 24 entries and more.
      const hostile = JSON.stringify({ c: Array(40).fill('x'.repeat(20)), s: Array.from({ length: 60 }, (_, i) => [`storefront:${'\\"é'.repeat(3)}${i}`, '1e9']) });
      await addPageScript(page, ([name, value]) => (document.cookie = `${name}=${value}; path=/`), [
        FRAME_COOKIE,
        encodeURIComponent(hostile)
          .slice(0, 4000)
          .replace(/%[0-9A-F]?$/, ''),
      ] as const);
      // Marks around the inline part of dist/head.html: its run is the time between them.
      await rewritePage(page, (html) =>
        html.replace(/<script\b[^>]*data-storefront-base[^>]*>[\s\S]*?<\/script>/, (tag) => `<script>performance.mark('head-0')</script>${tag}<script>performance.mark('head-1')</script>`),
      );
      // The best of three loads: timings on this shared machine are noisy, one sample says little.
      const runs: [number, number][] = [];
      for (let i = 0; i < 3; i++) {
        await open(page, file);
        await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
        runs.push(await page.evaluate(() => [performance.measure('head', 'head-0', 'head-1').duration, performance.getEntriesByName('first-contentful-paint')[0]!.startTime]));
      }
      await allReady(page);
      const [ms, fcp] = runs.sort((a, b) => a[0] - b[0])[0]!;
      console.log(`inline part with a hostile 4,000-character cookie (${file}), best of 3: ${ms.toFixed(1)} ms, first contentful paint ${fcp.toFixed(0)} ms`);
      // Without such a cookie it takes 1-5 ms here.
      expect(ms).toBeLessThan(100);
    });
  }
});

test.describe("the phone layout remembered is the shop's", () => {
  for (const file of ['main.html', 'widgets-main.html']) {
    test(`a review's grid block and moved crumbs are not stored for the next page (${file})`, async ({ page }) => {
      await skipSiteNotice(page);
      await page.setViewportSize({ width: 375, height: 700 });
      const grid = async () => readFrame(await page.evaluate(() => document.cookie)).s.find(([k]) => k === GRID_KEY)?.[1] ?? null;
      // The page alone: what its own layout leaves for the next page.
      await open(page, file);
      await expect.poll(grid).not.toBeNull();
      const own = await grid();
      await page.context().clearCookies({ name: FRAME_COOKIE });
      await rewritePage(page, review('<div id="review_box"><div data-mobile-grid="review_box" style="height:1000px">Opinia</div></div><div id="layout"><div id="breadcrumbs">Opinia</div></div>'));
      await open(page, file);
      await expect.poll(grid).not.toBeNull();
      expect(await grid()).toBe(own);
      expect(own).not.toMatch(/^review_box/);
    });
  }
});

test.describe("ids the shop's widgets name are the shop's", () => {
  test("a review's list with the id of the footer's first list is not what the footer folds", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    // The footer's first list, as the page names it (sf_footer_1 on the demo, hl_footer_l0 on Halny).
    let id = '';
    await rewritePage(page, (html) => {
      id = /aria-controls="([^"]+)"/.exec(html.slice(html.search(/data-widget="footer"/)))![1]!;
      return review(`<ul id="${id}"><li>Opinia klienta</li></ul>`)(html);
    });
    await open(page, 'widgets-main.html');
    const footer = page.locator('[data-widget~="footer"]');
    // Mounted out of view (it loads 256 px ahead of the viewport): folded before it is seen.
    await footer.evaluate((el) => scrollTo(0, el.getBoundingClientRect().top + scrollY - innerHeight - 100));
    await ready(page, '[data-widget~="footer"]', 'footer');
    const button = footer.locator('button.sf-acc__btn').first();
    await expect(button).toHaveAttribute('aria-controls', id);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    const shops = footer.locator(`[id="${id}"]`);
    const reviews = page.locator(`#review [id="${id}"]`);
    await expect(shops).toBeHidden(); // folded on a phone
    await expect(reviews).toBeVisible();
    await footer.scrollIntoViewIfNeeded();
    await button.click();
    await expect(shops).toBeVisible();
    await button.click();
    await expect(shops).toBeHidden();
    await expect(reviews).toBeVisible();
    expect(await reviews.getAttribute('hidden')).toBeNull();
  });

  test('a review\'s element with the id "back to top" names does not take its focus', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    let id = '';
    await rewritePage(page, (html) => {
      id = /data-widget="back-to-top" href="#([^"]+)"/.exec(html)![1]!;
      return review(`<p id="${id}">Opinia</p>`)(html);
    });
    await page.setViewportSize({ width: 1280, height: 400 });
    await open(page, 'widgets-main.html');
    await allReady(page);
    await page.evaluate(() => scrollTo(0, 3 * innerHeight));
    await ready(page, '[data-widget~="back-to-top"]', 'back-to-top');
    await page.locator('[data-widget~="back-to-top"]').click();
    await expect.poll(() => page.evaluate(() => !!document.activeElement && document.activeElement !== document.body)).toBe(true);
    expect(await page.evaluate(() => !!document.activeElement!.closest('[data-storefront=off]'))).toBe(false);
  });

  test("a skip link's target is the shop's element, not a review's of the same id", async ({ page }) => {
    let id = '';
    await rewritePage(page, (html) => {
      // The page's last skip link (the platform's: the category menu), whatever the order of its attributes.
      id = [...html.matchAll(/<a\b[^>]*\bclass="[^"]*skip[^"]*"[^>]*>/g)]
        .map((m) => /href="#([^"]+)"/.exec(m[0])?.[1] ?? '')
        .filter(Boolean)
        .pop()!;
      return review(`<div id="${id}">Opinia</div>`)(html);
    });
    await open(page, 'main.html');
    await coreUp(page);
    const link = page.locator(`a[href="#${id}"]`).first();
    await link.focus();
    await link.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toBe(id);
    expect(await page.evaluate(() => !!document.activeElement!.closest('[data-storefront=off]'))).toBe(false);
  });
});
