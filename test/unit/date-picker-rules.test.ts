// @vitest-environment node
/**
 * The picker's keyboard rules (WAI-ARIA APG date picker dialog), its value format per mode
 * (YYYY-MM-DD, HH:mm) and the 12/24-hour time (docs/widgets/date-picker.md). Expected values worked out by hand.
 */
import { describe, expect, test } from 'vitest';
import { formatDay, MAX_DAY, MIN_DAY, parseDay } from '../../widgets/date-picker/dates';
import { moveFocus, type View } from '../../widgets/date-picker/keyboard';
import { formatTime, from12, hourOptions, parseTime, readHourCycle, to12 } from '../../widgets/date-picker/time';
import { mergeRanges, pickRange, readMode, readValue, toggleDay, writeValue } from '../../widgets/date-picker/value';

const day = (s: string) => {
  const r = parseDay(s);
  if (!r.ok) throw new Error(s);
  return r.day;
};

describe('keyboard movement', () => {
  test.each<[View, string, string, boolean, string | null]>([
    // day view: 2026-11-18 is a Wednesday
    ['day', '2026-11-18', 'ArrowLeft', false, '2026-11-17'],
    ['day', '2026-11-18', 'ArrowRight', false, '2026-11-19'],
    ['day', '2026-11-18', 'ArrowUp', false, '2026-11-11'],
    ['day', '2026-11-18', 'ArrowDown', false, '2026-11-25'],
    ['day', '2026-11-18', 'Home', false, '2026-11-16'], // Monday
    ['day', '2026-11-18', 'End', false, '2026-11-22'], // Sunday
    ['day', '2026-11-16', 'Home', false, '2026-11-16'],
    ['day', '2026-11-18', 'PageUp', false, '2026-10-18'],
    ['day', '2026-11-18', 'PageDown', false, '2026-12-18'],
    ['day', '2026-11-18', 'PageUp', true, '2025-11-18'],
    ['day', '2026-11-18', 'PageDown', true, '2027-11-18'],
    ['day', '2026-03-31', 'PageUp', false, '2026-02-28'], // month end
    ['day', '2024-02-29', 'PageDown', true, '2025-02-28'], // leap day
    ['day', '2026-12-31', 'ArrowRight', false, '2027-01-01'], // across the year
    ['day', '1970-01-01', 'ArrowLeft', false, '1970-01-01'], // range start holds
    ['day', '1970-01-05', 'ArrowUp', false, '1970-01-01'],
    ['day', '1970-01-01', 'Home', false, '1970-01-01'], // Monday 29 Dec 1969 is outside
    ['day', '2470-12-31', 'End', false, '2470-12-31'], // Sunday 4 Jan 2471 is outside
    ['day', '2470-12-20', 'PageDown', false, '2470-12-31'],
    ['day', '2470-06-01', 'PageDown', true, '2470-12-31'],
    ['day', '2026-11-18', 'Enter', false, null],
    ['day', '2026-11-18', 'a', false, null],
    // month view: 3 columns
    ['month', '2026-05-31', 'ArrowRight', false, '2026-06-30'],
    ['month', '2026-05-15', 'ArrowDown', false, '2026-08-15'],
    ['month', '2026-02-15', 'ArrowUp', false, '2025-11-15'],
    ['month', '2026-05-15', 'Home', false, '2026-01-15'],
    ['month', '2026-05-15', 'End', false, '2026-12-15'],
    ['month', '2026-05-15', 'PageDown', false, '2027-05-15'],
    ['month', '1970-02-10', 'ArrowUp', false, '1970-01-01'],
    ['month', '2026-03-31', 'ArrowLeft', false, '2026-02-28'], // month end
    ['month', '2026-05-15', 'PageUp', false, '2025-05-15'],
    ['month', '2026-05-15', 'Tab', false, null],
    // year view: 4 columns, pages of 20 from 1970 (2026 is on the page 2010-2029)
    ['year', '2026-05-15', 'ArrowRight', false, '2027-05-15'],
    ['year', '2026-05-15', 'ArrowLeft', false, '2025-05-15'],
    ['year', '2026-05-15', 'ArrowUp', false, '2022-05-15'],
    ['year', '2026-05-15', 'ArrowDown', false, '2030-05-15'],
    ['year', '2026-05-15', 'Home', false, '2010-05-15'],
    ['year', '2026-05-15', 'End', false, '2029-05-15'],
    ['year', '2026-05-15', 'PageUp', false, '2006-05-15'],
    ['year', '2024-02-29', 'ArrowRight', false, '2025-02-28'],
    ['year', '2460-05-15', 'PageDown', false, '2470-12-31'],
    ['year', '2026-05-15', 'PageDown', false, '2046-05-15'],
    ['year', '2026-05-15', 'Escape', false, null],
  ])('%s view, %s, %s (shift %s) -> %s', (view, from, key, shiftKey, to) => {
    const next = moveFocus(view, day(from), { key, shiftKey });
    expect(next === null ? null : formatDay(next)).toBe(to);
  });
});

describe('time', () => {
  test.each([
    ['00:00', 0],
    ['09:05', 545],
    ['9:05', 545],
    ['23:59', 1439],
    ['24:00', null],
    ['12:60', null],
    ['noon', null],
    ['1230', null],
  ])('parse %s -> %s', (text, minutes) => expect(parseTime(text)).toBe(minutes));

  test.each([
    [0, '00:00'],
    [545, '09:05'],
    [1439, '23:59'],
    [720, '12:00'],
  ])('format %i -> %s', (m, text) => expect(formatTime(m)).toBe(text));

  test.each([
    [0, 12, 0, false], // midnight is 12:00 AM
    [30, 12, 30, false],
    [720, 12, 0, true], // noon is 12:00 PM
    [779, 12, 59, true],
    [780, 1, 0, true],
    [1439, 11, 59, true],
    [545, 9, 5, false],
  ])('%i minutes on the 12-hour face: %i:%i pm=%s, and back', (minutes, hour, minute, pm) => {
    expect(to12(minutes)).toEqual({ hour, minute, pm });
    expect(from12(hour, minute, pm)).toBe(minutes);
  });

  test('hour options and the data-time option', () => {
    expect(hourOptions(24)).toHaveLength(24);
    expect(hourOptions(12)).toEqual([12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect([readHourCycle('12'), readHourCycle('24'), readHourCycle(undefined), readHourCycle('13'), readHourCycle('')]).toEqual([12, 24, null, null, null]);
  });
});

describe('value format', () => {
  test.each([
    ['single', false, '2026-05-01', { days: ['2026-05-01'], ranges: [], time: null }],
    ['single', true, '2026-05-01 14:30', { days: ['2026-05-01'], ranges: [], time: 870 }],
    ['single', true, '2026-05-01T14:30', { days: ['2026-05-01'], ranges: [], time: 870 }],
    ['single', true, '2026-05-01', { days: ['2026-05-01'], ranges: [], time: null }],
    ['multiple', false, '2026-05-03,2026-05-01 , 2026-05-03', { days: ['2026-05-01', '2026-05-03'], ranges: [], time: null }],
    [
      'range',
      false,
      '2026-05-04/2026-05-01, 2026-05-10/2026-05-10',
      {
        days: [],
        ranges: [
          ['2026-05-01', '2026-05-04'],
          ['2026-05-10', '2026-05-10'],
        ],
        time: null,
      },
    ],
    ['range', false, '2026-05-01/2026-05-03, 2026-05-04/2026-05-06', { days: [], ranges: [['2026-05-01', '2026-05-06']], time: null }],
    ['single', false, '   ', { days: [], ranges: [], time: null }],
  ] as const)('read %s (time %s) %j', (mode, withTime, text, expected) => {
    const r = readValue(text, mode, withTime);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect({
      days: r.selection.days.map(formatDay),
      ranges: r.selection.ranges.map(([a, b]) => [formatDay(a), formatDay(b)]),
      time: r.selection.time,
    }).toEqual(expected);
  });

  test.each([
    ['single', false, '1.05.2026', 'format'],
    ['single', false, '2026-05-01 14:30', 'format'], // no time asked for
    ['single', true, '2026-05-01 25:00', 'format'],
    ['single', false, '2023-02-29', 'invalid'],
    ['single', false, '1969-12-31', 'range'],
    ['multiple', false, '2026-05-01, maj', 'format'],
    ['range', false, '2026-05-01', 'format'],
    ['range', false, '2026-05-01/2471-01-01', 'range'],
  ] as const)('refuse %s (time %s) %j: %s', (mode, withTime, text, reason) => {
    expect(readValue(text, mode, withTime)).toMatchObject({ ok: false, reason });
  });

  test('write, per mode', () => {
    const s = { days: [day('2026-05-01'), day('2026-05-03')], ranges: [[day('2026-05-01'), day('2026-05-04')] as const], time: 545 };
    expect(writeValue(s, 'multiple', false)).toBe('2026-05-01, 2026-05-03');
    expect(writeValue(s, 'range', false)).toBe('2026-05-01/2026-05-04');
    expect(writeValue({ ...s, days: [day('2026-05-01')] }, 'single', true)).toBe('2026-05-01 09:05');
    expect(writeValue({ ...s, days: [day('2026-05-01')] }, 'single', false)).toBe('2026-05-01');
    expect(writeValue({ days: [], ranges: [], time: 545 }, 'single', true)).toBe('');
    expect(writeValue({ days: [MIN_DAY], ranges: [], time: null }, 'single', false)).toBe('1970-01-01');
    expect(writeValue({ days: [MAX_DAY], ranges: [], time: null }, 'single', false)).toBe('2470-12-31');
  });

  test('readMode', () => {
    expect([readMode('multiple'), readMode('range'), readMode('single'), readMode(undefined), readMode('ranges')]).toEqual(['multiple', 'range', 'single', 'single', 'single']);
  });
});

describe('selection modes', () => {
  const [a, b, c] = [day('2026-05-01'), day('2026-05-03'), day('2026-05-10')];
  test('multiple: pick adds in order, picking again removes', () => {
    expect(toggleDay([c], a)).toEqual([a, c]);
    expect(toggleDay([a, c], a)).toEqual([c]);
  });
  test('range: anchor then end (either order), merging touching ranges; a pick inside a range removes it', () => {
    let s = pickRange([], null, b);
    expect(s).toEqual({ ranges: [], anchor: b });
    s = pickRange(s.ranges, s.anchor, a);
    expect(s).toEqual({ ranges: [[a, b]], anchor: null });
    s = pickRange(s.ranges, null, c);
    s = pickRange(s.ranges, s.anchor, b + 1);
    expect(s.ranges).toEqual([[a, c]]);
    expect(pickRange(s.ranges, null, b)).toEqual({ ranges: [], anchor: null });
  });
  test('mergeRanges keeps gaps of a day or more', () => {
    expect(
      mergeRanges([
        [c, c],
        [a, a + 1],
      ]),
    ).toEqual([
      [a, a + 1],
      [c, c],
    ]);
    expect(
      mergeRanges([
        [a, a + 1],
        [a + 3, a + 4],
      ]),
    ).toEqual([
      [a, a + 1],
      [a + 3, a + 4],
    ]);
    expect(
      mergeRanges([
        [a, a + 1],
        [a + 2, a + 4],
      ]),
    ).toEqual([[a, a + 4]]);
  });
});
