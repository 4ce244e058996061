/**
 * Where the page's blocks are, frame by frame, in every engine (the bundle moves nothing on screen, in engines without layout-shift entries too): Firefox and WebKit report no
 * `layout-shift` entries, so the demo server's `?blocks=1` probe (fixtures/server/blocks-probe.ts) records,
 * from the first frame, every element that moved in the document while on screen, with no input given. A
 * later page of the session, of another type than the first (the usual path: home, then product). The
 * same page without the bundle (`?bundle=0`) is the baseline: what moves there is the page's own doing.
 * Chromium counts shifts itself (layout-shift.spec.ts): there only the probe's own check runs. The WebKit
 * run asks the same of the same pages (test/webkit/pages.test.ts).
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect, inFlight, quiet } from './helpers';
import { POSITION_CASES, moved, type Move } from './support/positions';
import { END_KEY } from '../../src/api/top-space';

async function movesOn(browser: Browser, baseURL: string, { theme, first, file, width }: (typeof POSITION_CASES)[number], bundle: boolean) {
  const phone = width < 600;
  const context = await browser.newContext({ baseURL, viewport: phone ? { width, height: 844 } : { width, height: 800 } });
  try {
    const page = await context.newPage();
    inFlight(page);
    const query = bundle ? '' : '?bundle=0';
    await page.goto(`/fixtures/${theme}/${first}${query}`);
    await settle(page, bundle);
    // The first page's answer placed to its end (its end content is the last thing measured and stored).
    if (bundle) await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, END_KEY);
    await page.goto(`/fixtures/${theme}/${file}${query}${query ? '&' : '?'}blocks=1`);
    await settle(page, bundle);
    const { moves, painted } = await page.evaluate(() => {
      const w = window as unknown as { __sfMoves: Move[]; __sfPainted: number };
      return { moves: w.__sfMoves, painted: w.__sfPainted };
    });
    expect(painted, 'the probe ran on the frames after the first paint').toBeGreaterThan(30);
    return moves;
  } finally {
    await context.close();
  }
}

/**
 * Loaded, the bundle's widgets up (with it), the page quiet after what they start, and on a page with the
 * probe, more than 30 frames probed since the first paint.
 */
async function settle(page: Page, bundle: boolean) {
  await page.waitForLoadState('load');
  if (bundle) await page.waitForFunction(() => document.querySelector('[data-ready]') !== null);
  await quiet(page);
  if (page.url().includes('blocks=1')) await page.waitForFunction(() => (window as unknown as { __sfPainted: number }).__sfPainted > 30);
}

/** The probe has run on two more frames than now: a change made before this call has been drawn and probed. */
async function probed(page: Page) {
  const frames = () => page.evaluate(() => (window as unknown as { __sfFrames: number }).__sfFrames);
  const now = await frames();
  await expect.poll(frames).toBeGreaterThanOrEqual(now + 2);
}

test.describe('the position probe', () => {
  test('sees a block pushed down on screen, and not one that only grows, appears, is transformed or paints nothing', async ({ page }) => {
    await page.goto('/fixtures/pages/main.html?bundle=0&blocks=1');
    // The places before the changes: probed on painted frames.
    await page.waitForFunction(() => (window as unknown as { __sfPainted: number }).__sfPainted >= 2);
    // Transformed and resized, not moved: no move.
    await page.evaluate(() => {
      const header = document.querySelector<HTMLElement>('#container > header')!; // the platform's header has no id
      header.style.transform = 'translateY(30px)';
      header.style.paddingBottom = '10px';
    });
    await probed(page);
    // A new element: no move itself; what it pushes down moves. A blank box (paints nothing) pushed down with
    // the rest is no move (Chromium reports none for it); the same box with a background is one.
    await page.evaluate(() => {
      for (const [id, style] of [
        ['blank', 'height:30px'],
        ['seen', 'height:30px;background:#eee'],
      ])
        document.querySelector('#container > header')!.after(Object.assign(document.createElement('div'), { id, style }));
    });
    await probed(page);
    await page.evaluate(() => document.body.prepend(Object.assign(document.createElement('div'), { id: 'pushed', style: 'height:40px' })));
    await probed(page);
    const moves = await page.evaluate(() => (window as unknown as { __sfMoves: Move[] }).__sfMoves);
    const header = moves.filter((m) => /^header(\.|$)/.test(m.what)); // the platform's header has no id, no class
    // Pushed down by the new 40 px block: its layout place moved 40 px; its transform and padding are not moves.
    expect(header.map((m) => m.to[1]! - m.from[1]!)).toEqual([40]);
    expect(moves.some((m) => m.what.startsWith('div#pushed'))).toBe(false);
    expect(moves.filter((m) => m.what === 'div#seen').map((m) => m.to[1]! - m.from[1]!)).toEqual([40]);
    expect(moves.some((m) => m.what === 'div#blank')).toBe(false);
  });
});

test.describe('nothing the bundle moved, a later page of another type', () => {
  for (const c of POSITION_CASES.filter((c) => c.core || !process.env.FIREFOX_CORE)) {
    test(`${c.theme}/${c.file} at ${c.width} px after ${c.first}`, async ({ browser, browserName }, info) => {
      test.skip(browserName === 'chromium', 'Chromium reports layout shifts itself: layout-shift.spec.ts and the bench count every one');
      test.setTimeout(60_000);
      const baseURL = info.project.use.baseURL!;
      const without = await movesOn(browser, baseURL, c, false);
      const withBundle = await movesOn(browser, baseURL, c, true);
      expect(moved(withBundle, without), JSON.stringify({ withBundle, without })).toEqual([]);
    });
  }
});
