// @vitest-environment node
/**
 * The published declarations (src/storefront.d.ts, shipped as dist/storefront.d.ts), which the bundle itself
 * is compiled against (src/types.ts re-exports them), and a theme's code compiled against them. The first
 * check is `tsc`'s (npm run typecheck): a theme's lazy definition must be a marker row without its name. The
 * rest runs the TypeScript compiler on theme code, as a theme developer's editor would.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import ts from 'typescript';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type * as Pub from '../../src/storefront';
import type * as Real from '../../src/types';

// The bundle's public types are the published ones (src/types.ts re-exports them); what only the bundle has
// must still fit what a theme may pass.
// A published lazy definition is a marker row without its name (the entry adds it, and the moment when left out).
expectTypeOf<Pub.WidgetDefinition>().toExtend<Partial<Omit<Real.MarkerEntry, 'name'>>>();
expectTypeOf<Required<Pub.WidgetDefinition>>().toExtend<Omit<Real.MarkerEntry, 'name'>>();
expectTypeOf<keyof Pub.StorefrontEvents>().toEqualTypeOf<keyof Real.StorefrontEvents>();

const DECLARATIONS = resolve('src/storefront.d.ts');

/** A module's file: `name.js` is plain JavaScript (checked as an editor checks it), any other name TypeScript. */
const file = (name: string) => `/theme/${name}${name.endsWith('.js') ? '' : '.ts'}`;

/** Type errors per theme module, each importing the published declarations (strict, as a theme would compile); one program for all. */
function diagnose(modules: Record<string, string>): Record<string, string[]> {
  const sources = new Map(Object.entries(modules).map(([name, code]) => [file(name), `import {} from ${JSON.stringify(DECLARATIONS.replace(/\.d\.ts$/, ''))};\n${code}`]));
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
    allowJs: true,
    checkJs: true,
    skipDefaultLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const exists = host.fileExists.bind(host);
  const getSource = host.getSourceFile.bind(host);
  host.readFile = (f) => sources.get(f) ?? read(f);
  host.fileExists = (f) => sources.has(f) || exists(f);
  host.getSourceFile = (f, lang, ...rest) => (sources.has(f) ? ts.createSourceFile(f, sources.get(f)!, lang) : getSource(f, lang, ...rest));
  const program = ts.createProgram([...sources.keys()], options, host);
  const all = ts.getPreEmitDiagnostics(program);
  // An untyped parameter is no error in plain JavaScript (an editor checks JS without noImplicitAny).
  const untyped = (d: ts.Diagnostic) => d.code === 7006 && !!d.file?.fileName.endsWith('.js');
  const errors = (f: string) => all.filter((d) => (d.file?.fileName === f || (!d.file && f === '*')) && !untyped(d)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  return Object.fromEntries([
    ...Object.keys(modules).map((name) => [name, errors(file(name))]),
    ['*', [...errors('*'), ...all.filter((d) => d.file && !sources.has(d.file.fileName)).map((d) => `${d.file!.fileName}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)]],
  ]);
}

let result: Record<string, string[]> | undefined;
/** Both theme modules below, compiled once. */
const compiled = () => (result ??= diagnose({ good: GOOD, bad: BAD, 'readme-queue': README_QUEUE, 'readme-ready.js': README_READY }));

/** The script of the README's html block between `<!-- quickstart:NAME:start -->` and its end comment, as pasted. */
function readmeScript(name: string): string {
  const block = new RegExp(`<!-- quickstart:${name}:start -->[\\s\\S]*?<script>([\\s\\S]*?)</script>[\\s\\S]*?<!-- quickstart:${name}:end -->`).exec(readFileSync('README.md', 'utf8'));
  if (!block) throw new Error(`README.md has no quickstart:${name} block with a script`);
  return block[1]!;
}
// The README's step 5: the queue line in a theme's TypeScript, and the ready-or-queue example in its JavaScript.
const README_QUEUE = readmeScript('queue');
const README_READY = readmeScript('example');

const GOOD = `
  const sf = window.storefront;
  // Before the bundle has run it may be the queue: its version tells them apart.
  if (!sf || !sf.version) throw new Error('the bundle has not run');
  (window.storefront ||= []).push(['define', 'theme-queued', { mount: (ctx) => void ctx.signal }], ['refresh', ['Basket']]);
  document.addEventListener('storefront:data', (e) => console.log(e.detail.key, e.detail.data));
  document.addEventListener('storefront:ready', (e) => console.log(e.detail.version.length));
  const ok: boolean = sf.define('theme-counter', {
    moment: 'visible',
    legacy: '.counter',
    needs: ['Basket'],
    load: async () => ({ default: { mount(ctx) { const n: string = ctx.name; ctx.element.textContent = String(ctx.props.start ?? 0) + n + ctx.config.currency.symbol + ctx.page.type; ctx.signal.addEventListener('abort', () => {}); return () => ctx.warn(ctx.view()); } } }),
  });
  sf.define('theme-now', { mount: (ctx) => { ctx.report(new Error(ctx.config.language)); } });
  const off: () => void = sf.on('view-change', ({ view, previous }) => console.log(view + previous));
  sf.on('widget-error', (d, event) => { event.preventDefault(); console.log(d.name, d.element.id); });
  document.addEventListener('storefront:basket-change', (e) => console.log(e.detail.basket));
  void sf.refresh(['Basket']).then(() => sf.scan(document.body));
  void sf.modal({ title: 'x', text: 'y' }).then((m) => m.closed);
  console.log(sf.version, sf.view, sf.context.orderProcess, ok, off);
`;

const BAD = `
  const sf = window.storefront;
  if (!sf || !sf.version) throw new Error('the bundle has not run');
  sf.on('storefront:view-change', () => {});
  sf.define('theme-x', { moment: 'soon', load: async () => ({ default: { mount() {} } }) });
  sf.on('navigated', (d) => d.view);
  document.addEventListener('storefront:data', (e) => e.detail.basket);
  (window.storefront ||= []).push(['define', 'theme-y', { moment: 'soon', load: async () => ({ default: { mount() {} } }) }]);
`;

describe('published types (dist/storefront.d.ts)', () => {
  it('are the types the bundle is compiled against (src/types.ts re-exports them, no second copy)', () => {
    const types = readFileSync(resolve('src/types.ts'), 'utf8');
    // Each public name comes from ./storefront; none is declared again here.
    for (const name of ['Config', 'WidgetContext', 'Widget', 'StorefrontEvents', 'LoadMoment', 'BatchKey', 'ViewLevel', 'Language', 'PageContext']) {
      expect(types, name).not.toMatch(new RegExp(`export (interface|type) ${name}\\b`));
      expect(types, name).toMatch(new RegExp(`export type \\{[^}]*\\b${name}\\b[^}]*\\} from './storefront'`));
    }
  });

  it("type a theme's code: window.storefront, define(), the widget context and the events", () => {
    expect(compiled().good).toEqual([]);
    expect(compiled()['readme-queue']).toEqual([]);
    expect(compiled()['readme-ready.js']).toEqual([]);
    // The declarations themselves compile (strict, with the DOM's types).
    expect(compiled()['*']).toEqual([]);
  }, 60_000);

  it('reject what never works: a prefixed event name, a moment that does not exist, a wrong detail', () => {
    const errors = compiled().bad!;
    expect(errors).toHaveLength(5);
    expect(errors[0]).toContain('"storefront:view-change"');
    expect(errors[1]).toContain('"soon"');
    expect(errors[2]).toContain("'view'");
    expect(errors[3]).toContain("'basket'");
    expect(errors[4]).toContain('"soon"');
  }, 60_000);
});
