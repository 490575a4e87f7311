import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './lib/s3-blob-store.js';
import type { RateLimits } from './modules/limits/limits.service.js';
import { parseRateLimits } from './modules/limits/limits.service.js';
import { isTimeZone } from './modules/datacenter/calendar.js';

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
  WEBAUTHN_RP_ID: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'WEBAUTHN_RP_ID must be a host name such as portal.example.com')
    .optional(),
  WEBAUTHN_ORIGIN: z
    .string()
    .refine(
      (v) => v.split(',').every((o) => /^https?:\/\/[^/\s]+$/.test(o.trim())),
      'WEBAUTHN_ORIGIN must be origins such as https://portal.example.com, comma-separated',
    )
    .optional(),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(168),
  AUTO_APPROVE_DEVELOPERS: z.enum(['0', '1', 'true', 'false', 'yes', 'no']).optional(),
  SEED_DEMO: flag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  RATE_LIMITS: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      const parsed = parseRateLimits(value);
      if (typeof parsed === 'string') ctx.addIssue({ code: 'custom', message: parsed });
    }),
  TIME_ZONE: z
    .string()
    .default('Asia/Shanghai')
    .refine(isTimeZone, 'TIME_ZONE must be an IANA time zone such as Asia/Shanghai'),
  STORE_API_KEY: z.string().min(24, 'STORE_API_KEY must be at least 24 characters').optional(),
  DELIVERY_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  DOWNLOAD_LINK_KEY: z
    .string()
    .min(32, 'DOWNLOAD_LINK_KEY must be at least 32 characters')
    .optional(),
  PLAYER_ALIAS_KEY: z
    .string()
    .min(32, 'PLAYER_ALIAS_KEY must be at least 32 characters')
    .optional(),
  TRACK_LINK_URL: z
    .string()
    .regex(/\{code\}/, 'TRACK_LINK_URL must hold {code}')
    .optional(),
  USD_PER_CNY: z.coerce.number().positive().max(10).default(0.14),
  SETTLEMENT_FEE_PERCENT: z
    .string()
    .regex(
      /^(100|\d{1,2})(\.\d{1,2})?$/,
      'SETTLEMENT_FEE_PERCENT must be 0 to 100, two decimals at most',
    )
    .refine((v) => Number(v) <= 100, 'SETTLEMENT_FEE_PERCENT must be 0 to 100')
    .default('30'),
  FINANCE_MAIL: z.string().email().default('finance@vrportal.localhost'),
  WEBHOOKS_ALLOW_PRIVATE: flag(false),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must be a redis:// or rediss:// URL')
    .optional(),
  FINANCE_KEY: z
    .string()
    .refine(
      (v) => decodeKey(v) !== null,
      'FINANCE_KEY must be a 32-byte key: 64 hex digits or 44 characters of base64',
    )
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'S3_BUCKET must be a bucket name')
    .optional(),
  S3_ENDPOINT: z.string().url('S3_ENDPOINT must be a URL such as http://127.0.0.1:9000').optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['0', '1', 'true', 'false', 'yes', 'no']).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)+$/, 'S3_PREFIX must be folder names each ending in /')
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

/** TRUST_PROXY: unset or false, true, or a comma list of proxy addresses and CIDR ranges. */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  const text = (value ?? '').trim();
  if (text === '' || ['0', 'false', 'no'].includes(text)) return false;
  if (['1', 'true', 'yes'].includes(text)) return true;
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /** passkeys: the host name they belong to and the page origins that may use them */
  webauthn: { rpId: string; origins: string[] };
  tokenTtlMs: number;
  autoApproveDevelopers: boolean;
  seedDemo: boolean;
  logLevel: string;
  /** JSON lines, or readable lines for a terminal (the default when stdout is one) */
  logFormat: 'json' | 'pretty';
  webDist: string;
  /** the payment-information encryption key; unset: DATA_DIR/finance.key, made on first start */
  financeKey: Buffer | undefined;
  /**
   * Which proxies' X-Forwarded-For is believed (rate limits key on the client address): false
   * (the socket's address), true (any), or a list of proxy addresses and CIDR ranges
   */
  trustProxy: boolean | string[];
  /** the rate limits, RATE_LIMITS applied to the defaults */
  rateLimits: RateLimits;
  /** where rate limits count: Redis when set, else the database */
  redisUrl: string | undefined;
  /** the zone the data centre cuts days in */
  timeZone: string;
  /** the key of the store's intake; unset: DATA_DIR/store-api.key, made on first start */
  storeApiKey: string | undefined;
  /** how long the update check keeps what it read of an app (another instance's change shows after it) */
  deliveryCacheMs: number;
  /** signs the build download addresses the update check gives (same on every instance) */
  downloadLinkKey: string | undefined;
  /** derives the aliases players are shown by from their store ids (same on every instance) */
  playerAliasKey: string | undefined;
  /** the address a store user opens to join a testing track; {code} is the link's code */
  trackLinkUrl: string;
  /** US dollars per yuan: turns USD and JPY orders into the CNY of the figures */
  usdPerCny: number;
  /** the platform technical service fee, percent of a bill's net (decimal text, exact) */
  settlementFeePercent: string;
  /** where invoices and bill attachments are mailed */
  financeMail: string;
  /** webhooks may reach private, local and reserved addresses, and plain http (tests, closed networks) */
  webhooksAllowPrivate: boolean;
  /** the S3-compatible bucket of blobs; undefined: the folder DATA_DIR/blobs */
  s3: S3Settings | undefined;
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
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both or neither',
    );
  }
  const s3Set = Object.keys(set).filter((name) => name.startsWith('S3_') && name !== 'S3_BUCKET');
  if (!e.S3_BUCKET && s3Set.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  S3_BUCKET: required when ${s3Set.join(', ')} is set`,
    );
  }
  const pathStyle = e.S3_FORCE_PATH_STYLE;
  const embedded = e.DATABASE_URL === undefined;
  const auto = e.AUTO_APPROVE_DEVELOPERS;
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    // a passkey belongs to the portal's host name and is used from its pages
    webauthn: {
      rpId: e.WEBAUTHN_RP_ID ?? publicUrl.hostname,
      origins: (e.WEBAUTHN_ORIGIN ?? publicUrl.origin).split(',').map((o) => o.trim()),
    },
    tokenTtlMs: e.TOKEN_TTL_HOURS * 3_600_000,
    // the embedded setup is for trying the portal: approve developers at once unless told not to
    autoApproveDevelopers: auto === undefined ? embedded : ['1', 'true', 'yes'].includes(auto),
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json'),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimits: parseRateLimits(e.RATE_LIMITS) as RateLimits,
    redisUrl: e.REDIS_URL,
    timeZone: e.TIME_ZONE,
    storeApiKey: e.STORE_API_KEY,
    downloadLinkKey: e.DOWNLOAD_LINK_KEY,
    playerAliasKey: e.PLAYER_ALIAS_KEY,
    deliveryCacheMs: e.DELIVERY_CACHE_MS,
    trackLinkUrl: e.TRACK_LINK_URL ?? 'vrstore://tracks/join?code={code}',
    usdPerCny: e.USD_PER_CNY,
    settlementFeePercent: e.SETTLEMENT_FEE_PERCENT,
    financeMail: e.FINANCE_MAIL,
    webhooksAllowPrivate: e.WEBHOOKS_ALLOW_PRIVATE,
    financeKey: e.FINANCE_KEY === undefined ? undefined : (decodeKey(e.FINANCE_KEY) ?? undefined),
    webDist: path.resolve(
      e.WEB_DIST ?? path.join(path.dirname(new URL(import.meta.url).pathname), '../../web/dist'),
    ),
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          // S3-compatible servers at an address of their own mostly want the bucket in the path
          forcePathStyle:
            pathStyle === undefined
              ? e.S3_ENDPOINT !== undefined
              : ['1', 'true', 'yes'].includes(pathStyle),
          prefix: e.S3_PREFIX ?? '',
        }
      : undefined,
  };
}
