// @vitest-environment node
/**
 * Catalogue consistency. Polish is the reference: English must match it key for key; the other languages may
 * lack keys (English shows instead, and this test lists them) but may not invent keys or change placeholders,
 * because a translation with a different {name} would silently lose the value.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import pol from '../../src/i18n/catalogue/pol.ts';
import eng from '../../src/i18n/catalogue/eng.ts';
import ger from '../../src/i18n/catalogue/ger.ts';
import cze from '../../src/i18n/catalogue/cze.ts';
import rum from '../../src/i18n/catalogue/rum.ts';
import slo from '../../src/i18n/catalogue/slo.ts';
import fre from '../../src/i18n/catalogue/fre.ts';
import ukr from '../../src/i18n/catalogue/ukr.ts';
import hun from '../../src/i18n/catalogue/hun.ts';
import { LOCALES } from '../../src/i18n/locales.ts';
import { isPluralForms, pluralCategories } from '../../src/i18n/plural.ts';
import { LANGUAGES, type Language } from '../../src/types.ts';

const CATALOGUES: Record<Language, Record<string, unknown>> = { pol, eng, ger, cze, rum, slo, fre, ukr, hun };
const polKeys = Object.keys(pol);

function placeholders(entry: unknown): string[] {
  const texts = typeof entry === 'string' ? [entry] : isPluralForms(entry) ? Object.values(entry) : [];
  const names = new Set<string>();
  for (const text of texts) for (const match of String(text).matchAll(/\{(\w+)\}/g)) names.add(match[1] ?? '');
  return [...names].sort();
}

describe('Polish reference catalogue', () => {
  // The form's message codes and texts live in widgets/form/texts/ (test/unit/form-texts.test.ts).

  test('keys are snake_case', () => {
    expect(polKeys.filter((k) => !/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(k))).toEqual([]);
  });
});

test('English has exactly the keys of Polish', () => {
  expect(Object.keys(eng).sort()).toEqual([...polKeys].sort());
});

describe.each(LANGUAGES)('%s', (lang) => {
  const catalogue = CATALOGUES[lang];
  const locale = LOCALES[lang];

  test('has no key that Polish lacks', () => {
    expect(Object.keys(catalogue).filter((k) => !Object.hasOwn(pol, k))).toEqual([]);
  });

  test('uses the same placeholders as Polish', () => {
    const differing = Object.entries(catalogue)
      .filter(([key, entry]) => placeholders(entry).join() !== placeholders(pol[key as keyof typeof pol]).join())
      .map(([key, entry]) => `${key}: ${placeholders(entry).join()} vs pol ${placeholders(pol[key as keyof typeof pol]).join()}`);
    expect(differing).toEqual([]);
  });

  test('keeps texts as texts and plural entries as plural entries, none empty', () => {
    const wrong = Object.entries(catalogue)
      .filter(([key, entry]) => {
        const reference = pol[key as keyof typeof pol];
        if (typeof reference === 'string') return typeof entry !== 'string' || entry.trim() === '';
        return !isPluralForms(entry) || Object.values(entry).some((form) => typeof form !== 'string' || form.trim() === '');
      })
      .map(([key]) => key);
    expect(wrong).toEqual([]);
  });

  test(`plural entries give every plural category of ${locale}`, () => {
    const needed = pluralCategories(locale);
    const incomplete = Object.entries(catalogue)
      .filter(([, entry]) => isPluralForms(entry))
      .flatMap(([key, entry]) => needed.filter((c) => !Object.hasOwn(entry as object, c)).map((c) => `${key}.${c}`));
    expect(incomplete).toEqual([]);
  });
});

test('reports the keys each language still takes from English', () => {
  const missing = Object.fromEntries(LANGUAGES.map((lang) => [lang, polKeys.filter((k) => !Object.hasOwn(CATALOGUES[lang], k))] as const));
  const lines = LANGUAGES.map((lang) => {
    const keys = missing[lang] ?? [];
    return `${lang}: ${keys.length} of ${polKeys.length} missing${keys.length ? ` (${keys.join(', ')})` : ''}`;
  });
  console.info(`i18n keys falling back to English:\n${lines.join('\n')}`);
  // Only the reference and its fallback must be complete; the others are reported, not enforced.
  expect(missing.pol).toEqual([]);
  expect(missing.eng).toEqual([]);
});

// The suite runs under happy-dom (the shared test/setup.ts needs a document), so DOM-freeness of the i18n
// modules is checked in their source instead: they must stay usable by the entry, workers and the server.
test('src/i18n uses no DOM, browser storage or React', () => {
  // Paths, not URL objects: happy-dom replaces the global URL class.
  const dir = join(dirname(fileURLToPath(import.meta.url)), '../../src/i18n');
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'));
  expect(files.length).toBeGreaterThan(10);
  const offending = files.filter((name) => /\b(document|window|navigator|localStorage|sessionStorage|HTMLElement)\b|from ['"]react/.test(readFileSync(join(dir, name), 'utf8')));
  expect(offending).toEqual([]);
});
