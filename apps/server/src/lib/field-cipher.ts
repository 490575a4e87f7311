import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import path from 'node:path';
import { decodeKey } from '../config.js';
import { readOrCreateSecret } from './local-secret.js';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * Encrypts single values at rest with AES-256-GCM. Each value carries its own random IV and
 * authentication tag, and is bound to a context (owner, version, field) through the additional
 * authenticated data, so a ciphertext copied to another row or field fails to open.
 * Stored form: "v1." + base64url(iv | tag | ciphertext).
 */
export class FieldCipher {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the field cipher needs a 32-byte key');
  }

  encrypt(plain: string, context: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
  }

  decrypt(stored: string, context: string): string {
    const [version, data] = stored.split('.');
    if (version !== VERSION || !data) throw new Error('unknown ciphertext format');
    const raw = Buffer.from(data, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
  }
}

export const FINANCE_KEY_FILE = 'finance.key';

/**
 * The payment-information key: FINANCE_KEY when set; otherwise DATA_DIR/finance.key, created
 * with mode 0600 on the first start (atomically, so two processes starting together agree).
 */
export function loadFinanceKey(configured: Buffer | undefined, dataDir: string): Buffer {
  if (configured) return configured;
  const text = readOrCreateSecret(dataDir, FINANCE_KEY_FILE, () =>
    randomBytes(32).toString('base64'),
  );
  const key = decodeKey(text);
  if (!key) {
    throw new Error(
      `${path.join(dataDir, FINANCE_KEY_FILE)} does not hold a 32-byte key (base64 or 64 hex digits)`,
    );
  }
  return key;
}
