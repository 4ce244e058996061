/**
 * The published declarations (src/storefront.d.ts, shipped as dist/storefront.d.ts) against the bundle's
 * own types, and a theme's code compiled against them. The first half is checked by `tsc` (npm run
 * typecheck): a field added, removed or retyped on one side only fails there. The second half runs the
 * TypeScript compiler on theme code, as a theme developer's editor would.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import ts from 'typescript';
import { resolve } from 'node:path';
import type * as Pub from '../../src/storefront';
import type * as Real from '../../src/types';

/** True only when each type is assignable to the other. */
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

// Compile-time checks (tsc): the published types are the bundle's types.
const same = {
  context: true as Mutual<Pub.WidgetContext, Real.WidgetContext>,
  config: true as Mutual<Pub.Config, Real.Config>,
  events: true as Mutual<Pub.StorefrontEvents, Real.StorefrontEvents>,
  widget: true as Mutual<Pub.Widget, Real.Widget>,
  moment: true as Mutual<Pub.LoadMoment, Real.LoadMoment>,
  batchKey: true as Mutual<Pub.BatchKey, Real.BatchKey>,
  view: true as Mutual<Pub.ViewLevel, Real.ViewLevel>,
} satisfies Record<string, true>;
// A published lazy definition is a marker row without its name (the entry adds it, and the moment when left out).
expectTypeOf<Pub.WidgetDefinition>().toExtend<Partial<Omit<Real.MarkerEntry, 'name'>>>();
expectTypeOf<Required<Pub.WidgetDefinition>>().toExtend<Omit<Real.MarkerEntry, 'name'>>();
expectTypeOf<keyof Pub.StorefrontEvents>().toEqualTypeOf<keyof Real.StorefrontEvents>();

const DECLARATIONS = resolve('src/storefront.d.ts');

/** Type errors per theme module, each importing the published declarations (strict, as a theme would compile); one program for all. */
function diagnose(modules: Record<string, string>): Record<string, string[]> {
  const sources = new Map(Object.entries(modules).map(([name, code]) => [`/theme/${name}.ts`, `import type {} from ${JSON.stringify(DECLARATIONS.replace(/\.d\.ts$/, ''))};\n${code}`]));
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
    types: [],
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
  const errors = (f: string) => all.filter((d) => d.file?.fileName === f || (!d.file && f === '*')).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  return Object.fromEntries([
    ...Object.keys(modules).map((name) => [name, errors(`/theme/${name}.ts`)]),
    ['*', [...errors('*'), ...all.filter((d) => d.file && !sources.has(d.file.fileName)).map((d) => `${d.file!.fileName}: ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`)]],
  ]);
}

let result: Record<string, string[]> | undefined;
/** Both theme modules below, compiled once. */
const compiled = () => (result ??= diagnose({ good: GOOD, bad: BAD }));

const GOOD = `
  const sf = window.storefront;
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
  window.storefront.on('storefront:view-change', () => {});
  window.storefront.define('theme-x', { moment: 'soon', load: async () => ({ default: { mount() {} } }) });
  window.storefront.on('navigated', (d) => d.view);
`;

describe('published types (dist/storefront.d.ts)', () => {
  it('match the bundle types (checked by tsc)', () => {
    expect(Object.values(same).every(Boolean)).toBe(true);
  });

  it("type a theme's code: window.storefront, define(), the widget context and the events", () => {
    expect(compiled().good).toEqual([]);
    // The declarations themselves compile (strict, with the DOM's types).
    expect(compiled()['*']).toEqual([]);
  }, 60_000);

  it('reject what never works: a prefixed event name, a moment that does not exist, a wrong detail', () => {
    const errors = compiled().bad!;
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain('"storefront:view-change"');
    expect(errors[1]).toContain('"soon"');
    expect(errors[2]).toContain("'view'");
  }, 60_000);
});
