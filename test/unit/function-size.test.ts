// @vitest-environment node
/**
 * The function-size rule (docs/architecture.md#function-size) as `npm run lint` runs it: the project's
 * ESLint configuration on generated functions placed, as virtual files, in each folder it holds.
 */
import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

let eslint: ESLint | undefined;
/** The function-size messages for `code` as if it were the file `filePath` of this repository. */
async function sizeErrors(filePath: string, code: string): Promise<string[]> {
  eslint ??= new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => m.ruleId === 'max-lines-per-function').map((m) => m.message);
}

/** A function of `lines` lines: its opening and closing lines, `let`, `return` and `lines - 4` statements. */
const fn = (lines: number, filler = '') => `export function f(): number {\n  let n = 0;\n${Array.from({ length: lines - 4 }, () => `  n++;${filler}`).join('\n')}\n  return n;\n}\n`;

describe('at most 80 lines a function in src/, widgets/ and markers/', () => {
  it.each(['src/ui/x.ts', 'widgets/search/x.ts', 'widgets/search/x.tsx', 'markers/x.ts', 'src/boot/x.ts'])(
    '%s: 80 lines pass, 81 fail',
    async (file) => {
      expect(fn(80).trim().split('\n')).toHaveLength(80);
      expect(await sizeErrors(file, fn(80))).toEqual([]);
      expect(await sizeErrors(file, fn(81))).toEqual(["Function 'f' has too many lines (81). Maximum allowed is 80."]);
    },
    30_000,
  );

  it('blank lines and comments do not count', async () => {
    const padded = fn(80).replace(/n\+\+;/g, 'n++;\n\n  // a comment line\n  /* and a block */');
    expect(padded.split('\n').length).toBeGreaterThan(300);
    expect(await sizeErrors('widgets/form/x.ts', padded)).toEqual([]);
  }, 30_000);

  it('inner functions count with the function that holds them; an immediately called one counts too', async () => {
    const outer = `export function outer() {\n  const inner = () => {\n${Array.from({ length: 78 }, () => '    void 0;').join('\n')}\n  };\n  return inner;\n}\n`;
    // its line, inner's opening, 78 lines, inner's closing, return, its closing: 83
    expect(await sizeErrors('src/api/x.ts', outer)).toEqual(["Function 'outer' has too many lines (83). Maximum allowed is 80."]);
    const iife = `(() => {\n${Array.from({ length: 80 }, () => '  void 0;').join('\n')}\n})();\n`;
    expect(await sizeErrors('src/api/x.ts', iife)).toHaveLength(1);
  }, 30_000);

  it('tests and scripts are not held to it; every widget is, the date picker included', async () => {
    expect(await sizeErrors('test/unit/x.test.ts', fn(120))).toEqual([]);
    expect(await sizeErrors('scripts/x.ts', fn(120))).toEqual([]);
    expect(await sizeErrors('widgets/date-picker/x.tsx', fn(120))).toHaveLength(1);
  }, 30_000);
});
