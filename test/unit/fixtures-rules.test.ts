// @vitest-environment node
// The mock server's validation rules (fixtures/rules): docs/widgets/form.md as tables.
// Valid NIPs and IBANs below were computed independently (weights 6,5,7,2,3,4,5,6,7 mod 11; ISO 13616 mod 97).
import { describe, expect, it } from 'vitest';
import {
  COUNTRIES,
  countryByCode,
  isValidIban,
  isValidNip,
  isValidPostcode,
  makeIban,
  MESSAGES,
  nipChecksum,
  POLAND_ID,
  validateBirthDate,
  validateCity,
  validateClientData,
  validateCompanyName,
  validateEmail,
  validateFirstname,
  validateLastname,
  validateLogin,
  validatePassword,
  validatePhone,
  validateStreet,
  validateTaxNumber,
  validateZipcode,
} from '../../fixtures/rules/index.ts';

const id = (code: string): number => {
  const country = countryByCode(code);
  if (!country) throw new Error(`no country ${code}`);
  return country.id;
};
const codes = (messages: Array<{ code: string }>) => messages.map((m) => m.code);

describe('NIP checksum', () => {
  it.each([
    ['5260001246', true],
    ['1234563218', true],
    ['123-456-32-18', true],
    ['PL 123 456 32 18', true],
    ['7790000008', true],
    ['9510000015', true],
    ['1234563219', false], // wrong check digit
    ['5260001245', false],
    ['123456321', false], // 9 digits
    ['12345632180', false], // 11 digits
    ['12345a3218', false],
    ['', false],
  ])('%s valid: %s', (nip, valid) => {
    expect(isValidNip(nip)).toBe(valid);
  });

  it('never accepts a number whose weighted sum leaves 10', () => {
    // 000000010: 6*0+...+6*1+7*0 = 6; find a real remainder-10 prefix instead of guessing.
    const prefix = Array.from({ length: 1000 }, (_, n) => String(n).padStart(9, '0')).find((p) => nipChecksum(p) === 10);
    expect(prefix).toBeDefined();
    for (let d = 0; d <= 9; d += 1) expect(isValidNip(`${prefix}${d}`)).toBe(false);
  });

  it('checks foreign tax ids for shape only', () => {
    expect(codes(validateTaxNumber('DE123456789', id('DE')))).toEqual([]);
    expect(codes(validateTaxNumber('12', id('DE')))).toEqual(['incorect_nip']);
    expect(codes(validateTaxNumber('5260001246<', POLAND_ID))).toEqual(['illegal_characters_client_nip']);
    expect(codes(validateTaxNumber('5260001245', POLAND_ID))).toEqual(['incorect_nip']);
    expect(codes(validateTaxNumber('5260001246', null))).toEqual([]);
  });
});

describe('IBAN mod-97', () => {
  it.each([
    ['PL61109010140000071219812874', true],
    ['PL61 1090 1014 0000 0712 1981 2874', true],
    ['61109010140000071219812874', true], // Polish NRB without the country code
    ['DE89370400440532013000', true],
    ['GB29NWBK60161331926819', true],
    ['CZ6508000000192000145399', true],
    ['FR1420041010050500013M02606', true],
    ['UA903052992990004149123456789', true],
    ['pl61109010140000071219812874', true],
    ['PL62109010140000071219812874', false], // check digits off by one
    ['PL6110901014000007121981287', false], // one digit short for PL (28)
    ['DE8937040044053201300', false],
    ['XX00', false],
    ['', false],
    ['PL61-1090-1014-0000-0712-1981-287X', false],
  ])('%s valid: %s', (iban, valid) => {
    expect(isValidIban(iban)).toBe(valid);
  });

  it('makeIban builds IBANs that pass', () => {
    expect(makeIban('PL', '109010140000071219812874')).toBe('PL61109010140000071219812874');
    expect(isValidIban(makeIban('RO', 'AAAA1B31007593840000'))).toBe(true);
  });
});

describe('postcodes per country', () => {
  it.each([
    ['PL', '30-001', true],
    ['PL', '30001', false],
    ['PL', '3-0001', false],
    ['DE', '10115', true],
    ['DE', '1011', false],
    ['CZ', '110 00', true],
    ['CZ', '11000', true],
    ['CZ', '110-00', false],
    ['SK', '811 01', true],
    ['GB', 'SW1A 1AA', true],
    ['GB', 'M1 1AE', true],
    ['GB', 'EC1A 1BB', true],
    ['GB', 'B33 8TH', true],
    ['GB', '12345', false],
    ['FR', '75008', true],
    ['RO', '010011', true],
    ['RO', '01001', false],
    ['HU', '1051', true],
    ['HU', '10511', false],
    ['UA', '01001', true],
    ['NL', '1012 AB', true],
  ])('%s %s valid: %s', (country, code, valid) => {
    expect(isValidPostcode(code, id(country))).toBe(valid);
  });

  it('returns incorect_zipcode plus the formats as a second message', () => {
    expect(validateZipcode('3000', POLAND_ID)).toEqual([
      { code: 'incorect_zipcode', message: MESSAGES.incorect_zipcode },
      { code: 'incorect_zipcode', message: 'XX-XXX' },
    ]);
    expect(validateZipcode('110-00', id('CZ'))[1]?.message).toBe('XXX XX, XXXXX');
    expect(validateZipcode('', null).map((m) => m.code)).toEqual(['incorect_zipcode']);
  });

  it('uses platform region ids, Poland first', () => {
    expect(COUNTRIES[0]).toMatchObject({ id: 1143020003, code: 'PL' });
    expect(new Set(COUNTRIES.map((c) => c.id)).size).toBe(COUNTRIES.length);
    // GraphQL Int is 32-bit: every id must fit.
    for (const c of COUNTRIES) expect(c.id).toBeLessThan(2 ** 31);
  });
});

describe('login and password', () => {
  it.each([
    ['', [], ['no_login']],
    ['ab', [], ['incorect_login']],
    ['abc', [], []],
    ['a'.repeat(40), [], []],
    ['a'.repeat(41), [], ['incorect_login']],
    ['jan.kowal-ski_1@x', [], []],
    ['jan kowalski', [], ['incorect_login']],
    ['jan#1', [], ['incorect_login']],
    ['jankowalski', [], ['login_taken_login_propose']],
    ['secret1', ['secret1'], ['login_equals_password']],
  ])('login %j (password %j) -> %j', (login, password, expected) => {
    expect(codes(validateLogin(login, password[0]))).toEqual(expected);
  });

  it('proposes a free login', () => {
    expect(validateLogin('JanKowalski')[0]?.message).toBe(`${MESSAGES.login_taken_login_propose}JanKowalski1`);
  });

  it.each([
    ['', null, null, ['no_password']],
    ['12345', null, null, ['password_to_short']],
    ['123456', null, null, []],
    ['x'.repeat(30), null, null, []],
    ['x'.repeat(31), null, null, ['password_to_long']],
    ['jankowalski', 'jankowalski', null, ['login_equals_password']],
    ['haslo123', 'jan', 'haslo124', ['not_equal_passwords']],
    ['haslo123', 'jan', 'haslo123', []],
  ])('password %j login %j confirmation %j -> %j', (password, login, confirmation, expected) => {
    expect(codes(validatePassword(password, login, confirmation))).toEqual(expected);
  });
});

describe('names, company, city, street', () => {
  it.each([
    ['Jan', []],
    ['Anna-Maria', []],
    ["O'Brien", []],
    ['Łucja', []],
    ['', ['no_firstname']],
    ['   ', ['no_firstname']],
    ['Jan2', ['invalid_format']],
    ['---', ['invalid_format']],
    ['Jan<script>', ['illegal_characters_client_firstname']],
    ['Jan;', ['illegal_characters_client_firstname']],
    ['{Jan}', ['illegal_characters_client_firstname']],
  ])('firstname %j -> %j', (value, expected) => {
    expect(codes(validateFirstname(value))).toEqual(expected);
  });

  it('lastname uses no_name and its own illegal code; digits get the digits message', () => {
    expect(codes(validateLastname(''))).toEqual(['no_name']);
    expect(codes(validateLastname('Nowak>'))).toEqual(['illegal_characters_client_lastname']);
    expect(validateLastname('Nowak3')[0]?.message).toBe('Pole nie może zawierać cyfr.');
  });

  it.each([
    ['Szlak sp. z o.o.', []],
    ['', ['no_firmname']],
    ['...', ['no_firmname']],
    ['Firma <b>', ['illegal_characters_client_firm']],
  ])('company %j -> %j', (value, expected) => {
    expect(codes(validateCompanyName(value))).toEqual(expected);
  });

  it.each([
    ['Kraków', []],
    ['', ['no_city']],
    ['123', ['invalid_format']],
    ['Kraków;', ['illegal_characters_client_city']],
  ])('city %j -> %j', (value, expected) => {
    expect(codes(validateCity(value))).toEqual(expected);
  });

  it.each([
    ['Górska 12', POLAND_ID, []],
    ['Górska 12/3', POLAND_ID, []],
    ['Górska', POLAND_ID, ['no_street_number']],
    ['Baker Street', id('GB'), ['no_street_number_uk']],
    ['', POLAND_ID, ['no_street']],
    ['12', POLAND_ID, ['no_street']],
    ['Górska 1; DROP', POLAND_ID, ['illegal_characters_client_street']],
  ])('street %j (country %s) -> %j', (value, country, expected) => {
    expect(codes(validateStreet(value, country))).toEqual(expected);
  });
});

describe('phone, e-mail, birth date', () => {
  it.each([
    ['123456789', null, []],
    ['12345678', null, ['incorect_phone']],
    ['+48 123 456 789', POLAND_ID, []],
    ['0048123456789', POLAND_ID, []],
    ['123 456 789', POLAND_ID, []],
    ['12345678', POLAND_ID, ['incorect_phone']],
    ['+49 30 1234567', id('DE'), []],
    ['07700 900123', id('GB'), []],
    ['', POLAND_ID, ['incorect_phone']],
    ['abc defg hij', null, ['incorect_phone']],
    ['123<456789', POLAND_ID, ['illegal_characters_client_phone']],
  ])('phone %j (country %s) -> %j', (value, country, expected) => {
    expect(codes(validatePhone(value, country))).toEqual(expected);
  });

  it('says the 9-character minimum when no region is set', () => {
    expect(validatePhone('1234', null)[0]?.message).toContain('9 znaków');
  });

  it.each([
    ['jan@example.com', []],
    ['jan.kowalski+sklep@poczta.example.pl', []],
    ['jan@example', ['incorect_email']],
    ['jan@@example.com', ['incorect_email']],
    ['jan example@x.pl', ['incorect_email']],
    ['', ['incorect_email']],
    ['@example.com', ['incorect_email']],
  ])('e-mail %j -> %j', (value, expected) => {
    expect(codes(validateEmail(value))).toEqual(expected);
  });

  it.each([
    ['1990-05-17', []],
    ['2000-02-29', []],
    ['1999-02-29', ['birth_date']],
    ['1990-13-01', ['birth_date']],
    ['17-05-1990', ['birth_date']],
    ['1990/05/17', ['birth_date']],
    ['1899-12-31', ['birth_date']],
    ['2031-01-01', ['birth_date']],
  ])('birth date %j -> %j', (value, expected) => {
    expect(codes(validateBirthDate(value, new Date('2030-06-01T00:00:00Z')))).toEqual(expected);
  });
});

describe('validateClientData', () => {
  it('checks only the fields present', () => {
    expect(validateClientData({})).toEqual({ messages: [], clientExists: false });
    expect(validateClientData({ clientData: { clientBillingData: { firstname: 'Jan' } } })).toEqual({ messages: [], clientExists: false });
  });

  it('flags an existing e-mail with clientExists and no message', () => {
    expect(validateClientData({ clientData: { email: 'Jan.Kowalski@example.com' } })).toEqual({ messages: [], clientExists: true });
    expect(validateClientData({ clientData: { email: 'nowy@example.com' } })).toEqual({ messages: [], clientExists: false });
    expect(validateClientData({ clientData: { email: 'zly' } }).messages[0]?.code).toBe('incorect_email');
  });

  it('uses the country for postcode, phone and NIP', () => {
    const result = validateClientData({
      clientData: { clientBillingData: { zipcode: '10115', phone: '+49 30 1234567', country: id('DE') }, taxNumber: 'DE123456789' },
    });
    expect(result.messages).toEqual([]);
    const polish = validateClientData({ clientData: { clientBillingData: { zipcode: '10115', country: POLAND_ID } } });
    expect(codes(polish.messages)).toEqual(['incorect_zipcode', 'incorect_zipcode']);
  });

  it('returns every message that applies, login first, without duplicates', () => {
    const result = validateClientData({ loginAndPassword: { login: 'abcde', password: 'abcde' } });
    expect(codes(result.messages)).toEqual(['login_equals_password', 'password_to_short']);
  });

  it('has a Polish message for every server message code', () => {
    const spec = [
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
      ].map((s) => `illegal_characters_${s}`),
    ];
    for (const code of spec) expect(MESSAGES[code], code).toMatch(/\S/);
    expect(Object.keys(MESSAGES).sort()).toEqual([...spec].sort());
  });
});
