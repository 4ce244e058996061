// @vitest-environment node
/** Server-checked fields (docs/widgets/form.md): inputs, the batched request, reading answers, outcomes. */
import { parse, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, test } from 'vitest';
import { validateObject } from '../../widgets/form/object';
import { outcomeOf, type Outcome } from '../../widgets/form/outcome';
import { aliasOf, buildRequest, clientDataInput, readResults, serverType, type ServerField, type ServerResult } from '../../widgets/form/server-rules';

const PL = 1143020003;
const DE = 1143020143;
const f = (type: ServerField['type'], value: string, more: Partial<ServerField> = {}): ServerField => ({ id: `x_${type}`, type, value, ...more });
const res = (...codes: (string | [string, string])[]): ServerResult => ({
  messages: codes.map((c) => (Array.isArray(c) ? { code: c[0], message: c[1] } : { code: c, message: `server text of ${c}` })),
  clientExists: false,
});

describe('what each field type sends', () => {
  test.each<[string, ServerField, unknown]>([
    ['firstname', f('firstname', 'Jan'), { clientData: { clientBillingData: { firstname: 'Jan' } } }],
    ['lastname', f('lastname', 'Nowak'), { clientData: { clientBillingData: { lastname: 'Nowak' } } }],
    ['firm', f('firm', 'ACME'), { clientData: { clientBillingData: { companyName: 'ACME' } } }],
    ['additional', f('additional', 'piętro 2'), { clientData: { clientBillingData: { companyName: 'piętro 2' } } }],
    ['nip with country', f('nip', '526-000-12-46', { region: PL }), { clientData: { taxNumber: '526-000-12-46', clientBillingData: { country: PL } } }],
    ['street joined with the house number by a space', f('street', 'Długa', { joined: ' 5 ', region: PL }), { clientData: { clientBillingData: { street: 'Długa 5', country: PL } } }],
    ['street without a house number', f('street', 'Długa', { joined: '' }), { clientData: { clientBillingData: { street: 'Długa' } } }],
    ['zipcode with country', f('zipcode', '30-001', { region: DE }), { clientData: { clientBillingData: { zipcode: '30-001', country: DE } } }],
    ['city', f('city', 'Kraków'), { clientData: { clientBillingData: { city: 'Kraków' } } }],
    ['phone with the prefix in front', f('phone', '501234567', { joined: '+48', region: PL }), { clientData: { clientBillingData: { phone: '+48501234567', country: PL } } }],
    ['phone, no region: no country', f('phone', '501234567', { region: null }), { clientData: { clientBillingData: { phone: '501234567' } } }],
    ['a region that is not a number is not sent', f('zipcode', '1', { region: Number.NaN }), { clientData: { clientBillingData: { zipcode: '1' } } }],
    ['email', f('email', 'a@b.pl'), { clientData: { email: 'a@b.pl' } }],
    ['birthdate', f('birthdate', '1990-01-31'), { clientData: { birthDate: '1990-01-31' } }],
    ['login with the password', f('login', 'jan', { partner: 'Tajne123' }), { loginAndPassword: { login: 'jan', password: 'Tajne123' } }],
    ['login alone', f('login', 'jan', { partner: '' }), { loginAndPassword: { login: 'jan' } }],
    ['password with the login', f('password', 'Tajne123', { partner: 'jan' }), { loginAndPassword: { password: 'Tajne123', login: 'jan' } }],
    ['iban: not a validateClientData field', f('iban', 'PL61109010140000071219812874'), null],
  ])('%s', (_name, field, input) => {
    expect(clientDataInput(field)).toEqual(input);
  });

  test.each([
    ['email', 'jan@x.pl', 'email'],
    ['phone email', '501 234 567', 'phone'],
    ['phone email', 'jan@x.pl', 'email'],
    ['email phone', '+48 501', 'phone'],
    [' Zipcode ', '', 'zipcode'],
    ['', 'x', null],
    [null, 'x', null],
    ['unknown', 'x', null],
    ['iban', 'PL', 'iban'],
  ])('data-graphql %j with %j -> %s', (attr, value, type) => {
    expect(serverType(attr, value)).toBe(type);
  });
});

describe('the batched request', () => {
  test.each([
    ['client_email', 'client_email'],
    ['client_birth-date', 'client_birth_date'],
    ['a.b c[d]', 'a_b_c_d_'],
    ['9lives', '_9lives'],
    ['', '_'],
  ])('alias of %j is %j', (id, alias) => {
    expect(aliasOf(id)).toBe(alias);
  });

  test('one document, one aliased query per field, values only in variables, clientExists only for e-mail', () => {
    const evil = 'x"}) { messages { code } } hack: validateClientData(ClientDataInput: {}) {\\ \n 😀 <b>';
    const request = buildRequest([f('email', 'jan@x.pl', { id: 'client_email' }), f('firstname', evil, { id: 'client-first' }), f('iban', 'PL1', { id: 'iban' })])!;
    expect([...request.aliases]).toEqual([
      ['client_email', 'client_email'],
      ['client_first', 'client-first'],
    ]);
    expect(request.document).not.toContain('jan@x.pl');
    expect(request.document).not.toContain('hack');
    expect(request.variables).toEqual({ v0: { clientData: { email: 'jan@x.pl' } }, v1: { clientData: { clientBillingData: { firstname: evil } } } });
    const doc = parse(request.document);
    const op = doc.definitions[0] as OperationDefinitionNode;
    expect(op.name?.value).toBe('validateClientData');
    expect(op.variableDefinitions?.map((d) => d.variable.name.value)).toEqual(['v0', 'v1']);
    const fields = op.selectionSet.selections as FieldNode[];
    expect(fields.map((s) => [s.alias?.value, s.name.value])).toEqual([
      ['client_email', 'validateClientData'],
      ['client_first', 'validateClientData'],
    ]);
    const asked = (s: FieldNode) => (s.selectionSet?.selections as FieldNode[]).map((x) => x.name.value);
    expect(asked(fields[0]!)).toEqual(['messages', 'clientExists']);
    expect(asked(fields[1]!)).toEqual(['messages']);
  });

  test('two ids with the same alias get distinct aliases', () => {
    const request = buildRequest([f('city', 'A', { id: 'a-b' }), f('city', 'B', { id: 'a_b' }), f('city', 'C', { id: 'a.b' })])!;
    expect([...request.aliases]).toEqual([
      ['a_b', 'a-b'],
      ['a_b_2', 'a_b'],
      ['a_b_3', 'a.b'],
    ]);
  });

  test('nothing to send: no request', () => {
    expect(buildRequest([])).toBeNull();
    expect(buildRequest([f('iban', 'PL')])).toBeNull();
  });

  test('results per alias; missing, null or malformed entries count as no messages', () => {
    const data = { a: { messages: [{ code: 'no_city', message: 'Podaj' }, { code: 5 }, null], clientExists: true }, b: null, c: { messages: 'x' } };
    const out = readResults(data, ['a', 'b', 'c', 'd']);
    expect(out.get('a')).toEqual({ messages: [{ code: 'no_city', message: 'Podaj' }], clientExists: true });
    for (const alias of ['b', 'c', 'd']) expect(out.get(alias)).toEqual({ messages: [], clientExists: false });
    expect(readResults(false, ['a']).get('a')).toEqual({ messages: [], clientExists: false });
    expect(readResults('<html>', ['a']).get('a')).toEqual({ messages: [], clientExists: false });
  });
});

describe('outcomes', () => {
  test.each<[string, ServerField, ServerResult, Outcome]>([
    ['no messages: success', f('city', 'Kraków'), res(), { self: null }],
    ['only the first code is shown', f('firstname', 'J<4'), res('illegal_characters_client_firstname', 'invalid_format'), { self: { code: 'illegal_characters_client_firstname' } }],
    ['street: no_street_number goes to the house number, the street passes', f('street', 'Długa', { region: PL }), res('no_street_number'), { self: null, joined: { code: 'no_street_number' } }],
    ['street: the UK reading too', f('street', 'High St'), res('no_street_number_uk'), { self: null, joined: { code: 'no_street_number_uk' } }],
    ['street: another first code stays on the street, the number is cleared to success', f('street', '5'), res('no_street', 'no_street_number'), { self: { code: 'no_street' }, joined: null }],
    ['street: all good, the number passes too', f('street', 'Długa 5'), res(), { self: null, joined: null }],
    ['login check: password codes go to the password field', f('login', 'Tajne1', { partner: 'Tajne1' }), res('login_equals_password'), { self: null, partner: { code: 'login_equals_password' } }],
    [
      'login check: both kinds, each to its field',
      f('login', 'ab', { partner: '1' }),
      res('password_to_short', 'incorect_login'),
      { self: { code: 'incorect_login' }, partner: { code: 'password_to_short', params: { n: 6 } } },
    ],
    ['password check: login codes are ignored', f('password', 'Tajne123', { partner: 'klient' }), res('login_taken', 'no_login'), { self: null }],
    ['password check: its own code after ignored login codes', f('password', 'abc'), res('incorect_login', 'password_to_short'), { self: { code: 'password_to_short', params: { n: 6 } } }],
    ['password too long: the bound', f('password', 'x'.repeat(31)), res('password_to_long'), { self: { code: 'password_to_long', params: { n: 30 } } }],
    [
      'zipcode: the format hint from the second message',
      f('zipcode', '3', { region: PL }),
      res(['incorect_zipcode', 'Niepoprawny kod'], ['incorect_zipcode', 'XX-XXX']),
      { self: { code: 'incorect_zipcode', extra: 'XX-XXX' } },
    ],
    ['zipcode: no second message, no hint', f('zipcode', '3'), res('incorect_zipcode'), { self: { code: 'incorect_zipcode' } }],
    ['e-mail: the example address', f('email', 'jan@'), res('incorect_email'), { self: { code: 'incorect_email', params: { email: 'imie.nazwisko@example.com' } } }],
    [
      'phone with no region: too short or not valid, and the 9-character text',
      f('phone', '12345', { region: null }),
      res('incorect_phone'),
      { self: { code: 'form_phone_invalid', params: { min: 9 } } },
    ],
    ['phone with a region: too short or not valid', f('phone', '12345', { region: PL }), res('incorect_phone'), { self: { code: 'form_phone_invalid' } }],
    ['an empty phone the server asks for: "enter your phone number"', f('phone', '  ', { region: PL }), res('incorect_phone'), { self: { code: 'incorect_phone' } }],
    ['a filled invoice phone refused: too short or not valid', f('phone', '12', { region: PL }), res('incorect_invoice_phone'), { self: { code: 'form_phone_invalid' } }],
    ["an empty invoice phone: the server's own text", f('phone', '', { region: PL }), res('incorect_invoice_phone'), { self: { code: 'incorect_invoice_phone' } }],
    ['Polish NIP with 9 digits: "must have 10 digits"', f('nip', '526-000-12-4', { region: PL }), res('incorect_nip'), { self: { code: 'incorect_nip_10_digits' } }],
    ['Polish NIP with 10 digits, bad checksum: "invalid for the country"', f('nip', '5260001245', { region: PL }), res('incorect_nip'), { self: { code: 'incorect_nip' } }],
    ['German tax id: "invalid for the country"', f('nip', '12', { region: DE }), res('incorect_nip'), { self: { code: 'incorect_nip' } }],
    [
      'login taken: the proposal from the server text',
      f('login', 'klient'),
      res(['login_taken_login_propose', 'Ten login jest już zajęty. Proponowany login: klient1']),
      { self: { code: 'login_taken_login_propose', params: { login: 'klient1' } } },
    ],
    ['birth date', f('birthdate', '1990-13-01'), res('birth_date'), { self: { code: 'birth_date' } }],
    ['iban', f('iban', 'PL00'), res('incorrect_iban'), { self: { code: 'incorrect_iban' } }],
  ])('%s', (_name, field, result, expected) => {
    expect(outcomeOf(field, result)).toEqual(expected);
  });

  test('password bounds come from the field (registration reading: 15)', () => {
    expect(outcomeOf(f('password', 'x'.repeat(16)), res('password_to_long'), { passwordMax: 15 }).self).toEqual({ code: 'password_to_long', params: { n: 15 } });
    expect(outcomeOf(f('email', 'x'), res('incorect_email'), { exampleEmail: 'jan@sklep.pl' }).self).toEqual({ code: 'incorect_email', params: { email: 'jan@sklep.pl' } });
  });
});

describe('validating a plain object', () => {
  test('a required key empty: invalid without a server call', async () => {
    let calls = 0;
    const verdict = await validateObject({ firstname: ' ', city: 'Kraków' }, ['firstname'], async () => (calls++, new Map()));
    expect(verdict).toEqual({ valid: false, errors: { firstname: { code: 'form_required' } } });
    expect(calls).toBe(0);
  });

  test('every key in one batched call; valid only when every result is empty', async () => {
    const seen: ServerField[][] = [];
    const check = async (fields: ServerField[]) => {
      seen.push(fields);
      return new Map(fields.map((x) => [x.id, x.type === 'zipcode' ? res(['incorect_zipcode', 'a'], ['incorect_zipcode', 'XX-XXX']) : res()]));
    };
    const bad = await validateObject({ firstname: 'Jan', zipcode: '1', city: 'Kraków', note: 'ignored' }, ['firstname'], check, PL);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.map((x) => [x.id, x.region])).toEqual([
      ['firstname', PL],
      ['zipcode', PL],
      ['city', PL],
    ]);
    expect(bad).toEqual({ valid: false, errors: { zipcode: { code: 'incorect_zipcode', extra: 'XX-XXX' } } });
    const good = await validateObject({ firstname: 'Jan', city: 'Kraków' }, [], check);
    expect(good).toEqual({ valid: true, errors: {} });
  });

  test('the street goes with the default street number "1" when the object has none, else with its own', async () => {
    const sent: unknown[] = [];
    const check = async (fields: ServerField[]) => (sent.push(...fields.filter((x) => x.type === 'street').map(clientDataInput)), new Map());
    await validateObject({ street: 'Długa' }, [], check, PL);
    await validateObject({ street: 'Długa', streetnumber: '5a' }, [], check, PL);
    await validateObject({ street: 'Długa', streetnumber: '' }, [], check, PL);
    expect(sent).toEqual([
      { clientData: { clientBillingData: { street: 'Długa 1', country: PL } } },
      { clientData: { clientBillingData: { street: 'Długa 5a', country: PL } } },
      { clientData: { clientBillingData: { street: 'Długa', country: PL } } },
    ]);
  });
});
