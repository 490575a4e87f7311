import { z } from 'zod';
import {
  emailSchema,
  mailCodeSchema,
  mobileSchema,
  smsCodeSchema,
  transportPwdSchema,
} from './fields.js';
import { passkeyItem } from './passkeys.js';
import { isEmail, isMobile } from './rules.js';

export const developerStatusSchema = z.union([
  z.literal(0),
  z.literal(1),
  z.literal(2),
  z.literal(3),
]);

// ---- sign-in -------------------------------------------------------------------------------

export const loginDvlperRequest = z.union([
  z.object({ mobile: mobileSchema, pwd: transportPwdSchema }),
  z.object({ mobile: mobileSchema, code: smsCodeSchema }),
]);
export const loginDvlperByMailRequest = z.object({ email: emailSchema, pwd: transportPwdSchema });
export const loginAnswer = z.object({
  token: z.string(),
  /** developer status */
  status: developerStatusSchema,
  /** 1 = super (admin) account */
  admin: z.union([z.literal(0), z.literal(1)]),
  remainCount: z.number().int(),
  /** the account as the user typed it: mobile or e-mail */
  account: z.string(),
});
export type LoginAnswer = z.infer<typeof loginAnswer>;
/** data of a 10002 answer; remainCount 0 means locked for limits.lockMinutes */
export const wrongPasswordData = z.object({
  remainCount: z.number().int(),
  lockedSeconds: z.number().int(),
});

// ---- codes ---------------------------------------------------------------------------------

export const reqSmscodeRequest = z.object({
  mobile: mobileSchema,
  /** true when the code is for registering: a number already registered gets no SMS (10012) */
  forRegistration: z.boolean().optional(),
});
/** seconds until another code may be asked for (also the data of a 10054 answer) */
export const reqSmscodeAnswer = z.object({ resendAfter: z.number().int() });
export const validateSmscodeRequest = z.object({ code: smsCodeSchema, mobile: mobileSchema });
export const statusAnswer = z.object({ status: z.number().int() });

// ---- registration --------------------------------------------------------------------------

export const registerSdRequest = z.object({
  mobile: mobileSchema,
  pwd: transportPwdSchema,
  code: smsCodeSchema,
});
export const registerMailRequest = z.object({ email: emailSchema, pwd: transportPwdSchema });
export const registerVerifyByMailRequest = z.object({ email: emailSchema, code: mailCodeSchema });

// ---- passwords -----------------------------------------------------------------------------

export const pwdResetByMailRequest = z.object({ email: emailSchema });
export const pwdResetVerifyByMailRequest = z.object({
  email: emailSchema,
  code: mailCodeSchema,
  pwd: transportPwdSchema,
});
export const modifyPwdRequest = z.object({
  code: smsCodeSchema,
  mobile: mobileSchema,
  pwd: transportPwdSchema,
});

// ---- account checks ------------------------------------------------------------------------

export const validateUserRequest = z.union([
  z.object({ mobile: mobileSchema }),
  z.object({ email: emailSchema }),
]);
export const emptyRequest = z.object({});

export const applyDvlperRequest = z.object({
  name: z.string().trim().min(2).max(64),
  /** a mainland China mobile number or an e-mail address */
  contact: z
    .string()
    .trim()
    .max(64)
    .refine(
      (v) => isMobile(v) || isEmail(v),
      'contact must be a phone number or an e-mail address',
    ),
  intro: z.string().trim().max(500).optional(),
});

export const accountInfoAnswer = z.object({
  account: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  status: developerStatusSchema,
  admin: z.union([z.literal(0), z.literal(1)]),
  developerName: z.string().nullable(),
});
export type AccountInfo = z.infer<typeof accountInfoAnswer>;

// ---- developer applications (super accounts) -----------------------------------------------

export const getDvlperApplicationsRequest = z.object({
  page: z.number().int().min(1).default(1),
  status: developerStatusSchema.optional(),
});
export const dvlperApplication = z.object({
  accountId: z.string(),
  account: z.string(),
  name: z.string(),
  contact: z.string(),
  intro: z.string().nullable(),
  status: developerStatusSchema,
  time: z.string(),
});
export const getDvlperApplicationsAnswer = z.object({
  applications: z.array(dvlperApplication),
});
export const reviewDvlperRequest = z.object({
  accountId: z.string().min(1).max(64),
  approve: z.boolean(),
});

// ---- signed-in sessions --------------------------------------------------------------------

export const signedInSession = z.object({
  /** names the session in a revoke; not its token */
  sessionId: z.string(),
  /** the browser and system the session signed in from, as its user agent names them */
  browser: z.string(),
  os: z.string(),
  /** the client address it signed in from */
  address: z.string(),
  createdAt: z.string(),
  /** its last call, to the nearest few minutes */
  lastSeenAt: z.string(),
  /** the session making this call */
  current: z.boolean(),
});
export type SignedInSession = z.infer<typeof signedInSession>;
export const listSessionsAnswer = z.object({ sessions: z.array(signedInSession) });
/** one session by its id, or every one but the caller's own */
export const revokeSessionsRequest = z.union([
  z.object({ sessionId: z.string().min(8).max(64) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export const revokeSessionsAnswer = z.object({ revoked: z.number().int() });

// ---- two-step sign-in ----------------------------------------------------------------------

/** A code of the authenticator app (6 digits) or a recovery code (10 letters and digits). */
export const secondStepCodeSchema = z
  .string()
  .trim()
  .regex(/^(\d{6}|[A-Za-z0-9]{5}-?[A-Za-z0-9]{5})$/, 'code must be 6 digits or a recovery code');
export const twoStepMethods = ['totp', 'recovery', 'passkey'] as const;
export const twoStepStatusAnswer = z.object({
  /** an authenticator app is enrolled */
  totp: z.boolean(),
  /** recovery codes not used yet */
  recoveryLeft: z.number().int(),
  /** the passkeys registered: each one is a second step too */
  passkeys: z.array(passkeyItem),
});
export type TwoStepStatus = z.infer<typeof twoStepStatusAnswer>;
export const totpBeginAnswer = z.object({
  /** the otpauth:// URI an authenticator app reads */
  uri: z.string(),
  /** the same as a QR code, an SVG data URL */
  qr: z.string(),
  /** the secret in base32, for typing it in by hand */
  secret: z.string(),
});
export const totpCodeRequest = z.object({ code: secondStepCodeSchema });
export const totpConfirmAnswer = z.object({
  /** ten one-time codes, shown once: each signs in once without the app */
  recoveryCodes: z.array(z.string()),
});
/** data of a 10064 answer: the sign-in waits for its second step */
export const secondStepNeededData = z.object({
  challenge: z.string(),
  methods: z.array(z.enum(twoStepMethods)),
});
export type SecondStepNeeded = z.infer<typeof secondStepNeededData>;
/** A sensitive change waits for the session to pass its second step again (10070's data). */
export const twoStepConfirmAnswer = z.object({
  /** until when sensitive changes go through without asking again */
  confirmedUntil: z.string(),
});
export const twoStepVerifyRequest = z.object({
  challenge: z.string().min(16).max(128),
  code: secondStepCodeSchema,
});

// ---- mail preferences ----------------------------------------------------------------------------

/**
 * Mails a member may turn off, each going with its notification (which stays in the notification
 * centre): bills to those who read bills, a halted rollout to those who change rollouts. A change
 * of the payment profile is always mailed to the owner.
 */
export const mailKinds = ['bills', 'rollouts'] as const;
export type MailKind = (typeof mailKinds)[number];
export const mailPrefsAnswer = z.object({
  kinds: z.array(z.object({ kind: z.enum(mailKinds), on: z.boolean() })),
});
export const setMailPrefRequest = z.object({ kind: z.enum(mailKinds), on: z.boolean() });
