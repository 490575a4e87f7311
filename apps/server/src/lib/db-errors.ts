/** True when a write lost a race on a unique key (PostgreSQL 23505, SQLite's UNIQUE message). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e.code === '23505' || /UNIQUE constraint failed/.test(e.message ?? '');
}

/** True when a write named a row that is gone (PostgreSQL 23503, SQLite's FOREIGN KEY message). */
export function isForeignKeyViolation(error: unknown): boolean {
  const e = error as { code?: string; message?: string };
  return e.code === '23503' || /FOREIGN KEY constraint failed/.test(e.message ?? '');
}
