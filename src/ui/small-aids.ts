/**
 * The small aids on a page (lazy images, news dates and Polish day plurals), in one chunk that the core
 * loads only when the page holds one of them (src/core/small-aids-loader.ts). Markup
 * (docs/theme-guide.md#elements-the-bundle-handles-without-a-marker):
 * - `<img data-src="big.jpg" data-src-small="small.jpg" width="…" height="…" alt="…">`: the source is set
 *   100 px before the image scrolls in, the small one at screen width <= 420 (ui/lazy-images.ts);
 * - `<time data-news-date datetime="2026-11-05">2026-11-05</time>`: shown as "05-11-26" ("%d-%m-%y"), or in
 *   `data-format` (%d %e %m %B %y %Y); %B is the month's name, from `data-month-names` (12, comma-separated)
 *   or else the page language's own (Intl, in the form used after a day: "5 listopada 2026");
 * - the platform's day counts, `<span data-change-literal-days="1">1 dni</span>`: "1 dzień" / "3 dni" /
 *   "1,5 dnia", and `data-change-literal-days-up-to` ("do 1 dnia", "do 7 dni"), on Polish pages (other
 *   languages keep the server's text). The platform's `data-days` is not one: it sits on boxes holding a
 *   choice (the basket's delivery split, a subscription link) whose content must stay.
 * `enhance()` runs again after every partial navigation: it handles new elements only, and lazy images
 * that left the page are let go (one IntersectionObserver at a time, replaced on each run).
 */
import { lazyImages } from './lazy-images';
import { calendarDate, formatNewsDate, NEWS_DATE_FORMAT } from './news-date';
import { daysText, daysUpToText } from '../i18n/days';
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

/** The server markup whose text the aids rewrite (tests set these apart from a widget's own changes). */
export const AIDED = 'time[data-news-date],[data-change-literal-days],[data-change-literal-days-up-to]';

/** Applies the aids under `root`; `language` is the shop's (config.language, "pol" for Polish). */
export function enhance(root: ParentNode, language: string): void {
  images?.abort();
  images = new AbortController();
  lazyImages(root, images.signal);
  const lang = document.documentElement.lang;
  const polish = language === 'pol';
  for (const el of liveAll(root, AIDED)) {
    if (done.has(el)) continue;
    done.add(el);
    try {
      const upTo = el.dataset.changeLiteralDaysUpTo?.trim();
      const count = upTo ?? el.dataset.changeLiteralDays?.trim();
      if (el.hasAttribute('data-news-date')) newsDate(el, lang);
      else if (polish && count && Number.isFinite(Number(count))) el.textContent = (upTo ? daysUpToText : daysText)(Number(count));
    } catch (error) {
      console.warn('[storefront] a date or day count could not be shown; the server text stays', el, error);
    }
  }
}
