import path from 'node:path';
import { z } from 'zod';

const flag = (fallback: boolean) =>
  z
    .enum(['0', '1', 'true', 'false', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['1', 'true', 'yes'].includes(v)));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('VR App Store <no-reply@vrportal.localhost>'),
  PUBLIC_URL: z.string().url().optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(168),
  AUTO_APPROVE_DEVELOPERS: z.enum(['0', '1', 'true', 'false', 'yes', 'no']).optional(),
  SEED_DEMO: flag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  FINANCE_KEY: z
    .string()
    .refine(
      (v) => decodeKey(v) !== null,
      'FINANCE_KEY must be a 32-byte key: 64 hex digits or 44 characters of base64',
    )
    .optional(),
});

/** A 32-byte key written as 64 hex digits or as base64 (standard or URL-safe); null otherwise. */
export function decodeKey(text: string): Buffer | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^[A-Za-z0-9+/_-]{43}=?$/.test(value)) {
    const key = Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    return key.length === 32 ? key : null;
  }
  return null;
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  tokenTtlMs: number;
  autoApproveDevelopers: boolean;
  seedDemo: boolean;
  logLevel: string;
  webDist: string;
  /** the payment-information encryption key; unset: DATA_DIR/finance.key, made on first start */
  financeKey: Buffer | undefined;
};

export class ConfigError extends Error {}

/** Reads the configuration from the environment; the defaults are the embedded setup. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // an empty variable (DATABASE_URL= in a shell or unit file) means "not set"
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(set);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const embedded = e.DATABASE_URL === undefined;
  const auto = e.AUTO_APPROVE_DEVELOPERS;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    tokenTtlMs: e.TOKEN_TTL_HOURS * 3_600_000,
    // the embedded setup is for trying the portal: approve developers at once unless told not to
    autoApproveDevelopers: auto === undefined ? embedded : ['1', 'true', 'yes'].includes(auto),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    financeKey: e.FINANCE_KEY === undefined ? undefined : (decodeKey(e.FINANCE_KEY) ?? undefined),
    webDist: path.resolve(
      e.WEB_DIST ?? path.join(path.dirname(new URL(import.meta.url).pathname), '../../web/dist'),
    ),
  };
}
