// @vitest-environment node
/**
 * The form texts (docs/widgets/form.md#texts): every message code in Polish and English, byte-exact
 * codes, the other languages complete and with the same placeholders, shop overrides, and the
 * composed messages (zipcode hint, phone length, password bounds, e-mail example).
 */
import { describe, expect, test } from 'vitest';
import { defaultConfig } from '../../src/core/config';
import { LANGUAGES, type Language } from '../../src/types';
import { texts } from '../../widgets/form/texts/index';
import pol from '../../widgets/form/texts/pol';
import eng from '../../widgets/form/texts/eng';
import { messageText } from '../../widgets/form/text';
import { outcomeOf } from '../../widgets/form/outcome';

// The server's messages, byte-exact (typos included): the server returns these codes.
const SPEC_CODES = [
  'birth_date',
  'incorect_delivery_region',
  'incorect_delivery_zipcode',
  'incorect_email',
  'incorect_invoice_phone',
  'incorect_invoice_zipcode',
  'incorect_login',
  'incorect_nip',
  'incorect_phone',
  'incorect_shops',
  'incorect_zipcode',
  'incorrect_region',
  'invalid_format',
  'login_equals_password',
  'login_taken',
  'used_login',
  'login_taken_login_propose',
  'no_city',
  'no_delivery_city',
  'no_delivery_firstname',
  'no_delivery_lastname',
  'no_delivery_street',
  'no_firmname',
  'no_firstname',
  'no_invoice_city',
  'no_invoice_firmname',
  'no_invoice_firstname',
  'no_invoice_lastname',
  'no_invoice_street',
  'no_invoice_street_number',
  'no_login',
  'no_name',
  'no_password',
  'no_street',
  'no_street_number',
  'no_street_number_uk',
  'not_equal_passwords',
  'password_to_long',
  'password_to_short',
  'incorrect_iban',
  ...[
    'client_city',
    'client_firm',
    'client_firstname',
    'client_lastname',
    'client_nip',
    'client_phone',
    'client_phone2',
    'client_street',
    'delivery_additional',
    'delivery_city',
    'delivery_firstname',
    'delivery_lastname',
    'delivery_phone',
    'delivery_street',
  ].map((field) => `illegal_characters_${field}`),
];

const config = (language: Language, overrides: Record<string, string> = {}) => ({ ...defaultConfig({ pathname: '/', search: '' }), language, texts: overrides });
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('catalogue of the form texts', () => {
  test.each(SPEC_CODES)('%s has a Polish and an English text', (code) => {
    expect(Object.hasOwn(pol, code)).toBe(true);
    expect((pol as Record<string, string>)[code]).toBeTruthy();
    expect((eng as Record<string, string>)[code]).toBeTruthy();
  });

  test('English has exactly the Polish keys', () => {
    expect(Object.keys(eng).sort()).toEqual(Object.keys(pol).sort());
  });

  test.each(LANGUAGES)('%s: as complete as the header texts, no invented keys, the same placeholders', async (lang) => {
    const own = (await import(`../../widgets/form/texts/${lang}.ts`)).default as Record<string, string>;
    expect(Object.keys(own).filter((k) => !Object.hasOwn(pol, k))).toEqual([]);
    expect(Object.keys(pol).filter((k) => !Object.hasOwn(own, k))).toEqual([]);
    for (const [k, v] of Object.entries(own)) expect(placeholders(v), `${lang}.${k}`).toEqual(placeholders((pol as Record<string, string>)[k]!));
  });

  test('all illegal_characters_* codes share one message', () => {
    expect(
      new Set(
        Object.entries(pol)
          .filter(([k]) => k.startsWith('illegal_characters_'))
          .map(([, v]) => v),
      ).size,
    ).toBe(1);
  });
});

describe('messages as the shopper reads them', () => {
  const field = { id: 'x', value: '' };
  test.each<[Language, Parameters<typeof messageText>[0], string]>([
    ['pol', { code: 'form_required' }, 'Wypełnij to pole.'],
    ['eng', { code: 'form_required' }, 'Please fill in this field.'],
    ['pol', { code: 'form_minlength', params: { n: 3 } }, 'Minimalna liczba znaków dla tego pola to 3'],
    ['eng', { code: 'form_minlength', params: { n: 3 } }, 'The minimum number of characters for this field is 3'],
    ['pol', { code: 'form_maxlength', params: { n: 40 } }, 'Maksymalna liczba znaków dla tego pola to 40'],
    ['eng', { code: 'form_maxlength', params: { n: 40 } }, 'The maximum number of characters for this field is 40'],
    ['pol', { code: 'form_select_option' }, 'Wybierz opcję.'],
    ['eng', { code: 'form_select_option' }, 'Please select an option.'],
    ['pol', { code: 'form_no_digits' }, 'To pole nie może zawierać cyfr.'],
    ['eng', { code: 'form_no_digits' }, 'The field cannot contain digits.'],
    [
      'pol',
      outcomeOf(
        { ...field, type: 'zipcode', region: 1143020003 },
        {
          messages: [
            { code: 'incorect_zipcode', message: 'x' },
            { code: 'incorect_zipcode', message: 'XX-XXX' },
          ],
          clientExists: false,
        },
      ).self!,
      'Niepoprawny kod pocztowy. Poprawne formaty kodu pocztowego dla wybranego kraju to [X - cyfra; Y - litera]: XX-XXX',
    ],
    [
      'eng',
      outcomeOf({ ...field, type: 'phone', value: '', region: null }, { messages: [{ code: 'incorect_phone', message: '' }], clientExists: false }).self!,
      'Enter your phone number. The phone number should contain at least 9 characters.',
    ],
    [
      'eng',
      outcomeOf({ ...field, type: 'phone', value: '12', region: null }, { messages: [{ code: 'incorect_phone', message: '' }], clientExists: false }).self!,
      'This phone number is too short or not valid. The phone number should contain at least 9 characters.',
    ],
    [
      'pol',
      outcomeOf({ ...field, type: 'phone', value: '12', region: 1143020003 }, { messages: [{ code: 'incorect_phone', message: '' }], clientExists: false }).self!,
      'Ten numer telefonu jest za krótki lub niepoprawny.',
    ],
    ['pol', outcomeOf({ ...field, type: 'password' }, { messages: [{ code: 'password_to_short', message: '' }], clientExists: false }).self!, 'Hasło jest za krótkie (minimum 6 znaków).'],
    [
      'pol',
      outcomeOf({ ...field, type: 'password' }, { messages: [{ code: 'password_to_long', message: '' }], clientExists: false }, { passwordMax: 15 }).self!,
      'Hasło jest za długie (maksymalnie 15 znaków).',
    ],
    ['eng', outcomeOf({ ...field, type: 'password' }, { messages: [{ code: 'password_to_long', message: '' }], clientExists: false }).self!, 'Password too long (maximum 30 characters).'],
    [
      'pol',
      outcomeOf({ ...field, type: 'email' }, { messages: [{ code: 'incorect_email', message: '' }], clientExists: false }).self!,
      'Niepoprawny adres e-mail. Podaj pełny adres, np. imie.nazwisko@example.com.',
    ],
    [
      'pol',
      outcomeOf({ ...field, type: 'login' }, { messages: [{ code: 'login_taken_login_propose', message: 'Zajęty. Proponowany login: jan7' }], clientExists: false }).self!,
      'Ten login jest już zajęty. Proponowany login: jan7',
    ],
    ['pol', { code: 'form_file_type', params: { file: 'a.exe' } }, 'Nie można przesłać pliku a.exe, ponieważ załączanie plików tego typu jest niedozwolone.'],
    ['eng', { code: 'form_file_size', params: { file: 'cv.pdf', size: '2.50' } }, 'Cannot upload file cv.pdf because it exceeds the maximum allowed size 2.50MB.'],
  ])('%s %j', async (lang, problem, expected) => {
    expect(messageText(problem, await texts(config(lang)))).toBe(expected);
  });

  // widgetTexts keeps one translator per language for the page: a language no other test here uses.
  test('a shop text overrides any code; the others stay in the shop language', async () => {
    const t = await texts(config('ger', { no_city: 'Stadt, bitte.' }));
    expect(messageText({ code: 'no_city' }, t)).toBe('Stadt, bitte.');
    expect(messageText({ code: 'no_street' }, t)).toBe('Geben Sie den Straßen- oder Ortsnamen ein.');
  });
});
