// @vitest-environment node
/**
 * Texts that ship are texts that are used, in all nine shop languages (the shared catalogue in
 * src/i18n/catalogue/ and every widget's texts/ folder):
 * - every key is named by code: a quoted literal in a source file outside the text files. For the shared
 *   catalogue only files that reach the shared translator count (src/, markers/ and the widgets without a
 *   texts folder of their own: a widget with one reads its own texts). The validation codes the shop's
 *   server answers with (the platform's list, as the demo server's message table holds it) count as named;
 * - every code that code asks a translator for (`t('x')`, `t?.('x')`, `t.plural('x')`, `code: 'x'`) is a
 *   key of some catalogue;
 * - every catalogue has a file for each of the nine languages and each file holds every key of the Polish
 *   reference (nothing falls back to English).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { LANGUAGES } from '../../src/types';
import { MESSAGES } from '../../fixtures/rules/messages';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(join(ROOT, path)).isDirectory()) return name === 'texts' || name === 'catalogue' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** A file's code without its comments (a key named only in a comment is not used). */
function code(path: string): string {
  return readFileSync(join(ROOT, path), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .replace(/\s\/\/\s.*$/gm, '');
}

const widgetsWithTexts = readdirSync(join(ROOT, 'widgets')).filter((w) => existsSync(join(ROOT, 'widgets', w, 'texts')));
const CATALOGUES = ['src/i18n/catalogue', ...widgetsWithTexts.map((w) => `widgets/${w}/texts`)];

const allCode = new Map([...sources('src'), ...sources('markers'), ...sources('widgets')].map((f) => [f, code(f)]));
const sharedCode = [...allCode]
  .filter(([f]) => !widgetsWithTexts.some((w) => f.startsWith(`widgets/${w}/`)))
  .map(([, c]) => c)
  .join('\n');
const serverCodes = new Set(Object.keys(MESSAGES));
const everyCode = [...allCode.values()].join('\n');

const named = (key: string, text: string) => new RegExp(`['"\`]${key}['"\`]`).test(text);

async function load(dir: string, lang: string): Promise<Record<string, unknown> | undefined> {
  const file = join(ROOT, dir, `${lang}.ts`);
  return existsSync(file) ? ((await import(/* @vite-ignore */ file)) as { default: Record<string, unknown> }).default : undefined;
}

describe.each(CATALOGUES)('%s', (dir) => {
  test('every key is named by code', async () => {
    const pol = (await load(dir, 'pol'))!;
    const shared = dir === 'src/i18n/catalogue';
    const unnamed = Object.keys(pol).filter((key) => (shared ? !named(key, sharedCode) : !named(key, everyCode) && !serverCodes.has(key)));
    expect(unnamed).toEqual([]);
  });

  test('all nine languages hold every key', async () => {
    const pol = (await load(dir, 'pol'))!;
    const missing: string[] = [];
    for (const lang of LANGUAGES) {
      const texts = await load(dir, lang);
      if (!texts) missing.push(`${lang}: no file`);
      else for (const key of Object.keys(pol)) if (!Object.hasOwn(texts, key)) missing.push(`${lang}: ${key}`);
    }
    expect(missing).toEqual([]);
  });

  test('its loader names all nine languages', () => {
    if (dir === 'src/i18n/catalogue') return; // the shared loaders are a typed Record<Language, ...>
    const index = readFileSync(join(ROOT, dir, 'index.ts'), 'utf8');
    expect(LANGUAGES.filter((lang) => !new RegExp(`\\b${lang}: \\(\\) => import\\('\\./${lang}'\\)`).test(index))).toEqual([]);
  });
});

test('every code asked of a translator is a key of some catalogue', async () => {
  const keys = new Set<string>();
  for (const dir of CATALOGUES) for (const key of Object.keys((await load(dir, 'pol'))!)) keys.add(key);
  const asked = new Map<string, string>();
  const call = /(?:\bt|\])(?:\?\.|\.plural)?\(\s*['"]([a-z][a-z0-9_]*)['"]|\bcode: '([a-z][a-z0-9_]*)'/g;
  for (const [file, text] of allCode) for (const m of text.matchAll(call)) asked.set(m[1] ?? m[2]!, relative(ROOT, join(ROOT, file)));
  expect(asked.size).toBeGreaterThan(50); // the pattern still finds the calls
  expect([...asked].filter(([key]) => !keys.has(key)).map(([key, file]) => `${key} (${file})`)).toEqual([]);
});
