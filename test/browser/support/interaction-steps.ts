/**
 * The interaction measurements in the order they run, shared by the perf project's interaction test and
 * `npm run bench`, so that both measure the same figures: on main.html (already open) the mini basket,
 * search, the shared dialog, the language selector, the notice, the forced-region notice and, for the bench,
 * the mega-menu; then widgets-projector.html (instalments) and client-new-classic.html (form validation). Each step
 * is run by the caller one by one, so a step that throws keeps the figures before it. The Interaction to
 * Next Paint figures (./inp.ts) are not here: each caller measures them first, in a browser that has run
 * nothing else (see `measureInp`).
 */
import type { CDPSession, Page } from '@playwright/test';
import { measureForm } from './form-bench.ts';
import { measureForcedRegion, measureInstalments, measureLanguageSelector, measureMiniBasket, measureModal, measureNotice, measureSearch, type Figure } from './interactions.ts';
import { measureMegaMenu } from './menu-bench.ts';

export interface StepOptions {
  /** The demo server's origin (the pages after main.html). */
  origin: string;
  /** Also the mega-menu's figures (read only: they have no ceiling). */
  megaMenu?: boolean;
  /** Form validation rounds: e-mail verdicts and 15-field submits (each submit a page load). */
  form?: { one: number; many: number };
}

export function interactionSteps(page: Page, cdp: CDPSession, o: StepOptions): (() => Promise<Figure[]>)[] {
  return [
    () => measureMiniBasket(page),
    () => measureSearch(page, 'kurtka', cdp),
    () => measureModal(page),
    () => measureLanguageSelector(page),
    () => measureNotice(page),
    () => measureForcedRegion(page),
    ...(o.megaMenu ? [() => measureMegaMenu(page)] : []),
    () => measureInstalments(page, o.origin),
    () => measureForm(page, o.origin, o.form),
  ];
}
