import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

describe('configuration from the environment', () => {
  it('defaults to the embedded setup', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:8080',
      tokenTtlMs: 7 * 24 * 3_600_000,
      autoApproveDevelopers: true,
      seedDemo: true,
    });
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '', PORT: '' }).databaseUrl).toBeUndefined();
  });

  it('does not approve developers at once on PostgreSQL unless told to', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://x/y' }).autoApproveDevelopers).toBe(false);
    const told = loadConfig({ DATABASE_URL: 'postgres://x/y', AUTO_APPROVE_DEVELOPERS: 'true' });
    expect(told.autoApproveDevelopers).toBe(true);
  });

  it('names each invalid setting', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('SEED_DEMO');
    }
  });
});
