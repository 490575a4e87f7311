import { createHash } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { StartedServer } from './server.js';

/**
 * Moves the last second step of a signed-in session back in time, in the started server's
 * SQLite file (the server's clock cannot be moved): `minutes` ago it passed its second step.
 * Sessions are stored by the SHA-256 of their token.
 */
export function ageSecondStep(server: StartedServer, token: string, minutes: number): void {
  const db = new Database(path.join(server.dataDir, 'portal.sqlite'), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const at = new Date(Date.now() - minutes * 60_000).toISOString();
    const tokenHash = createHash('sha256').update(token).digest('hex');
    const changed = db
      .prepare('UPDATE sessions SET second_step_at = ? WHERE token_hash = ?')
      .run(at, tokenHash).changes;
    if (changed !== 1) throw new Error(`no session of this token to age (${changed} rows)`);
  } finally {
    db.close();
  }
}
