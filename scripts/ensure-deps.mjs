// Installs the dependencies when they are missing or older than the lock file, so the README's
// two commands work on a fresh clone.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const marker = 'node_modules/.package-lock.json';
const stale =
  !fs.existsSync(marker) || fs.statSync('package-lock.json').mtimeMs > fs.statSync(marker).mtimeMs;
if (stale) {
  console.log('Installing dependencies (npm ci)...');
  const env = { ...process.env };
  // better-sqlite3 compiles from source against the machine's Node headers
  if (!env.npm_config_nodedir && fs.existsSync('/usr/include/node/node.h'))
    env.npm_config_nodedir = '/usr';
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit', env });
}
