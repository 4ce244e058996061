/** The region a field is checked with: its section's country select, else data-region. */
import { afterEach, describe, expect, test, vi } from 'vitest';
import { readRegionId, regionOf, regionSelectOf } from '../../widgets/form/dom';

afterEach(() => document.body.replaceChildren());

const input = (id: string) => document.getElementById(id) as HTMLInputElement;

describe('regionOf', () => {
  test.each<[string, number | null]>([
    ['1143020143', 1143020143],
    [' 1143020003 ', 1143020003],
    ['', null],
    ['DE', null],
    ['-1', null],
    ['1e3', null],
    ['12.5', null],
    ['1'.repeat(16), null],
  ])('readRegionId(%j) = %s', (value, expected) => {
    expect(readRegionId(value)).toBe(expected);
  });

  test('legacy ids by section: client_, delivery_, invoice_ fields follow their own select', () => {
    document.body.innerHTML = `<form>
      <select id="client_region"><option value="1143020003">PL</option><option value="1143020143" selected>DE</option></select>
      <select id="delivery_region"><option value="1143020041" selected>CZ</option></select>
      <input id="client_zipcode" name="client_zipcode" data-region="1143020003">
      <input id="delivery_zipcode" name="delivery_zipcode" data-region="1143020003">
      <input id="invoice_zipcode" name="invoice_zipcode" data-region="1143020003">
      <select id="other"><option value="1143020218" selected>GB</option></select>
      <input id="named" name="x_zipcode" data-region-from="other" data-region="1143020003">
    </form>`;
    expect(regionOf(input('client_zipcode'))).toBe(1143020143);
    expect(regionOf(input('delivery_zipcode'))).toBe(1143020041);
    expect(regionSelectOf(input('invoice_zipcode'))).toBeNull();
    expect(regionOf(input('invoice_zipcode'))).toBe(1143020003); // no invoice select: the static region
    expect(regionOf(input('named'))).toBe(1143020218);
  });

  test('a select with no value or no region id: data-region, one console message per value', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = `<select id="client_region"><option value="" selected>Wybierz</option><option value="DE">DE</option></select>
      <input id="client_zipcode" name="client_zipcode" data-region="1143020003"><input id="client_phone" name="client_phone">`;
    expect(regionOf(input('client_zipcode'))).toBe(1143020003);
    expect(regionOf(input('client_phone'))).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('the country select #client_region holds no value');
    (document.getElementById('client_region') as HTMLSelectElement).value = 'DE';
    expect(regionOf(input('client_zipcode'))).toBe(1143020003);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[1]?.[0])).toContain('holds "DE", not a region id');
  });
});
