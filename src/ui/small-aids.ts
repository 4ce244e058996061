/**
 * The small aids on a page (lazy images, news dates and Polish day plurals), in one chunk that the core
 * loads only when the page holds one of them (src/core/small-aids-loader.ts). Markup
 * (docs/theme-guide.md#elements-the-bundle-handles-without-a-marker):
 * - `<img data-src="big.jpg" data-src-small="small.jpg" width="…" height="…" alt="…">`: the source is set
 *   100 px before the image scrolls in, the small one at screen width <= 420 (ui/lazy-images.ts);
 * - `<time data-news-date datetime="2026-11-05">2026-11-05</time>`: shown as "05-11-26" ("%d-%m-%y"), or in
 *   `data-format` (%d %e %m %B %y %Y); %B is the month's name, from `data-month-names` (12, comma-separated)
 *   or else the page language's own (Intl, in the form used after a day: "5 listopada 2026");
 * - `<span data-days="3">3</span>`: "3 dni" / "1 dzień" / "1,5 dnia" on Polish pages (other languages keep
 *   the server's text).
 * `enhance()` runs again after every partial navigation: it handles new elements only, and lazy images
 * that left the page are let go (one IntersectionObserver at a time, replaced on each run).
 */
import { lazyImages } from './lazy-images';
import { calendarDate, formatNewsDate, NEWS_DATE_FORMAT } from './news-date';
import { daysText } from '../i18n/days';
import { liveAll } from '../util/off';

const done = new WeakSet<Element>();
let images: AbortController | undefined;

/** The page language's month names as used after a day number (Polish genitive: "listopada"). */
function monthNames(lang: string): string[] | undefined {
  try {
    const f = new Intl.DateTimeFormat(lang || 'pl', { day: 'numeric', month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, m) => f.formatToParts(Date.UTC(2026, m, 15)).find((p) => p.type === 'month')!.value);
  } catch {
    return undefined;
  }
}

function newsDate(el: HTMLElement, lang: string) {
  const input = (el.getAttribute('datetime') || el.textContent || '').trim();
  const date = calendarDate(input);
  if (!date) return; // not a date: the server's text stays
  const format = el.dataset.format || NEWS_DATE_FORMAT;
  const given = (el.dataset.monthNames || '').split(',').map((s) => s.trim());
  const names = given.length === 12 && given.every(Boolean) ? given : format.includes('%B') && !format.includes('%m') ? monthNames(lang) : undefined;
  if (!el.hasAttribute('datetime') && el instanceof HTMLTimeElement) el.dateTime = input.slice(0, 10);
  el.textContent = formatNewsDate(input, format, names);
}

/** Applies the aids under `root`; `language` is the shop's (config.language, "pol" for Polish). */
export function enhance(root: ParentNode, language: string): void {
  images?.abort();
  images = new AbortController();
  lazyImages(root, images.signal);
  const lang = document.documentElement.lang;
  const polish = language === 'pol';
  for (const el of liveAll(root, 'time[data-news-date], [data-days]')) {
    if (done.has(el)) continue;
    done.add(el);
    try {
      if (el.hasAttribute('data-news-date')) newsDate(el, lang);
      else if (polish && el.dataset.days?.trim() && Number.isFinite(Number(el.dataset.days))) el.textContent = daysText(Number(el.dataset.days));
    } catch (error) {
      console.warn('[storefront] a date or day count could not be shown; the server text stays', el, error);
    }
  }
}
