/**
 * Time of day for the picker (docs/widgets/date-picker.md: 12- or 24-hour): minutes since midnight inside,
 * `HH:mm` (24-hour, what the server form expects) in the input, either clock face on screen.
 */

export type HourCycle = 12 | 24;

/** `HH:mm` (00:00-23:59) to minutes since midnight; null when unreadable. `H:mm` is accepted too. */
export function parseTime(text: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const h = Number(match[1]);
  const m = Number(match[2]);
  return h < 24 && m < 60 ? h * 60 + m : null;
}

export function formatTime(minutes: number): string {
  const h = Math.floor(minutes / 60);
  return `${String(h).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The 12-hour face: 00:xx is 12:xx AM, 12:xx is 12:xx PM. */
export function to12(minutes: number): { hour: number; minute: number; pm: boolean } {
  const h = Math.floor(minutes / 60);
  return { hour: h % 12 === 0 ? 12 : h % 12, minute: minutes % 60, pm: h >= 12 };
}

export function from12(hour: number, minute: number, pm: boolean): number {
  return ((hour % 12) + (pm ? 12 : 0)) * 60 + minute;
}

/** The hours a select offers: 0-23, or 12, 1, 2 ... 11 on the 12-hour face. */
export const hourOptions = (cycle: HourCycle) => (cycle === 24 ? Array.from({ length: 24 }, (_, h) => h) : [12, ...Array.from({ length: 11 }, (_, h) => h + 1)]);

/** The time-of-day option: data-time="12" or "24"; anything else means no time. */
export function readHourCycle(value: unknown): HourCycle | null {
  const n = Number(value);
  return n === 12 || n === 24 ? n : null;
}
