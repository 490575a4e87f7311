import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Unguessable identifier: 128 random bits as 32 hex digits. */
export const newId = () => randomBytes(16).toString('hex');

let lastMs = 0;
let seq = 0;
/**
 * An id that sorts after every one this process made before (the millisecond, a counter within
 * it, then 64 random bits), for rows listed in the order they were made: two made in the same
 * millisecond no longer come out in a random order.
 */
export function orderedId(): string {
  const ms = Date.now();
  seq = ms > lastMs ? 0 : seq + 1;
  lastMs = Math.max(ms, lastMs);
  return (
    lastMs.toString(16).padStart(12, '0') +
    (seq & 0xffff).toString(16).padStart(4, '0') +
    randomBytes(8).toString('hex')
  );
}
/** Session token: 256 random bits. */
export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const md5Hex = (text: string) => createHash('md5').update(text).digest('hex');
export const newSmsCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const newMailCode = () => randomBytes(24).toString('hex');
