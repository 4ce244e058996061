import { describe, expect, it } from 'vitest';
import { quantityRules, settleQuantity } from '../../widgets/form/cop/quantity';

const rules = (attrs: Record<string, string>) => quantityRules((name) => attrs[name] ?? null);

describe("a basket line's quantity rules (the platform's data-* on its quantity field)", () => {
  it('sold in twos, unlimited stock: the least is 2, no most', () => {
    expect(rules({ 'data-unit_sellby': '2', 'data-unit_precision': '0', 'data-amount': '-1', 'data-unit': 'szt.' })).toEqual({ sellBy: 2, precision: 0, min: 2, max: null, unit: 'szt.' });
  });

  it('the most is the lowest of the stock and the per-order limits; the least the highest of the sell-by unit and the minimums', () => {
    expect(rules({ 'data-unit_sellby': '1', 'data-amount': '5', 'data-max_q': '3', 'data-max_s': '4', 'data-min_q': '2' })).toMatchObject({ min: 2, max: 3 });
  });

  it('a stock below the least the shop takes: the least is one sell-by unit', () => {
    expect(rules({ 'data-unit_sellby': '1', 'data-amount': '2', 'data-min_q': '3' })).toMatchObject({ min: 1, max: 2 });
  });

  it('attributes that are no numbers are no rules: sell-by 1, precision 0, no most', () => {
    for (const bad of ['', 'abc', '1e400', '-3', 'NaN', '9'.repeat(30)]) {
      expect(rules({ 'data-unit_sellby': bad, 'data-unit_precision': bad, 'data-amount': bad, 'data-max_q': bad })).toEqual({ sellBy: 1, precision: 0, min: 1, max: null, unit: '' });
    }
    // 0 is a rule where it can be one: no stock is a most of 0 (the server says the rest); no sell-by unit is 1.
    expect(rules({ 'data-unit_sellby': '0', 'data-amount': '0', 'data-max_q': '0' })).toEqual({ sellBy: 1, precision: 0, min: 1, max: 0, unit: '' });
  });

  it('a decimal sell-by unit at its precision (0.5 kg, one decimal place)', () => {
    expect(rules({ 'data-unit_sellby': '0.5', 'data-unit_precision': '1' })).toMatchObject({ sellBy: 0.5, precision: 1, min: 0.5 });
  });
});

describe('the quantity a typed value comes to', () => {
  const twos = rules({ 'data-unit_sellby': '2', 'data-amount': '-1' });
  it('up to a multiple of the sell-by unit, said as "step"', () => {
    expect(settleQuantity('3', twos)).toEqual({ value: 4, note: { kind: 'step', amount: 2 } });
    expect(settleQuantity('4', twos)).toEqual({ value: 4 });
  });

  it('below the least: raised to it, said as "min"; 0 removes the line and is kept', () => {
    expect(settleQuantity('1', twos)).toEqual({ value: 2, note: { kind: 'min', amount: 2 } });
    expect(settleQuantity('0', twos)).toEqual({ value: 0 });
    expect(settleQuantity('2', rules({ 'data-min_q': '3' }))).toEqual({ value: 3, note: { kind: 'min', amount: 3 } });
  });

  it('above the most: lowered to the highest multiple within it, said as "max"', () => {
    const three = rules({ 'data-amount': '5', 'data-max_q': '3' });
    expect(settleQuantity('7', three)).toEqual({ value: 3, note: { kind: 'max', amount: 3 } });
    expect(settleQuantity('3', three)).toEqual({ value: 3 });
    // Sold in twos, 5 in stock: 5 rounds up to 6, over the stock: 4.
    expect(settleQuantity('5', rules({ 'data-unit_sellby': '2', 'data-amount': '5' }))).toEqual({ value: 4, note: { kind: 'max', amount: 4 } });
  });

  it('decimals: 1.2 kg in half kilograms is 1.5; "1,5" with a decimal comma is taken as it is', () => {
    const half = rules({ 'data-unit_sellby': '0.5', 'data-unit_precision': '1' });
    expect(settleQuantity('1.2', half)).toEqual({ value: 1.5, note: { kind: 'step', amount: 0.5 } });
    expect(settleQuantity('1,5', half)).toEqual({ value: 1.5 });
  });

  it('no quantity: empty, text, negative, infinite; 100 KB of digits is none either, at once', () => {
    for (const bad of ['', ' ', 'abc', '-1', '1e400', 'Infinity']) expect(settleQuantity(bad, twos)).toBeNull();
    const from = performance.now();
    expect(settleQuantity('9'.repeat(100_000), twos)).toBeNull();
    expect(settleQuantity('<img src=x onerror=alert(1)>'.repeat(4_000), twos)).toBeNull();
    expect(performance.now() - from).toBeLessThan(50);
  });
});
