import dayjs from 'dayjs';

/**
 * A stored time (ISO-8601 UTC) in the viewer's own time zone, e.g. "2026-05-04 18:30";
 * '' for an empty or unreadable value.
 */
export function formatTime(iso: string | null | undefined, withSeconds = false): string {
  if (!iso) return '';
  const value = dayjs(iso);
  return value.isValid()
    ? value.format(withSeconds ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD HH:mm')
    : '';
}
