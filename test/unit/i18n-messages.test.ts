// @vitest-environment node
import { afterEach, describe, expect, test, vi } from 'vitest';
import { catalogueOf, createTranslator, interpolate, loadCatalogue, type Messages, type PluralCode } from '../../src/i18n/messages.ts';

/** A plural entry only the test catalogues hold (typed as a plural code of the shipped catalogue). */
const DAYS_CODE = 'days' as PluralCode;
import shippedPol from '../../src/i18n/catalogue/pol.ts';
import shippedEng from '../../src/i18n/catalogue/eng.ts';
import { LANGUAGES, type Language } from '../../src/types.ts';

// The shipped catalogue holds only the keys code names; the translator's cases below also need texts with
// several placeholders and a plural entry with a fraction form, so the test adds them here.
const pol = {
  ...shippedPol,
  list_default_name: 'Lista zakupowa',
  instal_min: 'Minimalna kwota zakupu w systemie ratalnym {provider} to {amount}.',
  lang_change_shop: 'Zmień sklep na: {country}',
  region_restore_default: 'Przywróć domyślny kraj/region dostawy: {default}',
  map_cluster: 'Grupa punktów: {count}',
  days: { one: '{count} dzień', few: '{count} dni', many: '{count} dni', other: '{count} dnia' },
} as unknown as Messages;
const eng = shippedEng as Messages;

afterEach(() => {
  vi.restoreAllMocks();
});

// A German catalogue that lacks most keys: the fallback cases need a language with gaps.
const gerPartial: Partial<Messages> = { ui_close: 'Schließen', search_label: 'Im Shop suchen' };
const ger = catalogueOf('ger', gerPartial, eng);

describe('lookup order: shop texts -> language -> English -> code', () => {
  test.each<[string, Record<string, string>, string, string]>([
    ['shop text wins over the language', { ui_close: 'Zamknij to' }, 'ui_close', 'Zamknij to'],
    ['shop text for a server code', { no_firstname: 'Imię, proszę' }, 'no_firstname', 'Imię, proszę'],
    ['language when no shop text', {}, 'ui_close', 'Schließen'],
    ['English when the language lacks the key', {}, 'search_close', 'Close search'],
    ['empty shop text is ignored', { ui_close: '' }, 'ui_close', 'Schließen'],
    ['shop text for a code no catalogue has', { custom_code: 'Own text' }, 'custom_code', 'Own text'],
  ])('%s', (_name, overrides, code, expected) => {
    expect(createTranslator(ger, overrides)(code, {})).toBe(expected);
  });

  test('non-string shop texts from page JSON are ignored', () => {
    const overrides = { ui_close: 42 } as unknown as Record<string, string>;
    expect(createTranslator(ger, overrides)('ui_close')).toBe('Schließen');
  });

  test('Polish catalogue answers in Polish', () => {
    const t = createTranslator(catalogueOf('pol', pol, pol));
    expect(t('search_show_all')).toBe('Pokaż wszystkie wyniki wyszukiwania');
    expect(t('list_default_name')).toBe('Lista zakupowa');
    expect(t.lang).toBe('pol');
  });
});

describe('placeholders', () => {
  const t = createTranslator(catalogueOf('pol', pol, pol));
  test.each<[string, Record<string, string | number>, string]>([
    ['instal_min', { provider: 'Raty', amount: '300,00 zł' }, 'Minimalna kwota zakupu w systemie ratalnym Raty to 300,00 zł.'],
    ['lang_change_shop', { country: 'Niemcy' }, 'Zmień sklep na: Niemcy'],
    ['region_restore_default', { default: 'Polska' }, 'Przywróć domyślny kraj/region dostawy: Polska'],
    // Values are text, never markup, and are not expanded again.
    ['lang_change_shop', { country: '<b>{country}</b>' }, 'Zmień sklep na: <b>{country}</b>'],
    // "$&" means "the match" to String.replace with a string replacement; a function replacement must be used.
    ['lang_change_shop', { country: '$& $1' }, 'Zmień sklep na: $& $1'],
    // A missing parameter stays visible instead of silently disappearing.
    ['lang_change_shop', {}, 'Zmień sklep na: {country}'],
    // Numbers follow the page's number format.
    ['map_cluster', { count: 1.5 }, 'Grupa punktów: 1,5'],
  ])('%s %j', (code, params, expected) => {
    expect(t(code, params)).toBe(expected);
  });

  test('shop texts are filled too', () => {
    const custom = createTranslator(catalogueOf('pol', pol, pol), { form_minlength: 'Min. {n} znaków' });
    expect(custom('form_minlength', { n: 8 })).toBe('Min. 8 znaków');
  });

  test('inherited object keys are not parameters', () => {
    expect(interpolate('{toString}', {}, String)).toBe('{toString}');
  });
});

describe('unknown codes', () => {
  test('returns the code and warns once per code', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const t = createTranslator(ger);
    expect(t('no_such_code_1')).toBe('no_such_code_1');
    expect(t('no_such_code_1')).toBe('no_such_code_1');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(t('no_such_code_2')).toBe('no_such_code_2');
    expect(warn).toHaveBeenCalledTimes(2);
  });

  test.each(['toString', 'constructor', '__proto__', 'hasOwnProperty'])('%s does not reach Object.prototype', (code) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(createTranslator(ger)(code)).toBe(code);
  });

  test('a plural code asked for with t() gives its "other" form', () => {
    expect(createTranslator(catalogueOf('pol', pol, pol))('days', { count: 3 })).toBe('3 dnia');
  });
});

describe('plural overrides', () => {
  const base = catalogueOf('pol', pol, pol);
  test.each<[Record<string, string>, number, string]>([
    [{ days: '{count} d.' }, 5, '5 d.'],
    [{ 'days.few': '{count} dniówki' }, 3, '3 dniówki'],
    [{ 'days.few': '{count} dniówki' }, 5, '5 dni'],
  ])('%j, %d -> %s', (overrides, count, expected) => {
    expect(createTranslator(base, overrides).plural(DAYS_CODE, count)).toBe(expected);
  });
});

describe('loadCatalogue', () => {
  test.each(LANGUAGES)('%s loads, with complete English underneath', async (lang: Language) => {
    const catalogue = await loadCatalogue(lang);
    expect(catalogue.lang).toBe(lang);
    expect(Object.keys(catalogue.fallback).sort()).toEqual(Object.keys(lang === 'pol' ? shippedPol : shippedEng).sort());
    const t = createTranslator(catalogue);
    expect(t('ui_close')).not.toBe('ui_close');
  });

  test('Polish needs no English chunk', async () => {
    const catalogue = await loadCatalogue('pol');
    expect(catalogue.fallback).toBe(catalogue.messages);
    expect(createTranslator(catalogue)('ui_close')).toBe('Zamknij');
  });

  test('an unknown language falls back to Polish', async () => {
    const catalogue = await loadCatalogue('xyz' as Language);
    expect(catalogue.lang).toBe('pol');
  });
});

describe('types', () => {
  test('t.plural accepts only plural entries; t accepts any code', () => {
    const t = createTranslator(catalogueOf('pol', pol, pol));
    // @ts-expect-error a text entry is not a plural entry (tsc checks this line)
    expect(t.plural('ui_close', 2)).toBe('Zamknij');
    // Server codes arrive as plain strings, so t takes any string.
    const serverCode: string = 'ui_close';
    expect(t(serverCode)).toBe('Zamknij');
  });
});
