// @vitest-environment node
/**
 * Language selector rules (docs/widgets/language-selector.md): reading the country entries defensively, the
 * country-to-flag map, the step machine with its skips, the form target, the auto-open rules.
 */
import { describe, expect, test } from 'vitest';
import { canRecommend, flagOf, MAX_COUNTRIES, MAX_ENTRIES, MAX_LANGS, recommendedSite, selectorData, TEXT_MAX } from '../../widgets/language-selector/countries';
import { choose, initialSelection, isChange, options, target, visibleSteps } from '../../widgets/language-selector/steps';
import { shouldAutoOpen, wasClosed } from '../../widgets/language-selector/auto';
import { closedCookieLine, promptFirst } from '../../widgets/language-selector/prompt';

const site = (c: string, l: string) => `/shop/${c}/${l}`;
const entry = (id: string, name: string, group: string, langs: string[], extra: object = {}) => ({
  id,
  name,
  group,
  lang: langs.map((l) => ({ id: l, site: site(id, l) })),
  currencyId: 'EUR',
  currencySymbol: '€',
  ...extra,
});
/** Two regions; Poland selected (pol), Germany recommended; Austria one language; Ukraine outside the EU. */
const SHOP = {
  show_select: 'true',
  country_first: 'true',
  selectedLangId: 'pol',
  recommended_lang: 'ger',
  countries: [
    entry('pol', 'Polska', 'UE', ['pol', 'eng'], { selected: true, default: true, currencyId: 'PLN', currencySymbol: 'zł' }),
    entry('deu', 'Niemcy', 'UE', ['ger', 'eng', 'pol'], { recommended: true }),
    entry('aut', 'Austria', 'UE', ['ger']),
    entry('ukr', 'Ukraina', 'Poza UE', ['ukr', 'eng'], { currencyId: 'UAH', currencySymbol: '₴' }),
  ],
};

describe('country-to-flag map', () => {
  test.each([
    ['deu', 'ger'],
    ['gbr', 'eng'],
    ['fra', 'fre'],
    ['rou', 'rum'],
    ['svk', 'slo'],
    ['pol', 'pol'],
    ['cze', 'cze'],
    ['ukr', 'ukr'],
    ['hun', 'hun'],
    ['aut', 'aut'],
    ['DEU', 'ger'],
    ['1143020143', ''],
    ['de', ''],
    ['', ''],
    [42, ''],
    [null, ''],
  ])('%s -> %s', (code, flag) => expect(flagOf(code)).toBe(flag));
});

describe('reading the entries defensively', () => {
  test('fields, defaults and flags', () => {
    const d = selectorData(SHOP);
    expect(d.countries.map((c) => [c.id, c.group, c.flag, c.currencyId, c.selected])).toEqual([
      ['pol', 'UE', 'pol', 'PLN', true],
      ['deu', 'UE', 'ger', 'EUR', false],
      ['aut', 'UE', 'aut', 'EUR', false],
      ['ukr', 'Poza UE', 'ukr', 'UAH', false],
    ]);
    expect(d).toMatchObject({ countryFirst: true, selectedLangId: 'pol', recommendedLang: 'ger', showSelect: true, recommendedName: 'Niemcy' });
  });
  test('bad entries degrade to what is known', () => {
    const d = selectorData({
      countries: [
        null,
        7,
        'pol',
        [],
        { id: 'x' },
        { name: 'Bez id' },
        { id: 'fra', name: 'Francja', lang: [{ id: 'fre', site: 'javascript:alert(1)' }, { id: 'eng' }, 'pol', { id: 'fre', site: '/dup' }] },
        { id: 'esp', name: 'Hiszpania', group: 5, lang: 'eng' },
        { id: 'fra', name: 'Francja 2' },
      ],
      recommended_lang: 'xx',
      country_first: false,
    });
    expect(d.countries).toHaveLength(2);
    expect(d.countries[0]).toMatchObject({ id: 'fra', group: 'default', currencyId: '', currencySymbol: '', flag: 'fre' });
    expect(d.countries[0]?.langs).toEqual([
      { id: 'fre', site: '', name: '' },
      { id: 'eng', site: '', name: '' },
      { id: 'pol', site: '', name: '' },
    ]);
    expect(d.countries[1]).toMatchObject({ id: 'esp', group: '5', langs: [] });
    expect(d).toMatchObject({ recommendedLang: 'eng', countryFirst: false, showSelect: false });
  });
  test('no countries at all', () => expect(selectorData({ countries: 'nope' }).countries).toEqual([]));
  test.each([
    ['/x', '/x'],
    ['https://shop.example/de/', 'https://shop.example/de/'],
    ['javascript:alert(1)', ''],
    ['data:text/html,x', ''],
    ['', ''],
    [5, ''],
  ])('a site %j is kept only when http(s) or relative', (raw, expected) => {
    expect(selectorData({ countries: [{ id: 'pol', name: 'Polska', lang: [{ id: 'pol', site: raw }] }] }).countries[0]?.langs[0]?.site).toBe(expected);
  });
  test('recommended link: the recommended language, else the first site', () => {
    expect(recommendedSite(selectorData(SHOP))).toBe('/shop/deu/ger');
    expect(recommendedSite(selectorData({ ...SHOP, recommended_lang: 'hun' }))).toBe('/shop/deu/ger');
    expect(recommendedSite(selectorData({ ...SHOP, recommended_lang: 'eng' }))).toBe('/shop/deu/eng');
    expect(recommendedSite(selectorData({ countries: [entry('pol', 'Polska', 'UE', ['pol'])] }))).toBe('');
  });
  test.each([
    ['recommended country with a link', { is_recommended_country: 'true' }, true],
    ['not the recommended country: no delivery', { is_recommended_country: 'false', is_default_country: 'true' }, false],
    ['recommended but no recommended entry', { is_recommended_country: 'true', countries: SHOP.countries.slice(0, 1) }, false],
    ['recommended but its entry has no site', { is_recommended_country: 'true', countries: [{ id: 'deu', name: 'Niemcy', recommended: true, lang: [{ id: 'ger' }] }] }, false],
  ])('prompt message: %s', (_n, p, expected) => expect(canRecommend(selectorData({ ...SHOP, ...p }))).toBe(expected));
});

describe('steps: region, then country, then language, with skips', () => {
  const d = selectorData(SHOP);
  test('starts from the selected country and language', () => {
    expect(initialSelection(d)).toEqual({ group: 'UE', country: 'pol', lang: 'pol' });
    expect(visibleSteps(d, initialSelection(d))).toEqual(['region', 'country', 'language']);
  });
  test('options of each step follow the choices before it', () => {
    const sel = initialSelection(d);
    expect(options(d, 'region', sel).map((o) => o.value)).toEqual(['UE', 'Poza UE']);
    expect(options(d, 'country', sel).map((o) => o.value)).toEqual(['pol', 'deu', 'aut']);
    expect(options(d, 'language', sel).map((o) => o.value)).toEqual(['pol', 'eng']);
  });
  test("another region: its first country, that country's language", () => {
    const sel = choose(d, initialSelection(d), 'region', 'Poza UE');
    expect(sel).toEqual({ group: 'Poza UE', country: 'ukr', lang: 'ukr' });
    expect(options(d, 'country', sel).map((o) => o.value)).toEqual(['ukr']);
    // One country in the region: its step is still shown, so the shopper sees Ukraina with UAH (₴) before
    // applying (it used to be skipped).
    expect(visibleSteps(d, sel)).toEqual(['region', 'country', 'language']);
    expect(target(d, sel)).toBe('/shop/ukr/ukr');
  });
  test.each([
    [
      'each region with one country',
      [entry('usa', 'Stany Zjednoczone', 'Ameryka', ['eng'], { currencyId: 'USD', currencySymbol: '$' }), entry('pol', 'Polska', 'Europa', ['pol'], { selected: true })],
    ],
    [
      'a region picked whose only country is not the current one',
      [entry('pol', 'Polska', 'Europa', ['pol', 'eng'], { selected: true }), entry('usa', 'Stany Zjednoczone', 'Ameryka', ['eng'], { currencyId: 'USD', currencySymbol: '$' })],
    ],
  ])('the country step is shown whenever a region is picked: %s', (_n, countries) => {
    const shop = selectorData({ countries });
    const sel = choose(shop, initialSelection(shop), 'region', 'Ameryka');
    expect(sel).toEqual({ group: 'Ameryka', country: 'usa', lang: 'eng' });
    expect(visibleSteps(shop, sel)).toEqual(['region', 'country']); // one language: that step alone is skipped
    expect(options(shop, 'country', sel).map((o) => [o.country?.name, o.country?.currencyId, o.country?.currencySymbol, o.country?.flag])).toEqual([['Stany Zjednoczone', 'USD', '$', 'usa']]);
  });
  test('a country with one language skips the language step', () => {
    const sel = choose(d, initialSelection(d), 'country', 'aut');
    expect(sel).toEqual({ group: 'UE', country: 'aut', lang: 'ger' });
    expect(visibleSteps(d, sel)).toEqual(['region', 'country']);
    expect(target(d, sel)).toBe('/shop/aut/ger');
  });
  test('the language is kept when the new country offers it', () => {
    const sel = choose(d, initialSelection(d), 'country', 'deu');
    expect(sel.lang).toBe('pol');
    expect(target(d, sel)).toBe('/shop/deu/pol');
    expect(isChange(d, sel)).toBe(true);
    expect(isChange(d, initialSelection(d))).toBe(false);
  });
  test('a single-country shop skips the region step only: its country (with currency) is shown', () => {
    const one = selectorData({ selectedLangId: 'eng', countries: [entry('pol', 'Polska', 'UE', ['pol', 'eng'])] });
    expect(initialSelection(one)).toEqual({ group: 'UE', country: 'pol', lang: 'eng' });
    expect(visibleSteps(one, initialSelection(one))).toEqual(['country', 'language']);
  });
  test('one country, one language: the country is still shown so there is something to confirm', () => {
    const one = selectorData({ countries: [entry('pol', 'Polska', 'UE', ['pol'])] });
    expect(visibleSteps(one, initialSelection(one))).toEqual(['country']);
    expect(target(one, initialSelection(one))).toBe('/shop/pol/pol');
  });
  test('one region, several countries: the region step stays (only a single-country shop skips it)', () => {
    const eu = selectorData({ countries: SHOP.countries.slice(0, 3) });
    expect(visibleSteps(eu, initialSelection(eu))).toEqual(['region', 'country', 'language']);
  });
  test('country_first false: language first, then the regions and countries offering it', () => {
    const lf = selectorData({ ...SHOP, country_first: 'false' });
    let sel = initialSelection(lf);
    expect(options(lf, 'language', sel).map((o) => o.value)).toEqual(['pol', 'eng', 'ger', 'ukr']);
    sel = choose(lf, sel, 'language', 'ger');
    expect(sel).toEqual({ group: 'UE', country: 'deu', lang: 'ger' });
    expect(options(lf, 'region', sel).map((o) => o.value)).toEqual(['UE']);
    expect(options(lf, 'country', sel).map((o) => o.value)).toEqual(['deu', 'aut']);
    expect(visibleSteps(lf, sel)).toEqual(['language', 'region', 'country']);
    sel = choose(lf, sel, 'language', 'ukr');
    expect(sel).toMatchObject({ group: 'Poza UE', country: 'ukr' });
  });
  test('a country without a site cannot be submitted', () => {
    const d2 = selectorData({ countries: [{ id: 'pol', name: 'Polska', lang: [{ id: 'pol' }], selected: true }, entry('deu', 'Niemcy', 'default', ['ger'])] });
    expect(target(d2, initialSelection(d2))).toBe('');
    expect(target(d2, choose(d2, initialSelection(d2), 'country', 'deu'))).toBe('/shop/deu/ger');
  });
  test('a country without languages', () => {
    const d3 = selectorData({ countries: [{ id: 'pol', name: 'Polska' }] });
    expect(initialSelection(d3)).toEqual({ group: 'default', country: 'pol', lang: '' });
    expect(target(d3, initialSelection(d3))).toBe('');
  });
});

describe('auto-open', () => {
  test.each([
    ['show_select "true", nothing closed', { show_select: 'true' }, '', '', true],
    ['show_select true (boolean)', { show_select: true }, '', '', true],
    ['show_select "false"', { show_select: 'false' }, '', '', false],
    ['show_select missing', {}, '', '', false],
    ['show_select "1" is not "true"', { show_select: '1' }, '', '', false],
    ['closed by the cookie', { show_select: 'true' }, 'a=1; redirection=closed', '', false],
    ['another redirection value', { show_select: 'true' }, 'redirection=open', '', true],
    ['URL flag redirection=redirected', { show_select: 'true' }, '', '?x=1&redirection=redirected', false],
    ['another URL flag value', { show_select: 'true' }, '', '?redirection=no', true],
  ])('%s', (_n, props, cookie, search, expected) => expect(shouldAutoOpen(props, cookie, search)).toBe(expected));
  test('wasClosed and the cookie written', () => {
    expect(wasClosed('xredirection=closed', '')).toBe(false);
    expect(closedCookieLine()).toBe('redirection=closed; path=/; max-age=2592000');
  });
  test.each([
    [{ is_recommended_country: 'true' }, true],
    [{ is_default_country: 'true' }, true],
    [{ is_recommended_country: 'false', is_default_country: 'false' }, false],
    [{}, false],
  ])('prompt first %j', (p, expected) => expect(promptFirst(p)).toBe(expected));
});

describe('bounded work whatever the data holds', () => {
  const many = (n: number) => Array.from({ length: n }, (_, i) => entry(`c${i}`, `Kraj ${i}`, `Region ${i % 7}`, ['pol', 'eng']));
  test('10,000 countries: the first MAX_COUNTRIES kept, the rest counted; read, stepped and targeted in under 50 ms', () => {
    const countries = many(10_000);
    const start = performance.now();
    const d = selectorData({ countries });
    const sel = choose(d, initialSelection(d), 'region', 'Region 3');
    const steps = visibleSteps(d, sel);
    const opts = options(d, 'country', sel);
    expect(performance.now() - start).toBeLessThan(50);
    expect(d.countries).toHaveLength(MAX_COUNTRIES);
    expect(d.dropped).toBe(10_000 - MAX_COUNTRIES);
    expect(steps).toEqual(['region', 'country', 'language']);
    expect(opts.length).toBeLessThanOrEqual(Math.ceil(MAX_COUNTRIES / 7));
  });
  test('20,000 repeats of one id: read once, at most MAX_ENTRIES entries examined, in under 50 ms', () => {
    const countries = Array.from({ length: 20_000 }, () => entry('pol', 'Polska', 'UE', ['pol']));
    const start = performance.now();
    const d = selectorData({ countries });
    expect(performance.now() - start).toBeLessThan(50);
    expect(d.countries.map((c) => c.id)).toEqual(['pol']);
    expect(d.dropped).toBe(20_000 - MAX_ENTRIES);
  });
  test('a country with 5,000 languages keeps MAX_LANGS; 100 KB names are cut to TEXT_MAX', () => {
    const long = 'ż'.repeat(100_000);
    const d = selectorData({
      countries: [
        {
          ...entry(
            'pol',
            long,
            long,
            Array.from({ length: 5_000 }, (_, i) => `l${i}`),
          ),
        },
      ],
    });
    expect(d.countries[0]?.langs).toHaveLength(MAX_LANGS);
    expect(d.countries[0]?.name).toHaveLength(TEXT_MAX);
    expect(d.countries[0]?.group).toHaveLength(TEXT_MAX);
  });
});
