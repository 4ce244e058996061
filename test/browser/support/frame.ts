/**
 * The first frame's cookie (src/api/frame-cookie.ts) from a test: what the next page's inline part of
 * dist/head.html reads before its first paint.
 */
import type { Page } from '@playwright/test';
import { FRAME_COOKIE, frameText, readFrame, type Frame } from '../../../src/api/frame-cookie';

/** The frame the page's cookie holds now. */
export const pageFrame = async (page: Page): Promise<Frame> => readFrame(await page.evaluate(() => document.cookie));

/** Takes `key` out of the cookie (sessionStorage is the caller's), as if no page had stored it. */
export async function forgetFrame(page: Page, key: string) {
  const frame = await pageFrame(page);
  const text = frameText({ ...frame, s: frame.s.filter(([k]) => k !== key) });
  await page.evaluate(([name, value]) => (document.cookie = `${name}=${value}; path=/`), [FRAME_COOKIE, encodeURIComponent(text)] as const);
}
