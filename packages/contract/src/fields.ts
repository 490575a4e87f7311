import { z } from 'zod';
import { EMAIL_RE, MOBILE_RE, SMS_CODE_RE, limits } from './rules.js';

/** zod pieces shared by the call schemas. */
export const mobileSchema = z.string().regex(MOBILE_RE, 'mobile must be 11 digits');
export const emailSchema = z
  .string()
  .max(limits.emailMax)
  .regex(EMAIL_RE, 'email must be an e-mail address');
export const smsCodeSchema = z.string().regex(SMS_CODE_RE, 'code must be 6 digits');
/** The password as it travels: uppercase(md5hex(md5hex(password) + salt)). */
export const transportPwdSchema = z
  .string()
  .regex(/^[0-9A-F]{32}$/, 'pwd must be the hashed password (32 uppercase hex digits)');
/** Codes mailed in links are random and long; the bound only keeps junk out. */
export const mailCodeSchema = z.string().min(16).max(128);
