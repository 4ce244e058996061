/**
 * Points code comments at the documentation in docs/ instead of documents outside the repository: every
 * reference to a section number of the old specification, a section of the old contract or the old legacy
 * markup notes inside a comment
 * becomes the docs page that states that rule (a widget's own page inside its folder).
 *
 *   node --import tsx scripts/docs-refs.ts            # list what is left (exit 1 when anything is)
 *   node --import tsx scripts/docs-refs.ts --write    # rewrite the comments in place
 *
 * Only comments change (found with the TypeScript parser), never strings or code. Prose mentions such as
 * naming the old specification in words are listed for a hand edit. test/unit/docs-refs.test.ts checks the rewrite.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = ['src', 'markers', 'widgets', 'fixtures', 'scripts', 'test'];

const GUIDE = 'docs/theme-guide.md';
const W = (name: string) => `docs/widgets/${name}.md`;

/** Where each numbered rule lives in docs/ (outside a widget's own folder). */
export const SECTIONS: Readonly<Record<string, string>> = {
  '1': 'README.md',
  '2': GUIDE,
  '2.1': `${GUIDE}#page-context-and-view`,
  '2.2': `${GUIDE}#page-context-and-view`,
  '2.3': `${GUIDE}#elements-the-bundle-handles-without-a-marker`,
  '2.4': W('search'),
  '2.5': W('mini-basket'),
  '2.6': W('shopping-list-link'),
  '2.7': W('language-selector'),
  '2.8': W('forced-region'),
  '2.9': W('instalments'),
  '2.10': W('instalments'),
  '2.11': W('form'),
  '2.12': `${GUIDE}#the-marker-table`,
  '2.13': `${GUIDE}#the-marker-table`,
  '3': GUIDE,
  '3.1': W('form'),
  '3.2': W('form'),
  '3.3': W('search'),
  '3.4': W('mini-basket'),
  '3.5': W('price-label'),
  '3.6': W('subscription-price'),
  '3.7': W('shopping-list-link'),
  '3.8': W('forced-region'),
  '3.9': W('language-selector'),
  '3.10': W('instalments'),
  '3.11': `${GUIDE}#server-calls`,
  '3.12': GUIDE,
  '4': GUIDE,
  '4.1': W('form'),
  '4.2': W('form'),
  '4.3': W('forced-region'),
  '4.4': W('language-selector'),
  '4.5': W('promo-bars'),
  '4.6': W('price-label'),
  '4.7': W('instalments'),
  '4.8': `${GUIDE}#the-marker-table`,
  '5': W('form'),
  '6': GUIDE,
  '7': `${GUIDE}#server-calls`,
  '7.1': W('form'),
  '7.2': `${GUIDE}#server-calls`,
  '7.3': W('form'),
  '7.4': `${GUIDE}#server-calls`,
  '7.5': `${GUIDE}#elements-the-bundle-handles-without-a-marker`,
  '7.6': `${GUIDE}#events`,
  '7.7': W('forced-region'),
  '7.8': W('forced-region'),
  '7.9': W('forced-region'),
  '7.10': W('search'),
  '7.11': W('shopping-list-link'),
  '7.12': W('mini-basket'),
  '7.13': W('language-selector'),
  '7.14': `${GUIDE}#server-calls`,
  '7.15': `${GUIDE}#server-calls`,
  '7.16': W('social-register'),
  '7.17': `${GUIDE}#server-calls`,
  '7.18': W('instalments'),
  '7.19': W('map'),
  '8': `${W('form')}#texts`,
  '9': GUIDE,
  '9.1': W('form'),
  '9.2': `${GUIDE}#elements-the-bundle-handles-without-a-marker`,
  '9.3': `${GUIDE}#the-marker-table`,
  '9.4': W('price-label'),
  '9.5': `${GUIDE}#the-marker-table`,
};

/** The contract's sections, by number. */
export const CONTRACT: Readonly<Record<string, string>> = {
  '1': `${GUIDE}#one-script-tag`,
  '2': `${GUIDE}#configuration`,
  '3': `${GUIDE}#page-context-and-view`,
  '4': `${GUIDE}#markers`,
  '4a': `${GUIDE}#options`,
  '4b': W('form'),
  '4c': `${GUIDE}#server-calls`,
  '4d': `${GUIDE}#elements-the-bundle-handles-without-a-marker`,
  '5': `${GUIDE}#the-javascript-interface`,
  '6': `${GUIDE}#server-calls`,
};

/** The widget whose folder holds `file` (a path from the repository root), if any. */
function widgetOf(file: string): string | null {
  const parts = file.split(/[\\/]/);
  return parts[0] === 'widgets' && parts.length > 2 ? parts[1]! : null;
}

function sectionPage(number: string, file: string): string {
  const widget = widgetOf(file);
  if (widget) return W(widget);
  const [start] = number.split('-');
  const minor = start!;
  const major = minor.split('.')[0]!;
  return SECTIONS[minor] ?? SECTIONS[major] ?? GUIDE;
}

function contractPage(number: string, file: string): string {
  const widget = widgetOf(file);
  if (widget && /^4[ab]?$/.test(number)) return W(widget);
  return CONTRACT[number] ?? CONTRACT[number.replace(/[a-z]$/, '')] ?? GUIDE;
}

/** Each page once; of several anchors in one file, the first (one link per file reads better). */
function unique(pages: string[]): string {
  const byFile = new Map<string, string>();
  for (const page of pages) if (!byFile.has(page.split('#')[0]!)) byFile.set(page.split('#')[0]!, page);
  return [...byFile.values()].join(', ');
}
const NUM = String.raw`\d+(?:\.\d+)?(?:-\d+(?:\.\d+)?)?`;
const SPEC = new RegExp(String.raw`\bspec(?: section)? (${NUM}(?:(?:, | and | / )${NUM})*)(?!\w|\.\d)`, 'g');
const CONTRACT_REF = /\bCONTRACT (\d[a-d]?(?:, \d[a-d]?)*)\b/g;
const LEGACY = /(?:\.\.\/shared\/)?legacy-markup\.md/g;

/** One comment's text with its references pointed at docs/. */
export function rewriteComment(text: string, file: string): string {
  const out = text
    .replace(SPEC, (_m, list: string) => unique(list.split(/, | and | \/ /).map((n) => sectionPage(n, file))))
    .replace(CONTRACT_REF, (_m, list: string) => unique(list.split(', ').map((n) => contractPage(n, file))))
    .replace(LEGACY, () => (widgetOf(file) ? W(widgetOf(file)!) : `${GUIDE}#markers`))
    .replace(/(?:\.\.\/shared\/)?CONTRACT\.md/g, GUIDE)
    .replace(/(?:\.\.\/shared\/spec\/)?storefront-spec\.md/g, 'docs/');
  // The same page named twice in a row ("docs/x.md; docs/x.md") once.
  return out.replace(/(docs\/[\w./#-]+)((?:[,;] \1)+)(?![\w/#-])/g, '$1');
}

/**
 * Tokens after which a `/` divides; elsewhere it starts a regular expression. A `/` right after `}` is
 * read as a regular expression (a block, then a regex statement); an object literal divided by something
 * would be misread, and no code here does that (the unit test compares with the parser's reading).
 */
const ENDS_VALUE = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.Identifier,
  ts.SyntaxKind.PrivateIdentifier,
  ts.SyntaxKind.NumericLiteral,
  ts.SyntaxKind.BigIntLiteral,
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.CloseParenToken,
  ts.SyntaxKind.CloseBracketToken,
  ts.SyntaxKind.PlusPlusToken,
  ts.SyntaxKind.MinusMinusToken,
  ts.SyntaxKind.ThisKeyword,
  ts.SyntaxKind.SuperKeyword,
  ts.SyntaxKind.TrueKeyword,
  ts.SyntaxKind.FalseKeyword,
  ts.SyntaxKind.NullKeyword,
  ts.SyntaxKind.UndefinedKeyword,
  ts.SyntaxKind.ExclamationToken,
]);

/**
 * Comment ranges of a source file (strings, template literals and regular expressions never match). A
 * .ts file is read with TypeScript's scanner, told where a regular expression or a template goes on; a
 * .tsx file (JSX text needs the parser's context) with the parser, slower.
 */
export function commentRanges(source: string, fileName = 'x.ts'): ts.CommentRange[] {
  if (fileName.endsWith('.tsx')) return commentRangesByToken(source, fileName);
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, source);
  const out: ts.CommentRange[] = [];
  const templates: number[] = []; // open braces inside each pending template substitution
  let previous = ts.SyntaxKind.Unknown;
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia) {
      out.push({ pos: scanner.getTokenStart(), end: scanner.getTokenEnd(), kind: token });
      continue;
    }
    if (token === ts.SyntaxKind.WhitespaceTrivia || token === ts.SyntaxKind.NewLineTrivia) continue;
    if ((token === ts.SyntaxKind.SlashToken || token === ts.SyntaxKind.SlashEqualsToken) && !ENDS_VALUE.has(previous)) {
      token = scanner.reScanSlashToken();
    } else if (token === ts.SyntaxKind.TemplateHead) {
      templates.push(0);
    } else if (token === ts.SyntaxKind.OpenBraceToken && templates.length) {
      templates[templates.length - 1]!++;
    } else if (token === ts.SyntaxKind.CloseBraceToken && templates.length) {
      if (templates[templates.length - 1] === 0) {
        token = scanner.reScanTemplateToken(false);
        if (token === ts.SyntaxKind.TemplateTail) templates.pop();
      } else templates[templates.length - 1]!--;
    }
    previous = token;
  }
  return out;
}

/** Comment ranges from the parser, at every token (slow; .tsx files, and the test of the scanner's reading). */
export function commentRangesByToken(source: string, fileName = 'x.tsx'): ts.CommentRange[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const seen = new Map<number, ts.CommentRange>();
  const add = (ranges: ts.CommentRange[] | undefined) => ranges?.forEach((r) => seen.set(r.pos, r));
  const visit = (node: ts.Node) => {
    add(ts.getLeadingCommentRanges(source, node.getFullStart()));
    add(ts.getTrailingCommentRanges(source, node.getEnd()));
    node.getChildren(sf).forEach(visit);
  };
  visit(sf);
  return [...seen.values()].sort((a, b) => a.pos - b.pos);
}

/** The whole file with every comment rewritten. */
export function rewriteSource(source: string, file: string, onComment?: (rewritten: string) => void): string {
  let out = '';
  let at = 0;
  for (const range of commentRanges(source, file)) {
    const comment = rewriteComment(source.slice(range.pos, range.end), file);
    onComment?.(comment);
    out += source.slice(at, range.pos) + comment;
    at = range.end;
  }
  return out + source.slice(at);
}

/** GitHub's id for a heading: lower case, punctuation other than `-` and `_` dropped, spaces to `-`. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/`/g, '')
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The heading ids of a Markdown file (headings inside code blocks aside). */
export function headingIds(path: string): Set<string> {
  const text = readFileSync(path, 'utf8').replace(/```[\s\S]*?```/g, '');
  return new Set(
    text
      .split('\n')
      .filter((l) => /^#{1,6} /.test(l))
      .map((l) => slug(l.replace(/^#+ /, ''))),
  );
}

/** References to documents outside the repository still in a text. */
export const LEFT = /\bspec(?: section)? \d|\bCONTRACT \d|legacy-markup\.md|storefront-spec\.md|CONTRACT\.md|\.\.\/shared\//;
const PROSE = /\bthe spec\b|\bspec's\b|\bspec leaves\b|\bspec gives\b|\bthe spec is\b/i;

export function sourceFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((d) => {
      const path = join(dir, d.name);
      if (d.isDirectory()) return d.name === 'node_modules' ? [] : walk(path);
      return /\.(ts|tsx)$/.test(d.name) ? [path.split(sep).join('/')] : [];
    });
  return FOLDERS.flatMap(walk);
}

const isMain = process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const write = process.argv.includes('--write');
  let left = 0;
  let changed = 0;
  for (const file of sourceFiles()) {
    const source = readFileSync(join(ROOT, file), 'utf8');
    const next = rewriteSource(source, file);
    if (write && next !== source) {
      writeFileSync(join(ROOT, file), next);
      changed++;
    }
    const text = write ? next : source;
    for (const range of commentRanges(text, file)) {
      const comment = text.slice(range.pos, range.end);
      const line = text.slice(0, range.pos).split('\n').length;
      if (LEFT.test(comment)) {
        left++;
        console.log(`${file}:${line}: refers outside the repository`);
      } else if (PROSE.test(comment)) {
        console.log(`${file}:${line}: mentions "the spec" in prose (edit by hand)`);
      }
    }
  }
  if (write) console.log(`rewrote the comments of ${changed} files`);
  console.log(`${left} comments still refer outside the repository (${relative(process.cwd(), ROOT) || '.'})`);
  if (left) process.exitCode = 1;
}
