/**
 * The rules of the platform's registration and checkout forms (widgets/form/cop/rules.ts): which template takes
 * a placeholder step's place, and the splits and joins of street and house number, dialling code and phone.
 * Expected values worked out by hand from the platform's behaviour (docs/legacy/registration-checkout.md).
 */
import { describe, expect, test } from 'vitest';
import { API_STEPS, copPageOf, joinPhone, joinStreet, splitPhone, splitStreet, templateIdFor } from '../../widgets/form/cop/rules';

const classes = (...names: string[]) => ({ classList: { contains: (c: string) => names.includes(c) } });

describe('the template of a step', () => {
  test.each([
    ['contact', 'client-new', 'cop_contact_template'],
    ['address', 'order1', 'cop_address_template'],
    ['registration', 'client-new', 'cop_registration_template'],
    ['wholesaler', 'client-new', 'cop_wholesaler_template'],
    ['remarks', 'oscop', 'cop_remarks_template'],
    // The four whose template has another name.
    ['signin', 'client-new', 'cop_login_template'],
    ['card', 'client-new', 'cop_rebate_card_template'],
    ['mfa', 'client-new', 'cop_mfa_configuration_template'],
    ['summary', 'client-new', 'cop_summary_client_template'],
    ['summary', 'order1', 'cop_summary_template'],
    ['summary', 'oscop', 'cop_summary_template'],
    ['summary', 'order2', 'cop_summary_template'],
    ['remarks', 'order2', 'cop_remarks_template'],
  ] as const)('%s on %s: #%s', (step, page, id) => expect(templateIdFor(step, page)).toBe(id));

  test.each(['', ' contact', 'con tact', 'a"b', '1contact', 'x'.repeat(42), '__proto__x]'])('a name no template id can hold (%j): none', (step) =>
    expect(templateIdFor(step, 'client-new')).toBeNull(),
  );

  test('an own-property lookup: toString and constructor are steps like any other', () => {
    expect(templateIdFor('toString', 'client-new')).toBe('cop_toString_template');
    expect(templateIdFor('constructor', 'order1')).toBe('cop_constructor_template');
  });

  test('the page from the form class', () => {
    expect(copPageOf(classes('cop', '--client-new'))).toBe('client-new');
    expect(copPageOf(classes('cop', '--order1'))).toBe('order1');
    expect(copPageOf(classes('cop', '--order2'))).toBe('order2');
    expect(copPageOf(classes('cop', '--oscop'))).toBe('oscop');
    expect(copPageOf(classes('cop', '--client-new', '--wholesale'))).toBe('client-new');
    expect(copPageOf(classes('cop'))).toBe('client-new');
  });

  test('the steps only the checkout API fills', () => expect([...API_STEPS]).toEqual(['payments', 'deliveries', 'documents', 'verification']));
});

describe('street and house number', () => {
  test.each([
    ['Górska 1', 'Górska', '1'],
    ['Górska 12A', 'Górska', '12A'],
    ['Górska 12 A', 'Górska', '12 A'],
    ['Długa 5/7', 'Długa', '5/7'],
    ['Aleja 3 Maja 5/7 m. 2', 'Aleja 3 Maja', '5/7 m. 2'],
    ['ul. Kwiatowa 10 lok. 4', 'ul. Kwiatowa', '10 lok. 4'],
    ['  Rynek Główny   28  ', 'Rynek Główny', '28'],
    ['Hauptstraße 1b', 'Hauptstraße', '1b'],
  ])('%j splits into %j and %j', (value, street, number) => expect(splitStreet(value)).toEqual({ street, number }));

  test.each([
    ['a street with no number', 'Długa'],
    ['a street whose name ends in a number word', '3 Maja'],
    ['a number alone', '12'],
    ['short words only', 'Os. 5'],
    ['empty', ''],
    ['spaces', '   '],
  ])('%s (%j): not split', (_what, value) => expect(splitStreet(value)).toBeNull());

  test.each([
    ['Długa', '5', 'Długa 5'],
    [' Długa ', ' 5 ', 'Długa 5'],
    ['Długa', '', 'Długa'],
    ['Długa', '  ', 'Długa'],
    ['', '5', ''],
    // Already there (typed into the street too): not twice.
    ['Długa 5', '5', 'Długa 5'],
    ['5', '5', '5'],
  ])('%j + %j is sent as %j', (street, number, sent) => expect(joinStreet(street, number)).toBe(sent));

  test('a split value joins back to itself (what the server sent is what it gets)', () => {
    for (const value of ['Górska 12A', 'Aleja 3 Maja 5/7 m. 2', 'Długa 5/7']) {
      const { street, number } = splitStreet(value)!;
      expect(joinStreet(street, number)).toBe(value);
    }
  });
});

describe('dialling code and phone', () => {
  const codes = ['+48', '+49', '+420', '+4', 'x+1', '+12345'];
  test.each([
    ['+48 600100200', { prefix: '+48', number: '600100200' }],
    ['+48600100200', { prefix: '+48', number: '600100200' }],
    ['+420 777 111 222', { prefix: '+420', number: '777 111 222' }],
    ['  +49 30 1234567 ', { prefix: '+49', number: '30 1234567' }],
  ])('%j: %j', (value, parts) => expect(splitPhone(value, codes)).toEqual(parts));

  test.each(['600100200', '0048 600100200', '+1 555 0100', '', '+'])('%j: no code of the list, not split', (value) => expect(splitPhone(value, codes)).toBeNull());

  test.each([
    ['+48', '600100200', '+48 600100200'],
    [' +48 ', ' 600 100 200 ', '+48 600 100 200'],
    ['', '600100200', '600100200'],
    ['+48', '', ''],
    ['+48', '+49 301234567', '+49 301234567'],
  ])('%j + %j is sent as %j', (prefix, number, sent) => expect(joinPhone(prefix, number)).toBe(sent));
});
