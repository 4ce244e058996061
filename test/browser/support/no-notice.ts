/**
 * The fixture chrome carries the shop notice, which opens as a modal on load and makes the
 * page behind it inert: form tests take it out before the bundle scans (readyState "interactive" comes
 * before module scripts run), so they test the form, not the notice.
 */
import type { Page } from '@playwright/test';

export const withoutNotice = (page: Page) =>
  page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') document.querySelectorAll('#menu_notice, [data-widget~="notice"]').forEach((n) => n.remove());
    });
  });
