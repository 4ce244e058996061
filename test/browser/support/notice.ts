/**
 * The site notice (widgets/notice) opens a modal on every fixture page until the shopper closes it. Tests
 * of other modals mark it as seen before the page's scripts run (at readyState "interactive", the notice's
 * text read from the page and remembered with the notice's own hash), so only the dialog under test opens.
 */
import type { Page } from '@playwright/test';
import { NOTICE_KEY, noticeHash } from '../../../widgets/notice/rules.ts';

export async function skipSiteNotice(page: Page): Promise<void> {
  await page.addInitScript({
    content: `(() => {
      const noticeHash = ${noticeHash.toString()};
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        const el = document.querySelector('#menu_notice, [data-widget~="notice"]');
        if (el) try { localStorage.setItem(${JSON.stringify(NOTICE_KEY)}, noticeHash(el.textContent || '')); } catch {}
      });
    })();`,
  });
}
