import { createHash, randomBytes, randomInt } from 'node:crypto';

/** Unguessable identifier: 128 random bits as 32 hex digits. */
export const newId = () => randomBytes(16).toString('hex');
/** Session token: 256 random bits. */
export const newToken = () => randomBytes(32).toString('base64url');
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
export const md5Hex = (text: string) => createHash('md5').update(text).digest('hex');
export const newSmsCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');
export const newMailCode = () => randomBytes(24).toString('hex');
