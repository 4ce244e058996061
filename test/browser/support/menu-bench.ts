/**
 * Bench row "open a submenu" (scripts/bench.ts, CPU throttled there): on the legacy main page,
 * once the mega-menu is loaded, the time from the keydown (Enter on a top item's toggle) to the frame
 * after the panel shows (double requestAnimationFrame), and the pointerover handler's cost (hover intent
 * only arms a timer). Median / max of 7.
 */
import type { Page } from '@playwright/test';
import type { Figure } from './interactions.ts';

const figure = (name: string, xs: number[], note: string): Figure => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length ? s[Math.floor(s.length / 2)]! : null;
  return { name, median: mid === null ? null : Math.round(mid * 10) / 10, max: s.length ? Math.round(s[s.length - 1]! * 10) / 10 : null, samples: s.length, note };
};

export async function measureMegaMenu(page: Page): Promise<Figure[]> {
  const nav = 'nav#menu_categories';
  await page.locator(`${nav} > ul > li > a`).first().focus();
  await page.waitForSelector(`${nav}[data-ready~="mega-menu"]`);
  const toggle = page.locator(`${nav} .sf-mm__toggle`).first();
  const open: number[] = [];
  const hover: number[] = [];
  for (let i = 0; i < 7; i++) {
    await toggle.focus();
    await page.evaluate(() => {
      (window as unknown as { __mm: Promise<number> }).__mm = new Promise((resolve) =>
        document.addEventListener(
          'keydown',
          (e) => {
            const t0 = e.timeStamp;
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - t0)));
          },
          { once: true, capture: true },
        ),
      );
    });
    await page.keyboard.press('Enter');
    open.push(await page.evaluate(() => (window as unknown as { __mm: Promise<number> }).__mm));
    await page.keyboard.press('Escape');
    hover.push(
      await page.evaluate((sel) => {
        const li = document.querySelectorAll(`${sel} > ul > li`)[1]!;
        const t0 = performance.now();
        li.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
        return performance.now() - t0;
      }, nav),
    );
  }
  return [figure('mega-menu: open a submenu', open, 'Enter on the toggle to the next frame'), figure('mega-menu: hover handler', hover, 'pointerover handler')];
}
