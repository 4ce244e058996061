// @vitest-environment node
/**
 * The unused-code check of `npm run lint` (knip, with this repository's knip.json options): it fails on
 * an export nobody imports, a file nothing reaches and a dependency nothing uses, and passes when every
 * one of them is used. Run on a small project made here, so the test is quick and cannot drift with the tree.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const KNIP = resolve('node_modules/.bin/knip');
const options = JSON.parse(readFileSync('knip.json', 'utf8')) as { ignoreExportsUsedInFile?: boolean };
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

/** Knip on a project of `files`, with the repository's export option: its exit code and report. */
function knip(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'knip-'));
  dirs.push(dir);
  const all = {
    'package.json': JSON.stringify({ name: 'fixture', private: true, type: 'module', main: 'src/index.ts', dependencies: { 'left-pad': '1.0.0' } }),
    'tsconfig.json': '{"compilerOptions":{"strict":true}}',
    'knip.json': JSON.stringify({ project: ['src/**/*.ts'], ignoreExportsUsedInFile: options.ignoreExportsUsedInFile }),
    ...files,
  };
  for (const [name, text] of Object.entries(all)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  const run = spawnSync(KNIP, ['--directory', dir, '--no-progress'], { encoding: 'utf8', timeout: 30_000 });
  return { code: run.status, out: run.stdout + run.stderr };
}

describe('unused code in lint (knip)', () => {
  it('fails on an unused export, file and dependency, naming each', () => {
    const { code, out } = knip({
      'src/index.ts': "import { used } from './lib';\nconsole.log(used);\n",
      'src/lib.ts': 'export const used = 1;\nexport const unused = 2;\nexport const local = 3;\nconsole.log(local);\n',
      'src/orphan.ts': 'export const orphan = 4;\n',
    });
    expect(code).toBe(1);
    expect(out).toMatch(/Unused files \(1\)\s+src\/orphan\.ts/);
    expect(out).toMatch(/Unused dependencies \(1\)\s+left-pad/);
    expect(out).toMatch(/Unused exports \(1\)\s+unused\s+src\/lib\.ts/);
    // An export its own file uses is not reported (the repository's option).
    expect(out).not.toContain('local');
  }, 30_000);

  it('passes when everything is used', () => {
    const { code, out } = knip({ 'src/index.ts': "import pad from 'left-pad';\nimport { used } from './lib';\nconsole.log(pad, used);\n", 'src/lib.ts': 'export const used = 1;\n' });
    expect(out.replace(/npm warn.*\n/g, '').trim()).toBe('');
    expect(code).toBe(0);
  }, 30_000);
});
