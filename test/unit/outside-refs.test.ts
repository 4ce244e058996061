// @vitest-environment node
// The repository stands on its own: no source file, test, script, fixture or doc page points at a document
// or tracker outside it (a section number of a specification, a section of a contract, a tracker's issue,
// the developers' or style guide, a folder beside the repository). Such a pointer means nothing to a reader
// of this repository; the rule it names is stated where it applies, in a line that gives its reason.
// Case-insensitive ("(Spec 7.6)" and "(spec 7.6)" alike), over whole files (comments, strings, titles).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const THIS = 'test/unit/outside-refs.test.ts';

/** Each kind of pointer, and a line that shows it (the worked examples below). */
export const POINTERS: readonly { what: string; re: RegExp }[] = [
  { what: 'a numbered section of a specification', re: /\bspec(?:ification)?(?: section)? \d/i },
  { what: 'a section of a contract', re: /\bcontract \d/i },
  { what: 'an issue of a tracker', re: /\bissues? #?\d/i },
  { what: 'a shared API section', re: /\bshared-api\b/i },
  { what: 'a document outside the repository', re: /(?:storefront-spec|contract|legacy-markup|developers|style)\.md\b|\.\.\/shared\//i },
  // All capitals only: "theme developers" and `list-style:` are words of this repository.
  { what: "the developers' guide or the style guide by name", re: /\bDEVELOPERS\b|(?<![\w-])STYLE:/ },
];

/** Where `text` points outside the repository: one line per pointer, `line: what`. */
export function pointers(text: string): string[] {
  return text.split('\n').flatMap((line, i) => POINTERS.filter(({ re }) => re.test(line)).map(({ what }) => `${i + 1}: ${what}`));
}

/** The files checked: every tracked file of the repository's own folders and its root scripts and docs. */
function files(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', 'src', 'markers', 'widgets', 'test', 'scripts', 'fixtures', 'docs', '.ci', '*.md', '*.ts', '*.mjs', '*.json'], { cwd: ROOT, encoding: 'utf8' });
  return out
    .split('\0')
    .filter((f) => f && f !== THIS && f !== 'package-lock.json')
    .filter((f) => /\.(ts|tsx|mjs|js|md|html|css|graphql|json)$/.test(f) || f.startsWith('.ci/'));
}

describe('nothing points outside the repository', () => {
  it('finds each kind of pointer, whatever its case, and leaves the words of this repository alone', () => {
    expect(pointers('/** The batch call (Spec 3.11): one request. */')).toEqual(['1: a numbered section of a specification']);
    expect(pointers('// see (spec section 8)')).toEqual(['1: a numbered section of a specification']);
    expect(pointers("describe('scanning (CONTRACT 1, 4)'")).toEqual(['1: a section of a contract']);
    expect(pointers('ok\n * Runtime isolation (Issue 18 items 3, 4)')).toEqual(['2: an issue of a tracker']);
    expect(pointers('texts (SHARED-API 2)')).toEqual(['1: a shared API section']);
    expect(pointers('see ../shared/legacy-markup.md')).toEqual(['1: a document outside the repository']);
    expect(pointers('(DEVELOPERS speed rules)\n(STYLE: one root)')).toEqual(["1: the developers' guide or the style guide by name", "2: the developers' guide or the style guide by name"]);
    // Words of this repository that look alike.
    expect(pointers('theme developers; .sf-list{list-style:none}; { style: css }; the specs of test/browser; an issue with the box; 2 issues')).toEqual([]);
  });

  it('holds in every source file, test, script, fixture and doc page', () => {
    const found: string[] = [];
    for (const file of files()) for (const hit of pointers(readFileSync(join(ROOT, file), 'utf8'))) found.push(`${file}:${hit}`);
    expect(found).toEqual([]);
  }, 30_000);
});
