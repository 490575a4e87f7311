import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A migration that has shipped is never edited: every file in db/migrations is listed with its
 * SHA-256 in db/migrations.sha256, and a changed or unlisted file fails here. A new migration is
 * added to the list in the commit that adds it (`sha256sum *.ts > ../migrations.sha256`).
 */
const dbDir = path.resolve(import.meta.dirname, '../../src/db');

describe('frozen migrations', () => {
  it('match the hashes they shipped with', async () => {
    const listed = new Map(
      (await fs.readFile(path.join(dbDir, 'migrations.sha256'), 'utf8'))
        .trim()
        .split('\n')
        .map((line) => {
          const [hash, name] = line.trim().split(/\s+\*?/);
          return [name!, hash!] as const;
        }),
    );
    const files = (await fs.readdir(path.join(dbDir, 'migrations'))).filter((f) =>
      f.endsWith('.ts'),
    );
    const problems: string[] = [];
    for (const file of files) {
      const text = await fs.readFile(path.join(dbDir, 'migrations', file));
      const hash = createHash('sha256').update(text).digest('hex');
      if (!listed.has(file)) problems.push(`${file} is not listed in migrations.sha256`);
      else if (listed.get(file) !== hash) problems.push(`${file} changed after it shipped`);
    }
    for (const name of listed.keys()) {
      if (!files.includes(name)) problems.push(`${name} is listed but gone`);
    }
    expect(problems).toEqual([]);
    expect(files.length).toBeGreaterThanOrEqual(11);
  });
});
