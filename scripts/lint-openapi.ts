// Lints the API reference the build serves (made from the contract) with Redocly's recommended
// rules; any error fails `npm run check`. Warnings are printed and allowed.
import fs from 'node:fs';
import path from 'node:path';
import { createConfig, formatProblems, lintFromString } from '@redocly/openapi-core';
import { buildOpenApi } from '@vrportal/contract/openapi';

const root = path.resolve(import.meta.dirname, '..');
const { version } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
};
const config = await createConfig({ extends: ['recommended'] });
const problems = await lintFromString({
  source: JSON.stringify(buildOpenApi(version)),
  absoluteRef: path.join(root, 'openapi.json'),
  config,
});
const errors = problems.filter((p) => p.severity === 'error');
if (problems.length) {
  formatProblems(problems, {
    format: 'stylish',
    maxProblems: 50,
    totals: { errors: errors.length, warnings: problems.length - errors.length, ignored: 0 },
    version: '',
  });
}
console.log(`openapi: ${errors.length} errors, ${problems.length - errors.length} warnings`);
process.exit(errors.length ? 1 : 0);
