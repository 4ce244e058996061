/**
 * News dates (docs/theme-guide.md#elements-the-bundle-handles-without-a-marker): default format "%d-%m-%y"
 * (day-month-year); month names are optional.
 * Tokens: %d day (01-31), %e day (1-31), %m month (01-12, or its name when `monthNames` is given),
 * %B month name, %y two-digit year, %Y four-digit year, %% a percent sign. Dates are calendar dates
 * (no time zone shift): "2026-11-05" is the 5th everywhere.
 */
export const NEWS_DATE_FORMAT = '%d-%m-%y';

/** "YYYY-MM-DD" (time part ignored) or a Date, as [year, month 1-12, day]; null when not a real date. */
export function calendarDate(input: string | Date): [number, number, number] | null {
  if (input instanceof Date) {
    return Number.isNaN(input.getTime()) ? null : [input.getFullYear(), input.getMonth() + 1, input.getDate()];
  }
  const text = String(input);
  if (text.length > 64) return null; // a date with a time and a zone is under 40 characters
  const m = /^\s*(\d{4})-(\d{2})-(\d{2})(?:[T\s].*)?$/.exec(text);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  return check.getUTCMonth() === mo - 1 && check.getUTCDate() === d ? [y, mo, d] : null;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The date in `format`; `monthNames` (12 names, January first) turns %m into a name. An invalid date
 * returns the input text unchanged, so the server's text stays.
 */
export function formatNewsDate(input: string | Date, format = NEWS_DATE_FORMAT, monthNames?: readonly string[]): string {
  const date = calendarDate(input);
  if (!date) return input instanceof Date ? '' : String(input);
  const [y, m, d] = date;
  const names = monthNames && monthNames.length === 12 ? monthNames : undefined;
  // A format is a few tokens; a longer text is not one, and the default is used.
  if (format.length > 64) format = NEWS_DATE_FORMAT;
  return format.replace(/%([deBmyY%])/g, (_, t: string) => {
    switch (t) {
      case 'd':
        return pad(d);
      case 'e':
        return String(d);
      case 'm':
      case 'B':
        return names?.[m - 1] ?? pad(m);
      case 'y':
        return pad(y % 100);
      case 'Y':
        return pad(y, 4);
      default:
        return '%';
    }
  });
}
