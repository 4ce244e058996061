// @vitest-environment node
// scripts/docs-refs.ts points code comments at docs/ instead of documents outside the repository. The
// lead runs it once the other branches are merged; these tests hold what it does: comments only, every
// reference form found in the code today, and pages and anchors that exist.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTRACT, LEFT, SECTIONS, commentRanges, commentRangesByToken, headingIds, rewriteComment, rewriteSource, sourceFiles } from '../../scripts/docs-refs';

describe('docs-refs: comments point at docs/', () => {
  it('a widget folder points at the widget page, once per group', () => {
    expect(rewriteComment('/** forced-region (spec 2.8, 3.8, 4.3, 7.7-7.9, 9.5; CONTRACT 4): the notice */', 'widgets/forced-region/index.ts')).toBe(
      '/** forced-region (docs/widgets/forced-region.md): the notice */',
    );
    expect(rewriteComment('// texts of spec 8.', 'widgets/instalments/texts/eng.ts')).toBe('// texts of docs/widgets/instalments.md.');
    expect(rewriteComment('// see legacy-markup.md "Forms"', 'widgets/form/dom.ts')).toBe('// see docs/widgets/form.md "Forms"');
  });

  it('elsewhere each section maps to the page that states it (first anchor per file)', () => {
    expect(rewriteComment('/* batch call (spec 3.11, 7.4; CONTRACT 4c) */', 'src/api/batch.ts')).toBe('/* batch call (docs/theme-guide.md#server-calls) */');
    expect(rewriteComment('// prices (spec 3.5, 4.6) and search (spec 2.4)', 'test/unit/x.test.ts')).toBe('// prices (docs/widgets/price-label.md) and search (docs/widgets/search.md)');
    expect(rewriteComment('// spec section 8', 'fixtures/rules/messages.ts')).toBe('// docs/widgets/form.md#texts');
    expect(rewriteComment('// CONTRACT 2 and ../shared/legacy-markup.md', 'src/boot/config.ts')).toBe('// docs/theme-guide.md#configuration and docs/theme-guide.md#markers');
  });

  it('rewrites comments only, never strings or code', () => {
    const source = "// spec 4.6 rows\nit('spec 4.6 row 2', () => { const x = 'CONTRACT 4'; /* spec 2.4 */ });\n";
    expect(rewriteSource(source, 'test/unit/x.test.ts')).toBe("// docs/widgets/price-label.md rows\nit('spec 4.6 row 2', () => { const x = 'CONTRACT 4'; /* docs/widgets/search.md */ });\n");
  });

  it('reads comments as the parser does: not in strings, templates or regular expressions', () => {
    const source = [
      'const a = x / 2; // one',
      'const r = /\\/\\/ not a comment/g; /* two */',
      "const t = `a ${b ? `c // d ${e}` : '/* f */'} g`; // three",
      "if (a) { } /re/.test('// g');",
      "const q = (a) / (b) / c; const s = 'it' + \"'s\"; // four",
    ].join('\n');
    const texts = (ranges: { pos: number; end: number }[]) => ranges.map((r) => source.slice(r.pos, r.end));
    expect(texts(commentRanges(source, 'x.ts'))).toEqual(['// one', '/* two */', '// three', '// four']);
    for (const file of ['widgets/form/browser-rules.ts', 'src/i18n/money.ts', 'fixtures/render/start.ts', 'scripts/docs-refs.ts', 'src/entry.ts']) {
      const text = readFileSync(join(process.cwd(), file), 'utf8');
      const at = (ranges: { pos: number; end: number }[]) => ranges.map((r) => `${r.pos}-${r.end}`);
      expect(at(commentRanges(text, file)), file).toEqual(at(commentRangesByToken(text, file)));
    }
  });

  it('leaves no reference outside the repository in any comment of the code as it is today', () => {
    const left: string[] = [];
    for (const file of sourceFiles()) {
      rewriteSource(readFileSync(join(process.cwd(), file), 'utf8'), file, (comment) => {
        if (LEFT.test(comment)) left.push(`${file}: ${comment.slice(0, 120)}`);
      });
    }
    expect(left).toEqual([]);
  }, 60_000);

  it('points only at pages and anchors that exist', () => {
    const targets = [...Object.values(SECTIONS), ...Object.values(CONTRACT)];
    for (const target of targets) {
      const [path, anchor] = target.split('#') as [string, string?];
      expect(existsSync(join(process.cwd(), path)), path).toBe(true);
      if (anchor) expect(headingIds(join(process.cwd(), path)).has(anchor), target).toBe(true);
    }
  });
});
