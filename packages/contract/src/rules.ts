/** Limits and constants of the spec (first document, sections 5 and 9). */
export const limits = {
  appPageSize: 50,
  notificationPageSize: 30,
  notificationPollMs: 300_000,
  smsResendSeconds: 60,
  smsCodeLength: 6,
  smsCodeValidMinutes: 10,
  smsCodeMaxAttempts: 5,
  mailCodeValidHours: 24,
  mailConfirmRedirectSeconds: 5,
  loginExpiredRedirectMs: 1000,
  passwordMin: 8,
  passwordMax: 12,
  appNameMin: 2,
  appNameMax: 80,
  pkgMin: 2,
  pkgMax: 128,
  maxWrongPasswords: 5,
  /** a sensitive change goes through without asking again this long after a second step */
  secondStepFreshMinutes: 10,
  lockMinutes: 5,
  emailMax: 64,
  mobileWidth: 750,
} as const;

/** Symbols a password may hold besides letters and digits. */
export const PASSWORD_SYMBOLS = '~!@#$%^&*()_+-=[]{}|;:,.<>?/';

const symbolClass = PASSWORD_SYMBOLS.replace(/[\\\]^-]/g, (c) => `\\${c}`);
const passwordChars = new RegExp(`^[A-Za-z0-9${symbolClass}]+$`);
const symbolRe = new RegExp(`[${symbolClass}]`);

export type PasswordProblem = 'empty' | 'length' | 'chars' | 'classes';

/**
 * Checks a clear-text password against the account rules: 8 to 12 characters of letters, digits
 * and the listed symbols, mixing at least three of lowercase, uppercase, digit and symbol.
 */
export function passwordProblem(password: string): PasswordProblem | null {
  if (password.length === 0) return 'empty';
  if (password.length < limits.passwordMin || password.length > limits.passwordMax) return 'length';
  if (!passwordChars.test(password)) return 'chars';
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, symbolRe].filter((re) => re.test(password)).length;
  return classes >= 3 ? null : 'classes';
}

export const MOBILE_RE = /^1\d{10}$/;
export const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const SMS_CODE_RE = /^\d{6}$/;
/** Package names: Java-style dotted identifiers, as Android requires. */
export const PKG_RE = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;

export const isMobile = (value: string) => MOBILE_RE.test(value);
export const isEmail = (value: string) => value.length <= limits.emailMax && EMAIL_RE.test(value);
export const isSmsCode = (value: string) => SMS_CODE_RE.test(value);

export type AppNameProblem = 'empty' | 'length';
export function appNameProblem(name: string): AppNameProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'empty';
  if (trimmed.length < limits.appNameMin || trimmed.length > limits.appNameMax) return 'length';
  return null;
}

export type PkgProblem = 'empty' | 'length' | 'format';
export function pkgProblem(pkg: string): PkgProblem | null {
  if (pkg.length === 0) return 'empty';
  if (pkg.length < limits.pkgMin || pkg.length > limits.pkgMax) return 'length';
  return PKG_RE.test(pkg) ? null : 'format';
}
