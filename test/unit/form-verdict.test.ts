// @vitest-environment node
/**
 * The form widget's decisions that need no DOM (widgets/form/verdict.ts, files.ts, outcome.ts, state.ts):
 * a filled field's type rules, its logical name, a file input's options and verdict, which field shows a
 * server problem, and which fields wait for `change`. Expected values worked out by hand.
 */
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_BLACKLIST, fileRules, fileVerdict } from '../../widgets/form/files';
import { ownProblem } from '../../widgets/form/outcome';
import { waitsForChange } from '../../widgets/form/state';
import { logicalName, typedVerdict } from '../../widgets/form/verdict';

const noRegion = () => null;
const POLAND = () => 1143020003;

describe('typedVerdict: a filled field after the browser rules', () => {
  it.each([
    [null, 'anything', noRegion, null], // no server type: passes here
    ['email', 'jan@example.com', noRegion, 'server'],
    ['firstname', 'Jan2', noRegion, { code: 'form_no_digits' }],
    ['lastname', 'Kowal3ski', noRegion, { code: 'form_no_digits' }],
    ['city', 'Gdańsk 2', noRegion, 'server'], // digits are only refused in names
    ['lastname', 'Kowalski', noRegion, 'server'],
    ['phone', '12345678', noRegion, { code: 'form_phone_invalid', params: { min: 9 } }], // 8 characters, no country
    ['phone', ' 12345678 ', noRegion, { code: 'form_phone_invalid', params: { min: 9 } }], // spaces around do not count
    ['phone', '123456789', noRegion, 'server'], // 9: long enough without a country
    ['phone', '1234', POLAND, 'server'], // with a country the server judges the length
    ['zipcode', '1'.repeat(21), noRegion, { code: 'form_maxlength', params: { n: 20 } }], // postcodes: 20 at most
    ['zipcode', '1'.repeat(20), noRegion, 'server'],
    ['firstname', '1'.repeat(10_001), noRegion, { code: 'form_maxlength', params: { n: 10_000 } }], // too long before digits
  ] as const)('%s %j -> %j', (type, value, region, expected) => {
    expect(typedVerdict(type, value, region)).toEqual(expected);
  });

  it('asks for the region of a phone only (reading it may log a console message)', () => {
    const region = vi.fn(() => null);
    typedVerdict('email', 'jan@example.com', region);
    typedVerdict('firstname', 'Jan', region);
    expect(region).not.toHaveBeenCalled();
    typedVerdict('phone', '600100200', region);
    expect(region).toHaveBeenCalledTimes(1);
  });
});

describe('logicalName', () => {
  it.each([
    ['firstname', 'Jan', null, 'client_firstname', 'firstname'], // the server type first
    ['phone email', '+48 600 100 200', null, 'contact', 'phone'], // resolved by the value
    ['phone email', 'jan@example.com', null, 'contact', 'email'],
    ['unknown', '', 'city', 'client_city', 'city'], // no known type: data-name
    [null, '', 'streetnumber', 'client_streetnumber', 'streetnumber'],
    [null, '', null, 'delivery_region', 'region'], // an id or name ending in "region"
    [null, '', null, 'DELIVERY_REGION', 'region'],
    [null, '', null, 'regions', ''],
    [null, '', null, '', ''],
  ] as const)('%j %j %j %j -> %j', (graphql, value, dataName, idOrName, expected) => {
    expect(logicalName(graphql, value, dataName, idOrName)).toBe(expected);
  });
});

describe("fileRules: a file input's options", () => {
  it('none given: the default blacklist, no size limit, not a photo', () => {
    expect(fileRules(null, null, false)).toEqual({ blacklist: DEFAULT_BLACKLIST, maxFilesize: undefined, photo: false });
  });
  it('a list split at commas and spaces, the size in bytes, a photo field', () => {
    expect(fileRules('exe, bat  .sh,application/x-php', '1048576', true)).toEqual({ blacklist: ['exe', 'bat', '.sh', 'application/x-php'], maxFilesize: 1048576, photo: true });
  });
  it('an empty list refuses nothing (not the default); a size that is no number or 0 is no limit', () => {
    const rules = fileRules('', 'abc', false);
    expect(rules.maxFilesize).toBeUndefined();
    expect(fileRules(null, '0', false).maxFilesize).toBeUndefined();
    expect(fileVerdict([{ name: 'setup.exe', type: '', size: 1 }], rules, null)).toBeNull();
  });
  it('reads at most 10 000 characters of the list', () => {
    const rules = fileRules(`${'a'.repeat(9_998)}, exe`, null, false);
    expect(rules.blacklist).toEqual(['a'.repeat(9_998), '']); // the cut leaves ", " and no "exe"
  });
});

describe('fileVerdict', () => {
  const jpg = { name: 'me.jpg', type: 'image/jpeg', size: 10 };
  it.each([
    ['a refused type', [{ name: 'setup.exe', type: '', size: 1 }], fileRules(null, null, false), null, { code: 'form_file_type', params: { file: 'setup.exe' } }],
    ['too large', [{ name: 'cv.pdf', type: 'application/pdf', size: 2_000_000 }], fileRules(null, '1048576', false), null, { code: 'form_file_size', params: { file: 'cv.pdf', size: '1.00' } }],
    ['a photo that is no .jpg', [{ name: 'me.png', type: 'image/png', size: 10 }], fileRules(null, null, true), '1200', { code: 'form_photo_format' }],
    ['a .jpg photo with pixel bounds: decoded next', [jpg], fileRules(null, null, true), '1200x800', 'photo'],
    ['a .jpg photo without bounds', [jpg], fileRules(null, null, true), null, null],
    ['a .jpg photo with unreadable bounds', [jpg], fileRules(null, null, true), 'big', null],
    ['no file chosen', [], fileRules(null, null, true), '1200', null],
    ['a .jpg in a plain file field with bounds', [jpg], fileRules(null, null, false), '1200', null],
  ] as const)('%s', (_, files, rules, photoSize, expected) => {
    expect(fileVerdict(files, rules, photoSize)).toEqual(expected);
  });
});

describe('ownProblem: the problem a field shows itself', () => {
  const number = { code: 'no_street_number' };
  it.each([
    [{ self: { code: 'incorect_city' } }, true, { code: 'incorect_city' }],
    [{ self: null, joined: number }, true, null], // the house number field shows it
    [{ self: null, joined: number }, false, number], // no house-number field: the street shows it
    [{ self: null, joined: null }, false, null],
    [{ self: null }, false, null],
  ] as const)('%j, joined field %s -> %j', (out, hasJoined, expected) => {
    expect(ownProblem(out, hasJoined)).toEqual(expected);
  });
});

describe('waitsForChange: a choice, not typing', () => {
  it.each([
    ['select-one', true],
    ['select-multiple', true],
    ['checkbox', true],
    ['radio', true],
    ['file', true],
    ['text', false],
    ['email', false],
    ['tel', false],
    ['textarea', false],
  ])('%s -> %s', (type, expected) => expect(waitsForChange(type)).toBe(expected));
});
