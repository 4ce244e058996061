/**
 * Customer-written content stays inert. Each case puts into a fixture page what a review can carry through
 * a default sanitizer pass (ids, names, data-* attributes, a `<base>`), on a legacy page and on a
 * `data-widget` page, and checks that nothing of it is moved out of its `data-storefront="off"` region,
 * read as the view probe, a region, a container or a global, and that the bundle's own requests stay on
 * the shop. Another origin is the fixture server under its other name (localhost; the shop is 127.0.0.1).
 */
import type { Request } from '@playwright/test';
import { test, expect, ready, addPageScript } from './helpers';
import { allReady, open } from './support/pages';
import { skipSiteNotice } from './support/notice';
import { rewritePage } from './support/rewrite';
import { FRAME_COOKIE } from '../../src/api/frame-cookie';

const baseUrl = () => test.info().project.use.baseURL ?? '';
const other = () => `http://localhost:${new URL(baseUrl()).port}`;

/** Puts `review` first in the page's main content (where a product's reviews would be). */
const inMain = (review: string) => (html: string) => html.replace(/<main([^>]*)>/, (m) => `${m}${review}`);

type Api = { storefront: { version: string; alert(t: string, s: string): Promise<void>; loadScript(u: string): Promise<boolean> } };

/** The two markups: a legacy page and a data-widget page, each with an id a review can aim a move at. */
const PAGES = [
  { file: 'main.html', target: 'layout', noProbe: 'no-viewtype.html' },
  { file: 'widgets-main.html', target: 'sf_mobcat_100', noProbe: 'widgets-main.html' },
];

for (const { file, target, noProbe } of PAGES) {
  test.describe(`customer-written content stays inert (${file})`, () => {
    test('a mobile-grid block in an "off" region is not moved on a phone, and its marker never mounts', async ({ page, theme }) => {
      await skipSiteNotice(page);
      await page.setViewportSize({ width: 375, height: 700 });
      const review =
        `<div data-storefront="off" id="review"><div data-mobile-grid="${target}" id="review_block">` +
        '<section data-widget="notice" aria-label="Recenzja"><p>Zaloguj się ponownie</p><a href="https://evil.example/login">Logowanie</a></section></div></div>';
      await rewritePage(page, inMain(review));
      await open(page, file);
      await allReady(page);
      await expect(page.locator('html')).toHaveAttribute('data-view', '1');
      // The page's own blocks did move (the demo's data-widget page; Halny has no mobile grid): the layout ran, it only left the review alone.
      if (file === 'widgets-main.html' && theme === 'demo') await expect(page.locator('#mobile_grid > .sf-settings')).toHaveCount(1);
      await expect(page.locator('#review > #review_block')).toHaveCount(1);
      await expect(page.locator('dialog[open]')).toHaveCount(0);
      expect(await page.locator('#review_block [data-ready], #review_block[data-ready]').count()).toBe(0);
    });

    test('a review\'s <div id="viewType" style="width:1px"> does not force the phone layout on a desktop', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await rewritePage(page, inMain('<div data-storefront="off"><div id="viewType" style="width:1px"></div></div>'));
      await open(page, noProbe);
      await allReady(page);
      // The core confirms the level from the probe after the first frame; a resize asks again.
      await page.setViewportSize({ width: 1300, height: 800 });
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 300))));
      await expect(page.locator('html')).toHaveAttribute('data-view', '4');
      await expect(page.locator('html')).not.toHaveClass(/(^|\s)_mobile(\s|$)/);
    });

    test('<a id="storefront"> twice (one named "scan") does not stop the bundle: the window\'s own property wins, every widget mounts', async ({ page, watched }) => {
      await rewritePage(page, (html) =>
        inMain('<div data-storefront="off"><a id="storefront"></a><a id="storefront" name="scan"></a></div>')(html).replace(
          /<body([^>]*)>/,
          '<body$1><a id="storefront"></a><a id="storefront" name="scan"></a>',
        ),
      );
      await open(page, file);
      await allReady(page);
      expect(await page.evaluate(() => (window as unknown as Api).storefront.version)).toBe('0.1.0');
      // dist/head.html's inline part made `storefront` the window's own property before <body> was parsed: the
      // elements were never what `window.storefront` read, so there was nothing to warn about.
      expect(watched.logged('window.storefront')).toEqual([]);
    });

    test('an element named app_shop is not the merchant add-ons object: one warning, add-ons still run', async ({ page, watched }) => {
      await rewritePage(page, (html) => html.replace(/<body([^>]*)>/, '<body$1><a id="app_shop" name="run" href="#"></a>'));
      await open(page, file);
      await allReady(page);
      // A script's add-on after the bundle started: run on the bundle's own app_shop.
      await page.evaluate(() => (window as unknown as { app_shop: { run(f: () => void): void } }).app_shop.run(() => document.documentElement.setAttribute('data-addon-ran', '1')));
      await expect(page.locator('html')).toHaveAttribute('data-addon-ran', '1');
      // main.html's own script set app_shop (its own property): the element changes nothing there, so no warning.
      expect(watched.logged('window.app_shop is an element')).toHaveLength(file === 'main.html' ? 0 : 1);
    });

    test("a <base href> that reached the body moves none of the bundle's own requests", async ({ page }) => {
      await rewritePage(page, inMain(`<div data-storefront="off"><base href="${other()}/evil/"></div>`));
      // The page's own relative links and images follow the <base> (the browser's rule); the bundle's requests must not.
      const off: string[] = [];
      page.on('request', (r: Request) => r.url().startsWith(other()) && /ajax|snippet|graphql|JSerror/.test(r.url()) && off.push(r.url()));
      await page.route(`${other()}/**`, (route) => route.abort());
      const batch = page.waitForRequest((r) => r.url().endsWith('/ajax/get.php'));
      await open(page, file);
      expect((await batch).url()).toBe(`${baseUrl()}/ajax/get.php`);
      await allReady(page);
      // The snippets of the shop's answer ran (the answer came from the shop).
      await expect.poll(() => page.evaluate(() => (window as unknown as { __snippetRuns?: number }).__snippetRuns)).toBe(1);
      // A relative URL of a theme's call: resolved against the page's address (/fixtures/pages/...).
      const script = page.waitForRequest((r) => r.url().includes('snippet-ext.js?again'));
      expect(await page.evaluate(() => (window as unknown as Api).storefront.loadScript('../js/snippet-ext.js?again'))).toBe(true);
      expect((await script).url()).toBe(`${baseUrl()}/fixtures/js/snippet-ext.js?again`);
      expect(off).toEqual([]);
    });

    test('a hidden .sf-toasts box in a review swallows no toast', async ({ page }) => {
      await rewritePage(
        page,
        inMain('<div data-storefront="off"><div class="sf-toasts" data-live="assertive" hidden id="trap_a"></div><div class="sf-toasts" data-live="polite" hidden id="trap_p"></div></div>'),
      );
      await open(page, file);
      await allReady(page);
      await page.evaluate(() => (window as unknown as Api).storefront.alert('error', 'Błąd zapisu'));
      await expect(page.locator('.sf-toast--error')).toBeVisible();
      await expect(page.locator('#trap_a .sf-toast, #trap_p .sf-toast')).toHaveCount(0);
    });

    test('lazy images, day counts, the slider and late-closed marks in a review are not touched', async ({ page }) => {
      await rewritePage(page, (html) =>
        inMain(
          '<div data-storefront="off" id="review">' +
            `<img data-src="${other()}/tracker.png" alt="" width="10" height="10" id="review_img">` +
            '<span data-change-literal-days="3" id="review_days">3</span>' +
            '<div data-slider="1&evil=1"></div>' +
            '<div data-sf-closed="late sf-victim" id="review_late">x</div></div>',
        )(html)
          .replace('<html', '<html data-x')
          .replace(/<body([^>]*)>/, '<body$1><img data-src="/fixtures/img/photo-400.svg" alt="" width="10" height="10" id="own_img">'),
      );
      const asked: string[] = [];
      page.on('request', (r: Request) => asked.push(r.url()));
      await page.route(`${other()}/**`, (route) => route.abort());
      await page.addInitScript(() => document.addEventListener('DOMContentLoaded', () => document.documentElement.classList.add('sf-victim')));
      await open(page, file);
      await allReady(page);
      // The page's own lazy image loads (the aids ran); the review's keeps its data-src and asks nothing.
      await expect(page.locator('#own_img')).toHaveAttribute('src', '/fixtures/img/photo-400.svg');
      await expect(page.locator('#review_img')).not.toHaveAttribute('src', /./);
      await expect(page.locator('#review_days')).toHaveText('3');
      await expect(page.locator('#review_late')).toBeVisible();
      await expect(page.locator('html')).toHaveClass(/(^|\s)sf-victim(\s|$)/);
      expect(asked.filter((u) => u.startsWith(other()) || u.includes('menu_slider'))).toEqual([]);
    });

    test('the same payloads inside a template and a shadow root stay inert', async ({ page, watched }) => {
      await skipSiteNotice(page);
      await page.setViewportSize({ width: 375, height: 700 });
      const payload =
        `<div data-mobile-grid="${target}" class="payload"><section data-widget="notice" aria-label="R"><p>Cień</p></section></div>` +
        '<a id="storefront"></a><a id="storefront" name="scan"></a><div id="viewType" style="width:1px"></div>' +
        `<img data-src="${other()}/tracker.png" alt=""><div class="sf-toasts" data-live="assertive" hidden></div><div data-slider="9"></div>`;
      await rewritePage(page, inMain(`<div id="host_t"><template>${payload}</template></div><div id="host_s"><template shadowrootmode="open">${payload}</template></div>`));
      const asked: string[] = [];
      page.on('request', (r: Request) => asked.push(r.url()));
      await page.route(`${other()}/**`, (route) => route.abort());
      await open(page, file);
      await allReady(page);
      expect(await page.evaluate(() => (window as unknown as Api).storefront.version)).toBe('0.1.0');
      await page.evaluate(() => (window as unknown as Api).storefront.alert('error', 'Błąd zapisu'));
      await expect(page.locator('.sf-toast--error')).toBeVisible();
      // Inside the shadow root (Playwright's locators pierce it) and the template, nothing moved or mounted.
      expect(await page.evaluate(() => document.getElementById('host_s')!.shadowRoot!.querySelectorAll('.payload').length)).toBe(1);
      expect(await page.evaluate(() => (document.querySelector('#host_t template') as HTMLTemplateElement).content.querySelectorAll('.payload').length)).toBe(1);
      await expect(page.locator('dialog[open]')).toHaveCount(0);
      expect(asked.filter((u) => u.startsWith(other()) || u.includes('menu_slider'))).toEqual([]);
      expect(watched.logged('window.storefront')).toEqual([]);
    });

    test('a country site led by a no-break space is a path of the shop on Confirm, never a javascript: URL', async ({ page, watched }) => {
      // "\u00a0" as a JSON escape: the page's own data, as a shop admin could type it (or paste it) into the site field.
      await rewritePage(page, (html) => html.replace(/"site":"[^"]*lang=ger&country=aut"/, '"site":"\\u00a0javascript:document.documentElement.dataset.pwned=1//"'));
      await open(page, file);
      await allReady(page);
      await page.locator('#select_language a, [data-widget~="language-selector"] a').first().dispatchEvent('pointerover');
      await ready(page, '#select_language, [data-widget~="language-selector"]', 'language-selector');
      await page.locator('#select_language a, [data-widget~="language-selector"] a').first().click();
      const d = page.locator('dialog[open]');
      await d.getByRole('button', { name: 'Dalej' }).click();
      await d.getByText('Austria').click();
      const documentLoad = page.waitForRequest((r) => r.resourceType() === 'document');
      await d.getByRole('button', { name: 'Zastosuj zmiany' }).click();
      const to = new URL((await documentLoad).url());
      expect(to.origin).toBe(baseUrl());
      expect(to.pathname).toContain('%C2%A0javascript:');
      expect(watched.pageErrors).toEqual([]);
    });

    test('a stored reserve of 1e9 px (or garbage) reserves nothing', async ({ page, watched }) => {
      await addPageScript(
        page,
        (cookie) => {
          const junk = location.search.includes('junk');
          // Where each tag reads it: the first frame's cookie (the inline part of dist/head.html), sessionStorage (the old way).
          document.cookie = `${cookie}=${encodeURIComponent(junk ? '{"c":[],"s":[["storefront:main","{\\"h\\":"]' : '{"c":[],"s":[["storefront:main","1e9"]]}')}; path=/`;
          sessionStorage.setItem('storefront:main', junk ? '{"h":' : '1e9');
          // What was reserved before the first paint: the inline part's height on <body>, the old way's border.
          document.addEventListener('DOMContentLoaded', () => {
            const style = getComputedStyle(document.body);
            (window as unknown as { __reserve: string[] }).__reserve = [style.getPropertyValue('--sf-top'), document.body.style.borderTopWidth];
          });
        },
        FRAME_COOKIE,
      );
      for (const query of ['', '?junk=1']) {
        await open(page, file, query);
        await page.waitForFunction(() => '__reserve' in window);
        expect(await page.evaluate(() => (window as unknown as { __reserve: string[] }).__reserve)).toEqual(['', '']);
        await allReady(page);
        expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(1e5);
      }
      expect(watched.pageErrors).toEqual([]);
    });
  });
}

test.describe('partial navigation imports no region from customer-written content', () => {
  const pages = [
    { from: 'projector.html', to: '/fixtures/pages/projector.html?b=1', region: 'breadcrumbs', realRegion: '#breadcrumbs' },
    { from: 'chrome-nav-a.html', to: '/fixtures/pages/chrome-nav-b.html', region: 'breadcrumbs', realRegion: '.sf-breadcrumbs' },
  ];
  for (const { from, to, region, realRegion } of pages) {
    test(`a review's data-region="${region}" in the fetched page replaces nothing (${from})`, async ({ page, theme }) => {
      test.skip(theme === 'halny', "Halny's pages mark no partial-navigation regions");
      await skipSiteNotice(page);
      const review = `<div data-storefront="off"><div data-region="${region}" id="fake_region"><section data-widget="notice" aria-label="R"><p>Podmiana</p></section></div></div>`;
      await rewritePage(
        page,
        (html, url) => {
          if (url.pathname.endsWith(from) && !url.search) return inMain(`<p><a data-partial id="go" href="${to}">Dalej</a></p>`)(html);
          // Page B: the review comes first in <body>, before the real region; and one in page A's off region too.
          return html.replace(/<body([^>]*)>/, `<body$1>${review}`);
        },
        true,
      );
      await open(page, from);
      await allReady(page);
      const fetched = page.waitForResponse((r) => r.url().endsWith(to) && r.request().resourceType() === 'fetch');
      await page.locator('#go').click();
      await fetched;
      await expect.poll(() => page.evaluate(() => location.href)).toBe(`${baseUrl()}${to}`);
      await expect(page.locator(realRegion).first()).not.toContainText('Podmiana');
      await expect(page.locator('#fake_region')).toHaveCount(0);
      await expect(page.locator('dialog[open]')).toHaveCount(0);
    });
  }
});

test.describe('bad input: 30,000 markers inside and outside "off"', () => {
  for (const { file } of PAGES) {
    test(`no task over 200 ms, one console line (${file}) @timed`, async ({ page, watched }) => {
      // 15,000 markers of five kinds in the review, the same 15,000 outside it.
      const one = '<i data-mobile-grid=nowhere></i><img data-src=/fixtures/img/photo-400.svg alt=""><i data-change-literal-days=x></i><i data-region=r></i><i data-widget=no-such-widget></i>';
      const block = one.repeat(3000);
      await rewritePage(page, inMain(`<div data-storefront="off">${block}</div>${block}`));
      // The bundle's tasks: the script time of long animation frames spent in dist/ (the browser's own parsing and
      // layout of a 1 MB page is not the bundle's, and takes longer than 200 ms on this machine by itself).
      await page.addInitScript(() => {
        const w = window as unknown as { __long: number[] };
        w.__long = [];
        new PerformanceObserver((l) => {
          for (const e of l.getEntries() as unknown as { scripts: { sourceURL: string; duration: number }[] }[])
            for (const s of e.scripts) if (s.sourceURL.includes('/dist/')) w.__long.push(s.duration);
        }).observe({ type: 'long-animation-frame', buffered: true });
      });
      await page.setViewportSize({ width: 375, height: 700 });
      await open(page, file);
      await allReady(page);
      await expect.poll(() => watched.logged('no-such-widget').length).toBe(1);
      const long = await page.evaluate(() => (window as unknown as { __long: number[] }).__long);
      expect(Math.max(0, ...long)).toBeLessThan(200);
      expect(watched.logged('[storefront]', ['error', 'warning', 'log', 'info'])).toHaveLength(1);
    });
  }
});
