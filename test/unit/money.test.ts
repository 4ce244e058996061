// @vitest-environment node
import { describe, expect, test } from 'vitest';
import { divRound, formatCents, mulCents, plainCents, scaleCents, toCents } from '../../src/i18n/money.ts';

describe('toCents: exact, half-up on the decimal text', () => {
  test.each<[unknown, number | null]>([
    [19.99, 1999],
    [0.1, 10],
    [1234567.895, 123456790], // 1234567.895 -> .895 rounds up to .90 (binary value is ...894999)
    [1.005, 101],
    [-1.005, -101],
    [0, 0],
    ['12.5', 1250],
    [' 300 ', 30000],
    ['1 234,56', null], // a formatted text is not a number
    ['12,50', null],
    ['', null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [{ value: 1 }, null],
    [1e-7, 0],
    [1e21, 1e23],
  ])('%s -> %s', (value, expected) => {
    expect(toCents(value)).toBe(expected);
  });
});

describe('arithmetic that cannot drift', () => {
  test('19.99 x 3 = 59.97 (floats give 59.97000000000001)', () => {
    expect(mulCents(toCents(19.99)!, 3)).toBe(5997);
    expect(formatCents(5997)).toBe('59,97 zł');
  });
  test('0.1 + 0.2 = 0.30 (floats give 0.30000000000000004)', () => {
    expect(toCents(0.1)! + toCents(0.2)!).toBe(30);
    expect(formatCents(30)).toBe('0,30 zł');
  });
  test('1 234 567.895 is written 1 234 567,90 zł and 1234567.90', () => {
    const c = toCents(1234567.895)!;
    expect(formatCents(c)).toBe('1 234 567,90 zł');
    expect(plainCents(c)).toBe('1234567.90');
  });
  test.each<[number, unknown, number | null]>([
    [49999, 2.5, 124998], // 499.99 x 2.5 = 1249.975 -> 1249.98
    [333, 1 / 3, 111], // 3.33 x 0.333.. = 1.10999.. -> 1.11
    [100, '0.5', 50],
    [1999, 'x', null],
    [1999, Number.NaN, null],
  ])('mulCents(%d, %s) = %s', (cents, factor, expected) => {
    expect(mulCents(cents, factor)).toBe(expected);
  });
  test('divRound rounds half away from zero', () => {
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(-5n, 2n)).toBe(-3n);
    expect(divRound(4n, 3n)).toBe(1n);
    expect(divRound(5n, -2n)).toBe(-3n);
  });
  test('scaleCents: a ratio, null on a zero denominator', () => {
    expect(scaleCents(8130, 9000, 10000)).toBe(7317);
    expect(scaleCents(100, 1, 0)).toBeNull();
  });
});
