import dayjs from '@/lib/dayjs';

let known: { offset: number; zone: string } | null = null;

/**
 * The viewer's own IANA time zone, in which formatTime reads a time. Asked of the browser again
 * only when the clock's offset has changed (the viewer's zone did): asking makes a DateTimeFormat,
 * which costs a list of many times a noticeable while.
 */
export function viewerZone(): string {
  const offset = new Date().getTimezoneOffset();
  if (known?.offset !== offset) {
    known = { offset, zone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' };
  }
  return known.zone;
}

// The first question costs tens of milliseconds (the browser loads its time zone data): asked in
// a task of its own when a screen that shows times loads, not in the middle of its first render.
if (typeof window !== 'undefined') setTimeout(viewerZone, 0);

/**
 * A stored time (ISO-8601 UTC) in the viewer's own time zone, named as the release date and the
 * notifications name theirs, e.g. "2026-05-04 18:30 (Asia/Shanghai)": a time to the minute is
 * never read without its zone. '' for an empty or unreadable value.
 */
export function formatTime(iso: string | null | undefined, withSeconds = false): string {
  if (!iso) return '';
  const value = dayjs(iso);
  if (!value.isValid()) return '';
  return `${value.format(withSeconds ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD HH:mm')} (${viewerZone()})`;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function zoneFormat(zone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    zoneFormats.set(zone, format);
  }
  return format;
}

/** The wall clock of an instant in an IANA zone, read as if it were UTC (ms). */
function wallMs(ms: number, zone: string): number {
  const p = Object.fromEntries(
    zoneFormat(zone)
      .formatToParts(new Date(ms))
      .map((x) => [x.type, x.value]),
  );
  return Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour) % 24,
    Number(p.minute),
    Number(p.second),
  );
}

/** "2026-12-09 10:00" of an ISO time on the clocks of `zone` (the portal's TIME_ZONE). */
export function wallClockIn(iso: string, zone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  return new Date(wallMs(ms, zone)).toISOString().slice(0, 16).replace('T', ' ');
}

/** The calendar day (YYYY-MM-DD) an instant (epoch ms) falls on in `zone`. */
export function dayInZone(ms: number, zone: string): string {
  return new Date(wallMs(ms, zone)).toISOString().slice(0, 10);
}

/** A time with the zone it is read in, as notifications write it: "2026-12-09 10:00 (Asia/Shanghai)". */
export function formatInZone(iso: string | null | undefined, zone: string): string {
  const wall = iso ? wallClockIn(iso, zone) : '';
  return wall ? `${wall} (${zone})` : '';
}

/**
 * The instant (ISO UTC) that "YYYY-MM-DD HH:mm" names on the clocks of `zone`, whatever the
 * browser's own zone; two passes settle a change of offset.
 */
export function instantInZone(wall: string, zone: string): string {
  const target = Date.parse(`${wall.replace(' ', 'T')}:00Z`);
  let at = target;
  for (let i = 0; i < 2; i += 1) at = target - (wallMs(at, zone) - at);
  return new Date(at).toISOString();
}
