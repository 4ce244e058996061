// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { LOCALES } from '../../src/i18n/locales.ts';
import { pluralCategory, selectPlural } from '../../src/i18n/plural.ts';
import { catalogueOf, createTranslator, type Messages, type PluralCode } from '../../src/i18n/messages.ts';

/** A plural entry only the test catalogues hold (typed as a plural code of the shipped catalogue). */
const DAYS_CODE = 'days' as PluralCode;
import pol from '../../src/i18n/catalogue/pol.ts';
import eng from '../../src/i18n/catalogue/eng.ts';
import ukr from '../../src/i18n/catalogue/ukr.ts';
import cze from '../../src/i18n/catalogue/cze.ts';
import type { Language } from '../../src/types.ts';

describe('pluralCategory (CLDR via Intl)', () => {
  test.each<[Language, number, string]>([
    ['pol', 1, 'one'],
    ['pol', 2, 'few'],
    ['pol', 4, 'few'],
    ['pol', 5, 'many'],
    ['pol', 12, 'many'],
    ['pol', 22, 'few'],
    ['pol', 25, 'many'],
    ['pol', 0, 'many'],
    ['pol', 1.5, 'other'],
    ['eng', 1, 'one'],
    ['eng', 0, 'other'],
    ['eng', 2, 'other'],
    ['ukr', 1, 'one'],
    ['ukr', 21, 'one'],
    ['ukr', 3, 'few'],
    ['ukr', 11, 'many'],
    ['ukr', 1.5, 'other'],
    ['cze', 1, 'one'],
    ['cze', 3, 'few'],
    ['cze', 5, 'other'],
    ['cze', 1.5, 'many'],
  ])('%s %d -> %s', (lang, count, category) => {
    expect(pluralCategory(count, LOCALES[lang])).toBe(category);
  });

  test('a missing category falls back to other', () => {
    expect(selectPlural({ other: '{count} x' }, 1, 'pl')).toBe('{count} x');
  });
});

// "days" (a plural entry with a fraction form in every language) is not shipped: the shared catalogue holds
// only texts that code names. The translator's plural rules are checked with it here.
const DAYS = {
  pol: { one: '{count} dzień', few: '{count} dni', many: '{count} dni', other: '{count} dnia' },
  eng: { one: '{count} day', other: '{count} days' },
  ukr: { one: '{count} день', few: '{count} дні', many: '{count} днів', other: '{count} дня' },
  cze: { one: '{count} den', few: '{count} dny', many: '{count} dne', other: '{count} dní' },
};
const withDays = (own: object, days: object) => ({ ...own, days }) as unknown as Messages;
const english = withDays(eng, DAYS.eng);
const OWN: Partial<Record<Language, Partial<Messages>>> = {
  pol: withDays(pol, DAYS.pol),
  eng: english,
  ukr: withDays(ukr, DAYS.ukr),
  cze: withDays(cze, DAYS.cze),
};

function translator(lang: Language, own: Partial<Messages> = OWN[lang] ?? {}) {
  return createTranslator(catalogueOf(lang, own, english));
}

describe('t.plural("days")', () => {
  // The Polish forms: dzień / dni / dnia (genitive singular for fractions), as docs/theme-guide.md states.
  test.each<[Language, number, string]>([
    ['pol', 1, '1 dzień'],
    ['pol', 2, '2 dni'],
    ['pol', 5, '5 dni'],
    ['pol', 22, '22 dni'],
    ['pol', 0, '0 dni'],
    ['pol', 1.5, '1,5 dnia'],
    ['eng', 1, '1 day'],
    ['eng', 0, '0 days'],
    ['eng', 2, '2 days'],
    ['eng', 1.5, '1.5 days'],
    ['ukr', 1, '1 день'],
    ['ukr', 21, '21 день'],
    ['ukr', 3, '3 дні'],
    ['ukr', 5, '5 днів'],
    ['ukr', 11, '11 днів'],
    ['ukr', 1.5, '1,5 дня'],
    ['cze', 1, '1 den'],
    ['cze', 3, '3 dny'],
    ['cze', 5, '5 dní'],
    ['cze', 1.5, '1,5 dne'],
  ])('%s %d -> %s', (lang, count, expected) => {
    expect(translator(lang).plural(DAYS_CODE, count)).toBe(expected);
  });
});

describe('t.plural("search_results")', () => {
  test.each<[Language, number, string]>([
    ['pol', 1, '1 wynik'],
    ['pol', 3, '3 wyniki'],
    ['pol', 12, '12 wyników'],
    ['pol', 24, '24 wyniki'],
    ['pol', 0, '0 wyników'],
    ['eng', 1, '1 result'],
    ['eng', 12, '12 results'],
    ['ukr', 1, '1 результат'],
    ['ukr', 2, '2 результати'],
    ['ukr', 12, '12 результатів'],
    ['cze', 1, '1 výsledek'],
    ['cze', 4, '4 výsledky'],
    ['cze', 12, '12 výsledků'],
  ])('%s %d -> %s', (lang, count, expected) => {
    expect(translator(lang).plural('search_results', count)).toBe(expected);
  });
});

test('an entry missing from the language uses English forms chosen by English rules', () => {
  // Czech 1.5 is "many"; English has no such form, so English rules must pick "other".
  const t = translator('cze', {});
  expect(t.plural(DAYS_CODE, 1.5)).toBe('1,5 days');
  expect(t.plural(DAYS_CODE, 1)).toBe('1 day');
});
