/**
 * storefront.validate(object, rules) (docs/widgets/form.md) over the mock shop: the same messages
 * as a form, required keys first, one batched call; and the photo's pixel size (docs/widgets/form.md).
 */
import { describe, expect, test } from 'vitest';
import { useMockShop } from '../msw';
import { defaultConfig } from '../../src/core/config';
import type { Config } from '../../src/types';
import { validatePlain, readRules } from '../../widgets/form/plain';
import { photoSizeCheck, readPhotoBounds } from '../../widgets/form/files';

useMockShop();
const pol: Config = { ...defaultConfig({ pathname: '/', search: '' }), language: 'pol' };
const eng: Config = { ...pol, language: 'eng' };
const DE = 1143020143;

describe('storefront.validate(object, rules)', () => {
  test('required keys first: an empty first name reads as the form says it, nothing is sent', async () => {
    expect(await validatePlain(pol, { firstname: ' ', city: 'Kraków' }, ['firstname'])).toEqual({ valid: false, errors: { firstname: 'Podaj swoje imię.' } });
    expect(await validatePlain(eng, { firstname: '' }, { required: ['firstname'] })).toEqual({ valid: false, errors: { firstname: 'Enter your first name.' } });
  });

  test('every key in one call, with the form texts: e-mail with its example, postcode with its formats, digits in a name', async () => {
    const verdict = await validatePlain(eng, { firstname: 'Jan', email: 'jan@', zipcode: '1', city: 'Kraków', note: 'not a field type' }, { region: 1143020003 });
    expect(verdict.valid).toBe(false);
    expect(verdict.errors).toEqual({
      email: 'Incorrect e-mail address. Enter a full address, e.g. imie.nazwisko@example.com.',
      zipcode: 'Incorrect postcode. Correct postcode formats for the selected country are [X - digit; Y - letter]: XX-XXX',
    });
  });

  test('the region is the country checked; types name a key that is not a type', async () => {
    expect(await validatePlain(eng, { zip: '10115' }, { region: DE, types: { zip: 'zipcode' } })).toEqual({ valid: true, errors: {} });
    expect((await validatePlain(eng, { zip: '10115' }, { region: 1143020003, types: { zip: 'zipcode' } })).valid).toBe(false);
  });

  test('bad input: not an object rejects with a TypeError that says what to pass; odd rules count as none', async () => {
    for (const bad of [null, 'x', 42, ['a']]) await expect(validatePlain(eng, bad)).rejects.toThrow(/first argument must be an object of field values/);
    expect(readRules('x')).toEqual({ required: [], region: null, types: {} });
    expect(readRules({ required: ['a', 1], region: '1143020143', types: { z: 'zipcode', y: 3 } })).toEqual({ required: ['a'], region: DE, types: { z: 'zipcode' } });
    expect(await validatePlain(eng, JSON.parse('{"__proto__": {"x": 1}, "city": "Kraków"}'))).toEqual({ valid: true, errors: {} });
  });
});

describe('photo pixel size', () => {
  test.each<[string | null, ReturnType<typeof readPhotoBounds>]>([
    ['1200', { width: 1200, height: 1200, text: '1200' }],
    ['1200x800', { width: 1200, height: 800, text: '1200x800' }],
    [' 1200 X 800 ', { width: 1200, height: 800, text: '1200x800' }],
    ['', null],
    [null, null],
    ['0', null],
    ['-5', null],
    ['12.5', null],
    ['axb', null],
    ['1x2x3', null],
    ['1'.repeat(30), null],
  ])('readPhotoBounds(%j)', (value, expected) => {
    expect(readPhotoBounds(value)).toEqual(expected);
  });

  test('a photo wider or taller than the bounds is form_photo_size with the bound as written', () => {
    const b = readPhotoBounds('1200x800')!;
    expect(photoSizeCheck([{ width: 1200, height: 800 }], b)).toBeNull();
    expect(photoSizeCheck([{ width: 1201, height: 10 }], b)).toEqual({ code: 'form_photo_size', params: { size: '1200x800' } });
    expect(
      photoSizeCheck(
        [
          { width: 10, height: 10 },
          { width: 10, height: 801 },
        ],
        b,
      ),
    ).toEqual({ code: 'form_photo_size', params: { size: '1200x800' } });
  });
});

describe('the form rules checked in the browser apply to a plain object too', () => {
  test('digits in a name and a short phone without a region: the form texts, nothing sent for them', async () => {
    expect(await validatePlain(eng, { lastname: 'Nowak2', phone: '5012' })).toEqual({
      valid: false,
      errors: { lastname: 'The field cannot contain digits.', phone: 'This phone number is too short or not valid. The phone number should contain at least 9 characters.' },
    });
  });
});
