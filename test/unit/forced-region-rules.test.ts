// @vitest-environment node
/**
 * Forced-region notice rules (docs/widgets/forced-region.md): cookie parsing (raw or URL-encoded JSON,
 * truncated, wrong types), the show rule, the variant choice, the Continue cookies, the unset call per
 * variant and the meaning of its answer, the statements. Expected values worked out by hand.
 */
import { describe, expect, test } from 'vitest';
import { continueCookies, cookieValue, onRestore, parseForced, readForced, variantOf, wantsNotice, deleteCookie } from '../../widgets/forced-region/cookies';
import { forcedCookieAsks } from '../../widgets/forced-region/gate';
import { outcomeOf, unsetCall } from '../../widgets/forced-region/restore';
import { restoreLabel, statements, currencyText } from '../../widgets/forced-region/notice';

const enc = (o: unknown) => encodeURIComponent(JSON.stringify(o));
const REGION = { currentCountry: 'Niemcy', defaultCountry: 'Polska', showModal: true };
const ZIP = { currentZipcode: '00-950', defaultZipcode: '30-001', showModal: true };

describe('parseForced: raw or URL-encoded JSON; anything else is absent', () => {
  test.each([
    ['raw JSON', JSON.stringify(REGION), { current: 'Niemcy', default: 'Polska', showModal: true, encoded: false }],
    ['URL-encoded JSON', enc(REGION), { current: 'Niemcy', default: 'Polska', showModal: true, encoded: true }],
    ['showModal false', JSON.stringify({ ...REGION, showModal: false }), { current: 'Niemcy', showModal: false }],
    ['showModal as the string "true"', JSON.stringify({ ...REGION, showModal: 'true' }), { showModal: true }],
    ['showModal 1 is not true', JSON.stringify({ ...REGION, showModal: 1 }), { showModal: false }],
    ['showModal "yes" is not true', JSON.stringify({ ...REGION, showModal: 'yes' }), { showModal: false }],
    ['missing showModal', JSON.stringify({ currentCountry: 'Niemcy' }), { current: 'Niemcy', default: '', showModal: false }],
    ['country as a number', JSON.stringify({ currentCountry: 1143020143, showModal: true }), { current: '1143020143' }],
    ['country as an object', JSON.stringify({ currentCountry: { x: 1 }, showModal: true }), { current: '', showModal: true }],
    ['HTML kept as text', JSON.stringify({ currentCountry: '<img src=x onerror=alert(1)>', showModal: true }), { current: '<img src=x onerror=alert(1)>' }],
  ])('%s', (_name, raw, expected) => {
    expect(parseForced(raw, 'region')).toMatchObject(expected);
  });

  test.each([
    ['truncated raw', '{"currentCountry":"Niemcy","showMod'],
    ['truncated encoded', enc(REGION).slice(0, 30)],
    ['broken escape', '%E0%A4%A'],
    ['an array', '[1,2]'],
    ['null', 'null'],
    ['a number', '42'],
    ['a string', '"true"'],
    ['empty', ''],
  ])('%s gives null', (_name, raw) => {
    expect(parseForced(raw, 'region')).toBeNull();
  });

  test('zipcode fields', () => {
    expect(parseForced(enc(ZIP), 'zipcode')).toMatchObject({ current: '00-950', default: '30-001', showModal: true });
  });
});

describe('cookieValue', () => {
  test.each([
    ['a=1; setRegionForced=xyz; b=2', 'xyz'],
    ['setRegionForced=x=y', 'x=y'],
    ['xsetRegionForced=1', null],
    ['setRegionForcedX=1', null],
    ['', null],
  ])('%s', (cookie, expected) => expect(cookieValue(cookie, 'setRegionForced')).toBe(expected));
});

describe('wantsNotice and variantOf', () => {
  const cookie = (region?: object | string, zip?: object | string) =>
    [region !== undefined && `setRegionForced=${typeof region === 'string' ? region : enc(region)}`, zip !== undefined && `setZipcodeForced=${typeof zip === 'string' ? zip : JSON.stringify(zip)}`]
      .filter(Boolean)
      .join('; ');
  test.each([
    ['no cookies', cookie(), false, null],
    ['region only', cookie(REGION), true, 'region'],
    ['zipcode only', cookie(undefined, ZIP), true, 'zipcode'],
    ['both', cookie(REGION, ZIP), true, 'regionAndZipcode'],
    ['both, only the zipcode asks', cookie({ ...REGION, showModal: false }, ZIP), true, 'regionAndZipcode'],
    ['both, neither asks', cookie({ ...REGION, showModal: false }, { ...ZIP, showModal: false }), false, 'regionAndZipcode'],
    ['region without a country, zipcode present', cookie({ defaultCountry: 'Polska', showModal: true }, ZIP), true, 'zipcode'],
    ['showModal true but no values at all', cookie({ showModal: true }), true, null],
    ['truncated region, zipcode fine', cookie('{"currentCountry":"Nie', ZIP), true, 'zipcode'],
  ])('%s', (_n, c, wants, variant) => {
    const s = readForced(c);
    expect(wantsNotice(s)).toBe(wants);
    expect(variantOf(s)).toBe(variant);
  });
});

describe('the load gate agrees with the parser on showModal true', () => {
  test.each([
    [`setRegionForced=${JSON.stringify(REGION)}`, true],
    [`setRegionForced=${enc(REGION)}`, true],
    [`a=1; setZipcodeForced=${enc(ZIP)}`, true],
    [`setZipcodeForced=${JSON.stringify({ ...ZIP, showModal: false })}`, false],
    [`setRegionForced=${enc({ ...REGION, showModal: false })}; other={"showModal":true}`, false],
    ['', false],
  ])('%s', (c, expected) => expect(forcedCookieAsks(c)).toBe(expected));
});

describe('Continue: showModal false in both cookies, in the form each came', () => {
  test('raw stays raw, encoded stays encoded, other fields kept, path /', () => {
    const s = readForced(`setRegionForced=${JSON.stringify({ currentCountry: 'Niemcy', defaultCountry: 'Polska', showModal: true, extra: 7 })}; setZipcodeForced=${enc(ZIP)}`);
    expect(continueCookies(s)).toEqual([
      'setRegionForced={"currentCountry":"Niemcy","defaultCountry":"Polska","showModal":false,"extra":7}; path=/',
      `setZipcodeForced=${enc({ ...ZIP, showModal: false })}; path=/`,
    ]);
  });
  test('a raw value that cannot stay raw (; or non-ASCII) is encoded', () => {
    const s = readForced(`setRegionForced=${JSON.stringify({ currentCountry: 'Česko', showModal: true })}`);
    expect(continueCookies(s)).toEqual([`setRegionForced=${enc({ currentCountry: 'Česko', showModal: false })}; path=/`]);
  });
  test('only the cookies present are written', () => {
    expect(continueCookies(readForced(`setZipcodeForced=${enc(ZIP)}`))).toHaveLength(1);
    expect(continueCookies(readForced(''))).toEqual([]);
  });
  test('deleting', () => expect(deleteCookie('setRegionForced')).toBe('setRegionForced=; path=/; max-age=0'));
});

describe('restore: the unset call of each variant and its answer', () => {
  test.each([
    ['region', 'unsetRegion', ['unsetTemporaryRegion'], ['setRegionForced']],
    ['zipcode', 'unsetZipcode', ['unsetTemporaryZipcode'], ['setZipcodeForced']],
    ['regionAndZipcode', 'unsetRegionAndZipcode', ['unsetTemporaryRegion', 'unsetTemporaryZipcode'], ['setRegionForced', 'setZipcodeForced']],
  ] as const)('%s', (variant, hint, fields, cookies) => {
    const call = unsetCall(variant);
    expect(call.hint).toBe(hint);
    expect([...call.document.matchAll(/unsetTemporary\w+/g)].map((m) => m[0])).toEqual(fields);
    expect(call.cookies).toEqual(cookies);
  });

  const ok = { status: 'success', error: null };
  const no = { status: 'error', error: { code: 'x', message: 'Nie teraz' } };
  test.each([
    ['region success', 'region', { unsetTemporaryRegion: ok }, { kind: 'success' }],
    ['zipcode success', 'zipcode', { unsetTemporaryZipcode: ok }, { kind: 'success' }],
    ['both: the status is read from unsetTemporaryRegion', 'regionAndZipcode', { unsetTemporaryRegion: ok, unsetTemporaryZipcode: no }, { kind: 'success' }],
    ['both: region refused', 'regionAndZipcode', { unsetTemporaryRegion: no, unsetTemporaryZipcode: ok }, { kind: 'refused', message: 'Nie teraz' }],
    ['refused without a message', 'region', { unsetTemporaryRegion: { status: 'fail' } }, { kind: 'refused', message: '' }],
    ['status "Success" is not success', 'region', { unsetTemporaryRegion: { status: 'Success' } }, { kind: 'refused', message: '' }],
    ['no answer (network)', 'region', false, { kind: 'failed' }],
    ['field missing', 'region', { unsetTemporaryZipcode: ok }, { kind: 'failed' }],
  ] as const)('%s', (_n, variant, data, expected) => {
    expect(outcomeOf(variant, data as never)).toEqual(expected);
  });
});

describe('the notice statements', () => {
  const s = readForced(`setRegionForced=${enc(REGION)}; setZipcodeForced=${enc(ZIP)}`);
  const pln = { id: 'PLN', symbol: 'zł' };
  test('region', () => {
    expect(statements('region', s, pln)).toEqual([
      { code: 'region_chosen_country', params: { country: 'Niemcy' } },
      { code: 'region_prices_currency', params: { currency: 'zł (PLN)' } },
      { code: 'region_delivery_basis', params: { country: 'Niemcy' } },
    ]);
  });
  test('zipcode', () => {
    expect(statements('zipcode', s, pln).map((l) => [l.code, Object.values(l.params)[0]])).toEqual([
      ['region_chosen_zipcode', '00-950'],
      ['region_prices_currency', 'zł (PLN)'],
      ['region_delivery_basis', '00-950'],
    ]);
  });
  test('regionAndZipcode', () => {
    expect(statements('regionAndZipcode', s, pln).map((l) => Object.values(l.params)[0])).toEqual(['Niemcy', '00-950', 'zł (PLN)', 'Niemcy, 00-950']);
  });
  test.each([
    [{ id: 'EUR', symbol: '€' }, '€ (EUR)'],
    [{ id: 'EUR', symbol: 'EUR' }, 'EUR'],
    [{ id: '', symbol: 'zł' }, 'zł'],
    [{ id: 'PLN', symbol: '' }, 'PLN'],
  ])('currency %j', (c, expected) => expect(currencyText(c)).toBe(expected));
  test.each([
    ['region', 'region_restore_default', 'Polska', true],
    ['zipcode', 'region_restore_default_zipcode', '30-001', true],
    ['regionAndZipcode', 'region_restore_default_both', 'Polska, 30-001', true],
  ] as const)('restore label %s', (variant, code, value, known) => {
    expect(restoreLabel(variant, s)).toEqual({ code, params: { default: value }, known });
  });
  test('restore label with an unknown default', () => {
    expect(restoreLabel('region', readForced(`setRegionForced=${enc({ currentCountry: 'Niemcy', showModal: true })}`)).known).toBe(false);
  });
});

describe('back from the back/forward cache: what the notice does with the cookies as they are now', () => {
  const cookie = (region?: object, zip?: object) => [region && `setRegionForced=${JSON.stringify(region)}`, zip && `setZipcodeForced=${enc(zip)}`].filter(Boolean).join('; ');
  const shown = readForced(cookie(REGION, ZIP));
  test('the same region and postcode still asking: kept', () => {
    expect(onRestore(shown, readForced(cookie(REGION, ZIP)))).toBe('keep');
  });
  test('Continue pressed on another page (showModal false in both): closed, the page stays', () => {
    expect(onRestore(shown, readForced(cookie({ ...REGION, showModal: false }, { ...ZIP, showModal: false })))).toBe('close');
  });
  test('one cookie still asking: kept', () => {
    expect(onRestore(shown, readForced(cookie({ ...REGION, showModal: false }, ZIP)))).toBe('keep');
  });
  test('another country, or another postcode: the page loads again (its prices are for the old region)', () => {
    expect(onRestore(shown, readForced(cookie({ ...REGION, currentCountry: 'Czechy' }, ZIP)))).toBe('reload');
    expect(onRestore(shown, readForced(cookie(REGION, { ...ZIP, currentZipcode: '00-001' })))).toBe('reload');
  });
  test('the defaults restored on another page (both cookies deleted): the page loads again', () => {
    expect(onRestore(shown, readForced(''))).toBe('reload');
  });
  test('cookies turned to garbage meanwhile read as absent: loads again, never throws', () => {
    expect(onRestore(shown, readForced('setRegionForced={"currentCountry":; setZipcodeForced=%7B'))).toBe('reload');
  });
});
