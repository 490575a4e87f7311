import { hash, verify } from '@node-rs/argon2';

/**
 * The service stores only an argon2id hash of what the client sends (itself a salted double MD5
 * of the password), so neither the password nor its transport form is ever stored.
 */
export const hashPassword = (transportPwd: string) =>
  hash(transportPwd, { memoryCost: 19456, timeCost: 2, parallelism: 1 }); // argon2id by default;

export const verifyPassword = (storedHash: string, transportPwd: string) =>
  verify(storedHash, transportPwd).catch(() => false);
