import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

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

describe('blob store configuration', () => {
  it('keeps files in DATA_DIR/blobs unless S3_BUCKET names a bucket', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'portal-files' }).s3).toEqual({
      bucket: 'portal-files',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
      prefix: '',
    });
  });

  it('puts the bucket in the path for an endpoint of its own unless told otherwise', () => {
    const env = {
      S3_BUCKET: 'portal-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_PREFIX: 'portal/',
    };
    expect(loadConfig(env).s3).toEqual({
      bucket: 'portal-files',
      endpoint: 'http://127.0.0.1:9000',
      region: 'eu-west-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'portal/',
    });
    expect(loadConfig({ ...env, S3_FORCE_PATH_STYLE: 'false' }).s3?.forcePathStyle).toBe(false);
  });

  it('names what is wrong with the S3 settings', () => {
    const message = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      return '';
    };
    expect(message({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toContain(
      'S3_BUCKET: required when S3_ENDPOINT is set',
    );
    expect(message({ S3_BUCKET: 'b12', S3_ACCESS_KEY_ID: 'key' })).toContain(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither',
    );
    expect(message({ S3_BUCKET: 'Not_A_Bucket' })).toContain('S3_BUCKET');
    expect(message({ S3_BUCKET: 'b12', S3_PREFIX: '/abs' })).toContain('S3_PREFIX');
    expect(message({ S3_BUCKET: 'b12', S3_ENDPOINT: 'not a url' })).toContain('S3_ENDPOINT');
  });
});
