// Checks that every package the lock file installs runs on the Node the README names (the
// lowest version of the root's engines range): a package that wants a newer Node installs with
// only an EBADENGINE warning and then fails at run time. Pin or override such a package.
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

const root = path.resolve(import.meta.dirname, '..');
const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const lowest = semver.minVersion(manifest.engines.node);

const refused = Object.entries(lock.packages)
  .filter(([name, entry]) => name !== '' && typeof entry.engines?.node === 'string')
  .filter(([, entry]) => !semver.satisfies(lowest, entry.engines.node, { loose: true }))
  .map(([name, entry]) => `  ${name}@${entry.version} wants node ${entry.engines.node}`);

if (refused.length > 0) {
  console.error(`Packages that do not run on Node ${lowest}:\n${refused.join('\n')}`);
  process.exit(1);
}
console.log(`engines: every package in the lock file runs on Node ${lowest}`);
