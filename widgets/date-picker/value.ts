/**
 * What the picker writes into the original input and reads back from it (docs/widgets/date-picker.md), per mode:
 *   single    `YYYY-MM-DD`, with a time `YYYY-MM-DD HH:mm`
 *   multiple  dates in ascending order joined by ", "          `2026-05-01, 2026-05-03`
 *   range     ISO 8601 intervals `start/end`, ascending, joined by ", " (one-day range: `d/d`)
 *             `2026-05-01/2026-05-04, 2026-05-10/2026-05-10`
 * The time (data-time) applies to the single mode only. Reading is strict: text the picker cannot read
 * is reported and left in the input as it is (the shopper's typing is never erased).
 */
import { formatDay, parseDay, type Day, type ParseResult } from './dates';
import { formatTime, parseTime } from './time';

export type Mode = 'single' | 'multiple' | 'range';
export type Range = readonly [Day, Day];

export interface Selection {
  days: Day[]; // single: at most one; multiple: ascending, no duplicates
  ranges: Range[]; // range mode: ascending, not overlapping
  time: number | null; // minutes since midnight (single mode with data-time)
}

export const EMPTY: Selection = { days: [], ranges: [], time: null };

export function readMode(value: unknown): Mode {
  return value === 'multiple' || value === 'range' ? value : 'single';
}

export type ReadResult = { ok: true; selection: Selection } | { ok: false; reason: Exclude<ParseResult, { ok: true }>['reason']; token: string };

/**
 * The longest value read at all (a server may echo anything back after a failed submit): one day with a
 * time is 16 characters; 4096 leave room for a year of picked days or ranges. A longer value is
 * unreadable ('format'), kept in the input as it is. Reading uses no pattern that could backtrack: the
 * list is cut at commas with split(',') and trimmed, the single value at its first space or 'T'.
 */
export const MAX_VALUE_LENGTH = { single: 64, multiple: 4096, range: 4096 } as const;

/** The offending text as a message shows it: at most 40 characters, an ellipsis after a cut. */
export const shownToken = (token: string) => (token.length > 40 ? `${token.slice(0, 40)}…` : token);

export function readValue(text: string, mode: Mode, withTime: boolean): ReadResult {
  const trimmed = text.trim();
  if (!trimmed) return { ok: true, selection: EMPTY };
  if (trimmed.length > MAX_VALUE_LENGTH[mode]) return { ok: false, reason: 'format', token: trimmed };
  const parse = (token: string): Day | Exclude<ParseResult, { ok: true }> => {
    const r = parseDay(token);
    return r.ok ? r.day : r;
  };
  if (mode === 'single') {
    // `YYYY-MM-DD`, then optionally one space or 'T' and the time (no whitespace inside either part).
    const cut = trimmed.search(/[ T]/);
    const date = cut === -1 ? trimmed : trimmed.slice(0, cut);
    const rest = cut === -1 ? undefined : trimmed.slice(cut + 1);
    const readable = date !== '' && !/\s/.test(date) && (rest === undefined || (rest !== '' && !/\s/.test(rest)));
    const day = readable ? parse(date) : ({ ok: false, reason: 'format' } as const);
    if (typeof day !== 'number') return { ok: false, reason: day.reason, token: trimmed };
    let time: number | null = null;
    if (rest !== undefined) {
      time = withTime ? parseTime(rest) : null;
      if (time === null) return { ok: false, reason: 'format', token: trimmed };
    }
    return { ok: true, selection: { days: [day], ranges: [], time } };
  }
  const days: Day[] = [];
  const ranges: Range[] = [];
  for (const token of trimmed.split(',').map((x) => x.trim())) {
    const parts = mode === 'range' ? token.split('/') : [token];
    if (parts.length !== (mode === 'range' ? 2 : 1)) return { ok: false, reason: 'format', token };
    const values: Day[] = [];
    for (const part of parts) {
      const day = parse(part);
      if (typeof day !== 'number') return { ok: false, reason: day.reason, token };
      values.push(day);
    }
    if (mode === 'range') ranges.push([Math.min(values[0] as Day, values[1] as Day), Math.max(values[0] as Day, values[1] as Day)]);
    else days.push(values[0] as Day);
  }
  return { ok: true, selection: { days: unique(days), ranges: mergeRanges(ranges), time: null } };
}

export function writeValue(selection: Selection, mode: Mode, withTime: boolean): string {
  if (mode === 'range') return selection.ranges.map(([a, b]) => `${formatDay(a)}/${formatDay(b)}`).join(', ');
  if (mode === 'multiple') return selection.days.map(formatDay).join(', ');
  const day = selection.days[0];
  if (day === undefined) return '';
  return withTime && selection.time !== null ? `${formatDay(day)} ${formatTime(selection.time)}` : formatDay(day);
}

const unique = (days: Day[]) => [...new Set(days)].sort((a, b) => a - b);

/** Sorted, with overlapping or touching ranges joined (May 1-3 and May 4-6 are May 1-6). */
export function mergeRanges(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: [Day, Day][] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1] + 1) last[1] = Math.max(last[1], b);
    else out.push([a, b]);
  }
  return out;
}

/** Multiple mode: a picked day is added, a picked selected day removed. */
export function toggleDay(days: Day[], day: Day): Day[] {
  return days.includes(day) ? days.filter((d) => d !== day) : unique([...days, day]);
}

/**
 * Range mode: the first pick sets the anchor, the second closes the range (in either order); picking a
 * day inside a chosen range (with no anchor) removes that range.
 */
export function pickRange(ranges: Range[], anchor: Day | null, day: Day): { ranges: Range[]; anchor: Day | null } {
  if (anchor === null) {
    const hit = ranges.find(([a, b]) => day >= a && day <= b);
    if (hit) return { ranges: ranges.filter((r) => r !== hit), anchor: null };
    return { ranges, anchor: day };
  }
  return { ranges: mergeRanges([...ranges, [Math.min(anchor, day), Math.max(anchor, day)]]), anchor: null };
}

export function isSelected(selection: Selection, day: Day): boolean {
  return selection.days.includes(day) || selection.ranges.some(([a, b]) => day >= a && day <= b);
}
