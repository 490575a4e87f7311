import { z } from 'zod';
import type { CalendarDay } from './calendar-days.repository.js';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a day is YYYY-MM-DD');

/**
 * A year's calendar as the State Council publishes it: each holiday with its first and last day,
 * and the weekend days worked in their place.
 */
export const holidayFileSchema = z
  .object({
    year: z.number().int().min(2000).max(2100),
    holidays: z
      .array(z.object({ name: z.string().trim().min(1).max(100), from: day, to: day }).strict())
      .min(1),
    workdays: z.array(day),
  })
  .strict();
export type HolidayFile = z.infer<typeof holidayFileSchema>;

const isRealDay = (d: string) => new Date(`${d}T00:00:00Z`).toISOString().slice(0, 10) === d;
const weekday = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
const next = (d: string) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The days of a holiday file, or the problems that make it wrong (each a line to print). */
export function daysOfHolidayFile(
  input: unknown,
): { ok: true; year: number; days: CalendarDay[] } | { ok: false; problems: string[] } {
  const parsed = holidayFileSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((i) => `${i.path.join('.') || 'file'}: ${i.message}`),
    };
  }
  const { year, holidays, workdays } = parsed.data;
  const problems: string[] = [];
  const days = new Map<string, CalendarDay>();
  const inYear = (d: string, what: string) => {
    if (!isRealDay(d)) problems.push(`${what}: ${d} is not a day`);
    else if (!d.startsWith(`${year}-`)) problems.push(`${what}: ${d} is not in ${year}`);
    else return true;
    return false;
  };
  for (const h of holidays) {
    if (!inYear(h.from, h.name) || !inYear(h.to, h.name)) continue;
    if (h.to < h.from) {
      problems.push(`${h.name}: ends (${h.to}) before it starts (${h.from})`);
      continue;
    }
    for (let d = h.from; d <= h.to; d = next(d)) {
      if (days.has(d)) problems.push(`${h.name}: ${d} is already a holiday`);
      days.set(d, { day: d, year, kind: 'holiday', name: h.name });
    }
  }
  for (const d of workdays) {
    if (!inYear(d, 'workdays')) continue;
    if (days.has(d)) problems.push(`workdays: ${d} is also a holiday`);
    else if (weekday(d) !== 0 && weekday(d) !== 6) {
      problems.push(`workdays: ${d} is a weekday, and weekdays are worked anyway`);
    } else days.set(d, { day: d, year, kind: 'workday', name: '' });
  }
  if (problems.length) return { ok: false, problems };
  return { ok: true, year, days: [...days.values()].sort((a, b) => a.day.localeCompare(b.day)) };
}
