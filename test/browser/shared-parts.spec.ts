/**
 * The shared parts in Chromium: the dialog (through the notice widget and storefront.modal),
 * stacking, scroll lock without a shift, the tooltip (WCAG 1.4.13), skip links that move focus, the
 * back button without history, and the runtime's hardening (navigate, define, remount, module snippets,
 * layout after a partial load).
 */
import type { Page } from '@playwright/test';
import { test, expect, ready, readyOnGesture, THEME_DIRS } from './helpers';
import { open, allReady } from './support/pages';

type SF = { storefront: { modal(o: object): Promise<{ close(): void }>; navigate(url: string): Promise<void>; define(name: string, def: object): boolean; scan(root?: ParentNode): void } };

const dialog = (page: Page) => page.locator('dialog[open]');
const focusInside = (page: Page) =>
  dialog(page)
    .last()
    .evaluate((d) => d.contains(document.activeElement));

test.describe('site notice in the shared dialog', () => {
  for (const file of ['main.html', 'widgets-main.html']) {
    test(`${file}?notice=1: opens on load, labelled, focus in, Tab stays, Escape closes; closed once, closed for good`, async ({ page }) => {
      await open(page, file, '?notice=1');
      const d = dialog(page);
      await expect(d).toBeVisible();
      await expect(d).toHaveAttribute('aria-modal', 'true');
      const labelId = await d.getAttribute('aria-labelledby');
      expect(labelId).toBeTruthy();
      await expect(page.locator(`[id="${labelId}"]`)).toHaveText('Komunikat sklepu');
      await expect(d).toContainText('Zamówienia złożone do 14:00');
      expect(await focusInside(page)).toBe(true);
      for (let i = 0; i < 5; i++) {
        await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
        expect(await focusInside(page), `Tab ${i + 1}`).toBe(true);
      }
      // The page behind is inert: a click on a header link does not reach it.
      await page.keyboard.press('Escape');
      await expect(d).toHaveCount(0);
      await expect(page.locator('html')).not.toHaveClass(/--modal/);
      await page.reload();
      await allReady(page);
      await expect(dialog(page)).toHaveCount(0);
    });
  }

  test('without notice content: nothing opens, nothing of the notice is downloaded, no console error', async ({ page, watched }) => {
    const chunks: string[] = [];
    page.on('request', (r) => /\/chunks\/(notice|dialog)-/.test(r.url()) && chunks.push(r.url()));
    await open(page, 'main.html');
    await allReady(page);
    await page.waitForLoadState('networkidle');
    await expect(dialog(page)).toHaveCount(0);
    expect(chunks).toEqual([]);
    await expect(page.locator('#menu_notice')).not.toHaveAttribute('data-ready', /notice/);
    expect(watched.logged('notice', ['error'])).toEqual([]);
  });

  test('a click on the backdrop closes it; the close button too; the notice text changes and it shows again', async ({ page }) => {
    await open(page, 'widgets-main.html', '?notice=1');
    await expect(dialog(page)).toBeVisible();
    await page.mouse.click(5, 5); // the backdrop, outside the dialog box
    await expect(dialog(page)).toHaveCount(0);
    await page.evaluate(() => localStorage.setItem('sf_notice_closed', 'another-text'));
    await page.reload();
    await expect(dialog(page)).toBeVisible();
    await dialog(page).getByRole('button', { name: 'Zamknij' }).click();
    await expect(dialog(page)).toHaveCount(0);
  });
});

test.describe('dialog behaviour (storefront.modal)', () => {
  test('focus returns to the opener; page scroll is locked without moving the layout; zoom is never locked', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 700 });
    await open(page, 'main.html');
    await allReady(page);
    const viewport = await page.locator('meta[name=viewport]').getAttribute('content');
    await page.evaluate(() => scrollTo(0, 400));
    const opener = page.locator('#menu_search button[type="submit"]');
    await opener.focus();
    const before = await page.evaluate(() => ({ width: document.documentElement.clientWidth, y: scrollY, left: document.querySelector('#content')!.getBoundingClientRect().left }));
    await page.evaluate(() => (window as unknown as SF).storefront.modal({ title: 'Test', text: 'Treść', opener: document.querySelector('#menu_search button[type="submit"]') }));
    await expect(dialog(page)).toBeVisible();
    const during = await page.evaluate(() => ({ width: document.documentElement.clientWidth, y: scrollY, left: document.querySelector('#content')!.getBoundingClientRect().left }));
    expect(during).toEqual(before); // no scrollbar jump, no scroll reset
    await page.mouse.wheel(0, 600);
    expect(await page.evaluate(() => scrollY)).toBe(before.y); // the page behind does not scroll
    expect(await page.locator('meta[name=viewport]').getAttribute('content')).toBe(viewport);
    await page.keyboard.press('Escape');
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe('');
  });

  test('two dialogs stacked: the newest on top; closing it returns focus into the one below; then to the opener', async ({ page }) => {
    await open(page, 'main.html');
    await allReady(page);
    await page.locator('#menu_search input[name="text"]').focus();
    await page.evaluate(async () => {
      const sf = (window as unknown as SF).storefront;
      const first = document.createElement('div');
      first.innerHTML = '<p>Pierwszy</p><button type="button" id="first-btn">Dalej</button>';
      await sf.modal({ title: 'Pierwszy', content: first });
      await sf.modal({ title: 'Drugi', text: 'Drugi dialog' });
    });
    await expect(dialog(page)).toHaveCount(2);
    await expect(page.locator('dialog[open]').last()).toContainText('Drugi dialog');
    expect(await focusInside(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(1);
    expect(await page.evaluate(() => document.querySelector('dialog[open]')!.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.locator('#menu_search input[name="text"]')).toBeFocused();
  });

  test('a dialog opened while another closes; a non-dismissible one survives Escape twice and the backdrop', async ({ page, watched }) => {
    await open(page, 'main.html');
    await allReady(page);
    await page.evaluate(async () => {
      const sf = (window as unknown as SF).storefront;
      const a = await sf.modal({ title: 'A', text: 'a' });
      const b = sf.modal({ title: 'B', text: 'b', dismissible: false });
      a.close();
      await b;
    });
    await expect(dialog(page)).toHaveCount(1);
    await expect(dialog(page)).toContainText('b');
    expect(await focusInside(page)).toBe(true);
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.mouse.click(3, 3);
    await expect(dialog(page)).toHaveCount(1);
    await expect(dialog(page).getByRole('button', { name: 'Zamknij' })).toHaveCount(0);
    expect(watched.pageErrors).toEqual([]);
  });

  test('bad options: no throw, text shown as text', async ({ page }) => {
    await open(page, 'main.html');
    await allReady(page);
    const texts = await page.evaluate(async () => {
      const sf = (window as unknown as SF).storefront;
      const h = await sf.modal({ title: 42, text: '<img src=x onerror="window.__xss=1">', content: 'not a node', opener: 'nope' } as unknown as object);
      const out = document.querySelector('dialog[open]')!.textContent;
      h.close();
      const h2 = await sf.modal(null as unknown as object);
      h2.close();
      return { out, xss: (window as unknown as { __xss?: number }).__xss ?? 0 };
    });
    expect(texts.out).toContain('<img src=x onerror="window.__xss=1">');
    expect(texts.xss).toBe(0);
    await expect(dialog(page)).toHaveCount(0);
  });
});

test.describe('tooltip (WCAG 1.4.13)', () => {
  const ICON = '#good_tooltip';
  test('hover opens it, it can be hovered, it hides 500 ms after the pointer leaves; Escape closes it', async ({ page }) => {
    await page.clock.install(); // the hide delay is outwaited on the page's clock
    await open(page, 'unknown-widget.html');
    await allReady(page);
    const icon = page.locator(ICON);
    await icon.hover();
    const tip = page.locator('[role="tooltip"]');
    await expect(tip).toHaveText('Ta podpowiedź działa.');
    const describedBy = (await icon.getAttribute('aria-describedby'))!;
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Ta podpowiedź działa.');
    // Move onto the tooltip itself: it stays (hoverable). The clock held, then run past the hide delay: a
    // tooltip that ignores its own hover would be gone.
    const box = (await tip.boundingBox())!;
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500); // held a little ahead of the page's time (its clock runs on meanwhile); no hide is pending yet
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 4 });
    await page.clock.runFor(700);
    await expect(tip).toBeVisible();
    await page.clock.resume();
    // Away from both: still there right after, gone after the 500 ms delay.
    await page.mouse.move(5, 700);
    const left = Date.now();
    await expect(tip).toBeHidden();
    expect(Date.now() - left).toBeGreaterThanOrEqual(400);
    await icon.hover();
    await expect(tip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tip).toBeHidden();
  });

  test('keyboard focus opens it, blur closes it; it stays inside the viewport at the right edge of a phone', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await open(page, 'unknown-widget.html');
    await allReady(page);
    await page.evaluate((sel) => {
      const icon = document.querySelector<HTMLElement>(sel)!;
      icon.style.cssText = 'position:fixed;right:0;top:200px';
    }, ICON);
    await page.locator(ICON).focus();
    const tip = page.locator('[role="tooltip"]');
    await expect(tip).toBeVisible();
    const box = (await tip.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await page.keyboard.press('Tab');
    await expect(tip).toBeHidden();
  });

  test('bad input: no text, "tooltip tooltip", target removed while open', async ({ page, watched }) => {
    await open(page, 'unknown-widget.html');
    await allReady(page);
    await page.evaluate(() => {
      document
        .querySelector('main')!
        .insertAdjacentHTML(
          'beforeend',
          '<button type="button" id="t_empty" data-widget="tooltip" data-tooltip="  ">?</button>' + '<button type="button" id="t_twice" data-widget="tooltip tooltip" data-tooltip="Raz">?</button>',
        );
    });
    await page.locator('#t_empty').hover();
    // Nothing to show: marked ready all the same (the widget ran), no popup, no description, and the console names it.
    await ready(page, '#t_empty', 'tooltip');
    await expect(page.locator('[role="tooltip"]')).toHaveCount(0);
    expect(await page.locator('#t_empty').getAttribute('aria-describedby')).toBeNull();
    expect(watched.logged('tooltip on <button#t_empty data-widget="tooltip"> has no text')).toHaveLength(1);
    await page.locator('#t_twice').hover();
    await ready(page, '#t_twice', 'tooltip');
    await expect(page.locator('[role="tooltip"]')).toHaveCount(1);
    expect((await page.locator('#t_twice').getAttribute('aria-describedby'))!.split(' ')).toHaveLength(1);
    await page.evaluate(() => document.getElementById('t_twice')!.remove());
    await expect(page.locator('[role="tooltip"]')).toHaveCount(0);
    expect(watched.pageErrors).toEqual([]);
  });
});

test.describe('skip links move keyboard focus (WCAG 2.4.1)', () => {
  for (const [file, link, target] of [
    ['main.html', '#menu_skip a[href="#layout"]', '#layout'],
    ['main.html', '#menu_skip a[href="#menu_categories"]', '#menu_categories'],
    ['widgets-main.html', 'a.skip-link', '#main'],
  ] as const) {
    test(`${file}: ${link} -> focus on ${target}; the next Tab continues from there`, async ({ page, theme }) => {
      test.skip(theme === 'halny', "the demo's skip links and targets");
      await open(page, file);
      await allReady(page);
      await page.keyboard.press('Tab');
      await page.locator(link).focus();
      await page.keyboard.press('Enter');
      await expect(page.locator(target)).toBeFocused();
      await page.keyboard.press('Tab');
      expect(await page.locator(target).evaluate((t) => t.contains(document.activeElement) || !!(t.compareDocumentPosition(document.activeElement!) & Node.DOCUMENT_POSITION_FOLLOWING))).toBe(true);
      await expect(page.locator(target)).not.toHaveAttribute('tabindex', '-1'); // temporary: gone on blur
    });
  }
});

test.describe('breadcrumb back button', () => {
  // The platform shows its back button on phones only (below 757 px), at the top of the layout.
  test.use({ viewport: { width: 390, height: 800 } });

  test('legacy <button id="back_button"> opened from a bookmark goes to the home page', async ({ page, theme }) => {
    await open(page, 'projector.html');
    await readyOnGesture(page, '#back_button', 'breadcrumb-back');
    await page.locator('#back_button').click();
    // The home page is the header logo's link: each theme's own main page.
    await page.waitForURL(`**/${THEME_DIRS[theme]}/main.html`);
  });

  test('with a page of the shop before it, it goes back one step', async ({ page }) => {
    await open(page, 'search.html');
    await allReady(page);
    await page.goto('/fixtures/pages/projector.html', { referer: 'http://127.0.0.1/fixtures/pages/search.html' });
    await readyOnGesture(page, '#back_button', 'breadcrumb-back');
    await page.evaluate(() => Object.defineProperty(document, 'referrer', { value: location.origin + '/fixtures/pages/search.html' }));
    // Asked of the page, not of page.url(): Firefox restores search.html from its back/forward cache, a
    // traversal Playwright over BiDi does not see (page.url() stays projector.html, the page is search.html;
    // a click that waits for the navigation it started waits to the test's end).
    await page.locator('#back_button').click({ noWaitAfter: true });
    await expect.poll(() => page.evaluate(() => location.pathname).catch(() => 'navigating')).toBe('/fixtures/pages/search.html');
  });
});

test.describe('runtime hardening', () => {
  test("navigate('javascript:…') is refused with a console message; no request, nothing runs", async ({ page, watched }) => {
    await open(page, 'main.html');
    await allReady(page);
    const url = page.url();
    await page.evaluate(() => (window as unknown as SF).storefront.navigate('javascript:window.__pwned=1'));
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned ?? 0)).toBe(0);
    expect(page.url()).toBe(url);
    expect(watched.logged('refused', ['error'])).toHaveLength(1);
  });

  test('define() with an invalid legacy selector is refused; scanning and later widgets go on', async ({ page, watched }) => {
    await open(page, 'main.html');
    await allReady(page);
    const result = await page.evaluate(() => {
      const sf = (window as unknown as SF).storefront;
      const bad = sf.define('bad-one', { legacy: 'div[[', moment: 'load', load: async () => ({ default: { mount() {} } }) });
      const good = sf.define('good-one', {
        mount(ctx: { element: HTMLElement }) {
          ctx.element.dataset.mounted = 'yes';
        },
      });
      document.querySelector('main')!.insertAdjacentHTML('beforeend', '<div id="g" data-widget="good-one"></div>');
      return { bad, good };
    });
    expect(result).toEqual({ bad: false, good: true });
    await expect(page.locator('#g')).toHaveAttribute('data-mounted', 'yes');
    // Worded by the core's warnings chunk, which loads with the first warning.
    await expect.poll(() => watched.logged('not a valid CSS selector').length).toBe(1);
  });

  test('an element removed and put back is mounted again', async ({ page }) => {
    await open(page, 'main.html');
    await allReady(page);
    await page.evaluate(() => {
      const w = window as unknown as { __mounts: number; __unmounts: number };
      w.__mounts = w.__unmounts = 0;
      (window as unknown as SF).storefront.define('counter', { mount: () => (w.__mounts++, () => void w.__unmounts++) });
      document.querySelector('main')!.insertAdjacentHTML('beforeend', '<div id="counted" data-widget="counter"></div>');
    });
    const counts = () =>
      page.evaluate(() => {
        const w = window as unknown as { __mounts: number; __unmounts: number };
        return [w.__mounts, w.__unmounts];
      });
    await expect.poll(counts).toEqual([1, 0]);
    await page.evaluate(() => {
      const el = document.getElementById('counted')!;
      (window as unknown as { __kept: Element }).__kept = el;
      el.remove();
    });
    await expect.poll(counts).toEqual([1, 1]);
    await expect(page.locator('#counted')).toHaveCount(0);
    // The same element back in the page: mounted again (it used to stay dead).
    await page.evaluate(() => document.querySelector('main')!.append((window as unknown as { __kept: Element }).__kept));
    await expect.poll(counts).toEqual([2, 1]);
    await expect(page.locator('#counted')).toHaveAttribute('data-ready', 'counter');
  });

  test('a module snippet that throws is contained (a warning, no page error); the next snippet still runs', async ({ page, watched }) => {
    await page.route('**/ajax/get.php', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      json.Snippets.response.items.unshift(
        { region: 'body_bottom', content: '<script type="module">window.__modBefore = 1; throw new Error("module snippet boom");</script>' },
        { region: 'body_bottom', content: '<script>window.__after = 1;</script>' },
      );
      await route.fulfill({ response, json });
    });
    await open(page, 'main.html');
    await allReady(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __after?: number }).__after)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __modBefore?: number }).__modBefore)).toBe(1);
    await expect.poll(() => watched.logged('module snippet boom').length).toBe(1);
    expect(watched.pageErrors).toEqual([]);
  });

  test('an external module snippet that throws is contained by its file name once the module tracking loaded with it', async ({ page, watched }) => {
    const chunks: string[] = [];
    page.on('request', (r) => chunks.push(new URL(r.url()).pathname));
    await page.route('**/fixtures/js/module-boom.js', (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.__extModule = 1; throw new Error("external module boom");' }));
    await page.route('**/ajax/get.php', async (route) => {
      const response = await route.fetch();
      const json = await response.json();
      json.Snippets.response.items.unshift(
        { region: 'body_bottom', content: '<script type="module" src="/fixtures/js/module-boom.js"></script>' },
        { region: 'body_bottom', content: '<script>window.__afterExt = 1;</script>' },
      );
      await route.fulfill({ response, json });
    });
    await open(page, 'main.html');
    await allReady(page);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __afterExt?: number }).__afterExt)).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { __extModule?: number }).__extModule)).toBe(1);
    await expect.poll(() => watched.logged('external module boom').length).toBe(1);
    expect(watched.pageErrors).toEqual([]);
    // The tracking is a chunk of its own, fetched for the first module script (pages with classic snippets only never load it).
    expect(chunks.filter((p) => /\/chunks\/module-hook-[\w-]+\.js$/.test(p))).toHaveLength(1);
  });

  test('after a partial load on a phone, new regions get the view layout (mobile grid)', async ({ page, theme }) => {
    test.skip(theme === 'halny', "rewrites the demo's data-widget product page and its data-mobile-grid elements (the demo theme's own grid)");
    await page.setViewportSize({ width: 375, height: 800 });
    await page.route('**/fixtures/pages/widgets-projector.html', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(/(<main id="main"[^>]*>)/, '$1<p id="mg_item" data-mobile-grid="mobile_grid">Kontakt</p>');
      await route.fulfill({ response, body: html });
    });
    await open(page, 'widgets-main.html');
    await allReady(page);
    await page.evaluate(() => (window as unknown as SF).storefront.navigate('/fixtures/pages/widgets-projector.html'));
    await page.waitForURL('**/widgets-projector.html');
    await expect(page.locator('#mobile_grid #mg_item')).toHaveCount(1);
  });
});
