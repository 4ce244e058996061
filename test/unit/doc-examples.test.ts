// @vitest-environment node
/**
 * Every code example of README.md and docs/theme-guide.md compiles against the published declarations
 * (src/storefront.d.ts, shipped as dist/storefront.d.ts), as a theme developer's editor and `tsc` would check
 * it: TypeScript examples in strict mode and again without strictNullChecks, JavaScript examples (the
 * ```js blocks and the inline scripts of the ```html blocks) as an editor checks JavaScript, strict. Each
 * example is a module of its own. `whenStorefront` is the README's, typed as the theme guide types it, and
 * `/js/reviews.js` the guide's own widget module. test/browser/readme.spec.ts runs them.
 */
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { examples } from '../browser/support/doc-examples';

const DECLARATIONS = resolve('src/storefront.d.ts');
const DOCS = ['README.md', 'docs/theme-guide.md'] as const;

const TYPES = JSON.stringify(DECLARATIONS.replace(/\.d\.ts$/, ''));
/** What the examples take as given: the README's helper, typed as the guide types it. */
const AMBIENT = {
  'helper.d.ts': `import type { Storefront } from ${TYPES};
declare global {
  function whenStorefront(run: (storefront: Storefront) => void): void;
}
`,
};
/** The guide's own widget module, `import('/js/reviews.js')` (a path from the site's root, as in a theme). */
const REVIEWS = `import type { Widget } from ${TYPES};\nconst widget: Widget = { mount(ctx) { ctx.element.textContent = 'Reviews'; } };\nexport default widget;\n`;

/** Type errors per example (strict, or with strictNullChecks off); one program for all. */
function diagnose(list: { name: string; code: string; lang: 'ts' | 'js' }[], strictNullChecks = true): Record<string, string[]> {
  const file = (name: string, lang: string) => `/docs-examples/${name}.${lang}`;
  const sources = new Map(list.map((e) => [file(e.name, e.lang), `${e.code}\nexport {};\n`]));
  for (const [name, code] of Object.entries(AMBIENT)) sources.set(`/docs-examples/${name}`, code);
  sources.set('/js/reviews.ts', REVIEWS);
  const options: ts.CompilerOptions = {
    strict: true,
    strictNullChecks,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    allowJs: true,
    checkJs: true,
    skipDefaultLibCheck: true,
    paths: { storefront: [DECLARATIONS] },
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  const getSource = host.getSourceFile.bind(host);
  host.readFile = (f) => sources.get(f) ?? read(f);
  host.fileExists = (f) => sources.has(f) || exists(f);
  const dirExists = host.directoryExists?.bind(host);
  host.directoryExists = (d) => [...sources.keys()].some((f) => f.startsWith(`${d}/`)) || (dirExists?.(d) ?? true);
  host.getSourceFile = (f, lang, ...rest) => (sources.has(f) ? ts.createSourceFile(f, sources.get(f)!, lang) : getSource(f, lang, ...rest));
  const all = ts.getPreEmitDiagnostics(ts.createProgram([...sources.keys()], options, host));
  // An untyped parameter is no error in plain JavaScript (an editor checks JS without noImplicitAny).
  const shown = (d: ts.Diagnostic) => !(d.code === 7006 && d.file?.fileName.endsWith('.js'));
  const text = (d: ts.Diagnostic) => `${d.file ? `${d.file.fileName}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1} ` : ''}${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  return Object.fromEntries([
    ...list.map((e) => [e.name, all.filter((d) => d.file?.fileName === file(e.name, e.lang) && shown(d)).map(text)]),
    ['*', all.filter((d) => !d.file || !sources.has(d.file.fileName) || d.file.fileName.endsWith('.d.ts')).map(text)],
  ]);
}

const ALL = DOCS.flatMap(examples).map((e) => ({ ...e, name: `${e.doc.replace(/\W+/g, '-')}-${e.line}` }));

describe('the docs’ code examples compile against dist/storefront.d.ts', () => {
  it('finds the examples (README: the queue and whenStorefront; the guide: the queue, own widgets, TypeScript, validate)', () => {
    expect(ALL.filter((e) => e.doc === 'README.md')).toHaveLength(2);
    expect(ALL.filter((e) => e.doc === 'docs/theme-guide.md').map((e) => e.lang)).toEqual(['js', 'js', 'ts', 'js']);
  });

  it('strict: no type error in any example, and no cast among them', () => {
    const errors = diagnose(ALL);
    expect(errors).toEqual(Object.fromEntries([...ALL.map((e) => [e.name, []]), ['*', []]]));
    for (const e of ALL) expect(e.code, `${e.name} casts`).not.toMatch(/\bas\s+(?!const\b)[A-Z]\w*|<[A-Z]\w*>\s*\(|@type/);
  }, 60_000);

  it('the TypeScript examples compile without strictNullChecks too (`if (sf && sf.version)` narrows either way)', () => {
    const tsOnly = ALL.filter((e) => e.lang === 'ts');
    expect(tsOnly.length).toBeGreaterThan(0);
    const errors = diagnose(tsOnly, false);
    expect(errors).toEqual(Object.fromEntries([...tsOnly.map((e) => [e.name, []]), ['*', []]]));
  }, 60_000);

  it("the README's whenStorefront with its one parameter typed compiles as TypeScript, without a cast", () => {
    const readme = ALL.find((e) => e.doc === 'README.md' && e.code.includes('function whenStorefront(run)'));
    expect(readme).toBeDefined();
    const typed = `import type { Storefront } from 'storefront';\n${readme!.code.replace('function whenStorefront(run)', 'function whenStorefront(run: (storefront: Storefront) => void)')}`;
    expect(typed).toContain('run: (storefront: Storefront) => void');
    expect(diagnose([{ name: 'readme-typed', code: typed, lang: 'ts' }])).toEqual({ 'readme-typed': [], '*': [] });
  }, 60_000);

  it('a wrong example is caught: a cast-free call on the union, a handler reading a field its event does not have', () => {
    const bad = [
      { name: 'bad-union', lang: 'ts' as const, code: "window.storefront?.define('x', { mount() {} });" },
      { name: 'bad-on', lang: 'ts' as const, code: "import type { StorefrontOnCall } from 'storefront';\nconst e: StorefrontOnCall<'navigated'> = ['on', 'navigated', (d) => d.view];" },
    ];
    const errors = diagnose(bad);
    expect(errors['bad-union']!.join('\n')).toContain("Property 'define' does not exist on type 'StorefrontQueue'");
    expect(errors['bad-on']!.join('\n')).toContain("Property 'view' does not exist");
  }, 60_000);
});
