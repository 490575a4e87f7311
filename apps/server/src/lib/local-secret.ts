import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A secret kept in a file of the data folder, made on the first start (mode 0600). It is written
 * whole under a temporary name and then linked into place: when two processes start together,
 * the link of the second fails and both read the first one's secret.
 */
export function readOrCreateSecret(dataDir: string, name: string, make: () => string): string {
  const file = path.join(dataDir, name);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(temp, `${make()}\n`, { mode: 0o600 });
    try {
      fs.linkSync(temp, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.unlinkSync(temp);
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}
