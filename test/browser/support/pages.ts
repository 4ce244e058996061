/**
 * The fixture pages and "the widgets have mounted": shared by the accessibility, fault, XSS and CSP
 * specs. Every fixtures/pages/*.html file is a test input (new pages join the matrices by themselves).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from '../helpers';
import { expectedFailures } from './expected-failures.ts';
export { expectedFailures };
import { installProbe, mountsUnasked, widgetSpots, type ProbeOptions, type WidgetSpot } from './probe.ts';

/** Every fixture page file name, sorted. */
export const FIXTURE_PAGES: string[] = readdirSync(join(process.cwd(), 'fixtures/pages'))
  .filter((f) => f.endsWith('.html'))
  .sort();

/** Pages of the Halny theme (fixtures/halny) that the demo has no page of the same name for. */
export const HALNY_ONLY_PAGES: string[] = readdirSync(join(process.cwd(), 'fixtures/halny'))
  .filter((f) => f.endsWith('.html') && !FIXTURE_PAGES.includes(f))
  .sort();

export const pageUrl = (file: string, query = '') => `/fixtures/pages/${file}${query}`;

/** Opens a fixture page with the probe installed. */
export async function open(page: Page, file: string, query = '', probe: ProbeOptions = {}) {
  await installProbe(page, probe);
  await page.goto(pageUrl(file, query));
}

/**
 * Waits until every widget that mounts without interaction (load, idle, visible near the viewport) has
 * set data-ready or reported a failure; returns the spots. `except` names widgets not to wait for (a
 * function: asked on every poll).
 */
export async function settled(page: Page, { timeout = 10_000, except = [] as string[] | (() => string[]) } = {}): Promise<WidgetSpot[]> {
  let spots: WidgetSpot[] = [];
  await expect
    .poll(
      async () => {
        const skip = typeof except === 'function' ? except() : except;
        spots = (await widgetSpots(page)).filter((s) => mountsUnasked(s) && !skip.includes(s.name));
        return spots.filter((s) => s.readyAt === null && s.failedAt === null).map((s) => `${s.name} on ${s.element}`);
      },
      { timeout, message: 'widgets still mounting' },
    )
    .toEqual([]);
  return spots;
}

/** Settled, and every one of them ready (none failed, but those the page is meant to show failing). */
export async function allReady(page: Page, options: { timeout?: number; except?: string[] | (() => string[]) } = {}) {
  const spots = await settled(page, options);
  const file = new URL(page.url()).pathname.split('/').pop() ?? '';
  const expected = expectedFailures(new URL(page.url()).pathname);
  const failed = spots.filter((s) => s.failedAt !== null).map((s) => `${s.name} on ${s.element}`);
  expect(
    failed.filter((f) => !expected.includes(f)),
    'widgets that failed',
  ).toEqual([]);
  // The expected failure did happen (a page that stops showing it needs its entry removed).
  for (const f of expected) expect(failed, `${file} shows ${f} failing`).toContain(f);
  return spots;
}
