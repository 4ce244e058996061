// @vitest-environment node
// The docs are references: README.md and docs/**/*.md say what is true now and how to check it. A commit
// hash or a date in them is a run log or history, which belongs in CHANGELOG.md and the git log; figures of
// a run are in the bench's report (`npm run bench` writes reports/). docs/legacy/ is not checked here yet
// (it is being rewritten on its own); every other page is.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
/** Folders not checked yet, by path from the root. */
const NOT_YET_FOLDERS = ['docs/legacy/'];

/**
 * Dates that are values, not history: the date picker's reference shows the values its field takes and the
 * range of days it offers. Each is listed with its page; a listed date the page no longer carries fails too.
 */
const VALUES: Readonly<Record<string, readonly string[]>> = {
  'docs/widgets/date-picker.md': ['2026-05-13', '2026-05-01', '2026-05-03', '2026-05-04', '2026-05-10', '1970-01-01', '2470-12-31'],
};

/**
 * Tokens that look like an abbreviated commit hash: 7 to 40 lower-case hex digits with at least one digit and
 * one letter, standing alone (not part of a longer word, path or number, not a CSS colour after `#`). Git
 * prints hashes in lower case; an all-digit id (a shop's product id) or an all-letter word is no hash.
 */
const hexTokens = (text: string) => [...text.matchAll(/(?<![\w#./-])[0-9a-f]{7,40}(?![\w/-])/g)].map((m) => m[0]);
export function hashLike(text: string): string[] {
  return hexTokens(text).filter((t) => /\d/.test(t) && /[a-f]/.test(t));
}

const MONTH = '(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)';
const DATE = new RegExp(
  [
    String.raw`(?<!\d)\d{4}-\d{2}-\d{2}(?!\d)`, // 2026-12-01
    String.raw`(?<!\d)\d{1,2} ${MONTH}\b(?: \d{4})?`, // 1 Dec, 1 Dec 2026, 29 November
    String.raw`\b${MONTH} \d{1,2}(?:st|nd|rd|th)?,? \d{4}\b`, // Dec 1, 2026
  ].join('|'),
  'g',
);

/** Dates in `text`: ISO days, "1 Dec 2026" (with or without the year) and "Dec 1, 2026". */
export function dates(text: string): string[] {
  return [...text.matchAll(DATE)].map((m) => m[0]);
}

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? markdownFiles(join(dir, d.name)) : d.name.endsWith('.md') ? [join(dir, d.name)] : []));
}

const pages = ['README.md', ...markdownFiles(join(ROOT, 'docs')).map((f) => relative(ROOT, f))].map((f) => f.split('\\').join('/')).filter((f) => !NOT_YET_FOLDERS.some((d) => f.startsWith(d)));

/** Every commit git knows here, asked once (an empty list outside a checkout: the shape check still holds). */
let known: string[] | undefined;
function commits(): string[] {
  try {
    known ??= execFileSync('git', ['rev-list', '--all'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
      .split('\n')
      .filter(Boolean);
  } catch {
    known = [];
  }
  return known;
}

describe('the docs are references', () => {
  it('finds hash-like tokens and leaves ids, colours, words and paths alone', () => {
    expect(hashLike('measured at 9187796 (the same day), at cdb6f77 and at a16622e.')).toEqual(['cdb6f77', 'a16622e']);
    expect(hashLike('(commits 08e20c4, fd1f9b2)')).toEqual(['08e20c4', 'fd1f9b2']);
    expect(hashLike('a full one: 7ae9ea6c0ffee12345678901234567890abcdef1')).toEqual(['7ae9ea6c0ffee12345678901234567890abcdef1']);
    // A product id, a colour with alpha, a word of hex letters, a chunk name and a longer hex run are none.
    expect(hashLike('id 1143020143; color: #1a2b3c4d; effaced; chunks/core-a1b2c3d.js; 0x1f2e3d4c; 1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c')).toEqual([]);
  });

  it('finds dates in the forms a run log uses', () => {
    expect(dates('on 1 Dec 2026, on 29 Nov, until 28 November, 2026-11-27 and Dec 1, 2026')).toEqual(['1 Dec 2026', '29 Nov', '28 November', '2026-11-27', 'Dec 1, 2026']);
    // A size, a version, a count of months and a time are none.
    expect(dates('16 kB, Chromium 156, Prettier 3.10.1, 12 months, 09:05, 2026-05-131, 1 Decimal')).toEqual([]);
  });

  it('checks every page but the folders named as not yet', () => {
    expect(pages).toContain('README.md');
    expect(pages).toContain('docs/performance.md');
    expect(pages).toContain('docs/widgets/date-picker.md');
    expect(pages).toContain('docs/testing.md');
    expect(pages.some((p) => p.startsWith('docs/legacy/'))).toBe(false);
    for (const page of Object.keys(VALUES)) expect(pages).toContain(page);
  });

  it.each(pages)('%s: no commit hash', (page) => {
    const text = readFileSync(join(ROOT, page), 'utf8');
    // The shape, and any token that names a commit of this repository (an all-digit one too).
    const named = hexTokens(text).filter((t) => commits().some((c) => c.startsWith(t)));
    expect([...new Set([...hashLike(text), ...named])]).toEqual([]);
  });

  it.each(pages)('%s: no date but the values its reference lists', (page) => {
    const text = readFileSync(join(ROOT, page), 'utf8');
    const values = VALUES[page] ?? [];
    const found = dates(text);
    expect(found.filter((d) => !values.includes(d))).toEqual([]);
    // A value listed for the page is still there (the list does not outlive the page's text).
    expect(values.filter((v) => !found.includes(v))).toEqual([]);
  });
});
