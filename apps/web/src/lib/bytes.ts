const UNITS = ['B', 'KB', 'MB', 'GB'];

/** A size in bytes as "12.3 MB". */
export function formatBytes(bytes: number): string {
  let value = Math.abs(bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const text = unit === 0 ? String(value) : value.toFixed(value >= 100 ? 0 : 1);
  return `${bytes < 0 ? '-' : ''}${text} ${UNITS[unit]}`;
}
