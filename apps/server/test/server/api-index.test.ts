import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INDEX_FILE, buildApiIndex } from '../../src/cli/api-index.js';

/** docs/api/index.md lists every route with its module, service method and web callers. */
describe('the API index', () => {
  it('is up to date with the contract, the route files and the web (npm run api:index)', () => {
    const written = fs.readFileSync(INDEX_FILE, 'utf8');
    const made = buildApiIndex();
    expect(written).toBe(made);
    // every route is registered by a module and the portal's own calls have a web caller
    expect(made).not.toContain('not registered');
    expect(made).toMatch(/`appCalls\.createApp` .*`apps\.create`.*create-app\.ts/);
  });
});
