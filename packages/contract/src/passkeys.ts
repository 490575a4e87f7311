import { z } from 'zod';

/**
 * Passkeys (WebAuthn credentials): the options a browser hands to navigator.credentials and the
 * JSON it answers, as @simplewebauthn writes them (binary fields in base64url).
 */
const b64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, 'must be base64url');

/** how the browser reaches the authenticator: usb, nfc, ble, hybrid, internal... */
const transport = z.string().max(32);
const credentialDescriptor = z.object({
  id: z.string(),
  /** public-key */
  type: z.string(),
  transports: z.array(transport).optional(),
});
const userVerification = z.enum(['required', 'preferred', 'discouraged']);

/** What navigator.credentials.create() is handed (PublicKeyCredentialCreationOptionsJSON). */
export const passkeyCreationOptions = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.string() })),
  timeout: z.number().int().optional(),
  excludeCredentials: z.array(credentialDescriptor).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: z.enum(['discouraged', 'preferred', 'required']).optional(),
      userVerification: userVerification.optional(),
    })
    .optional(),
  hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
});

/** What navigator.credentials.get() is handed (PublicKeyCredentialRequestOptionsJSON). */
export const passkeyRequestOptions = z.object({
  challenge: z.string(),
  timeout: z.number().int().optional(),
  rpId: z.string().optional(),
  allowCredentials: z.array(credentialDescriptor).optional(),
  userVerification: userVerification.optional(),
  hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
});

const clientResults = z.record(z.string(), z.unknown());
const attachment = z.enum(['platform', 'cross-platform']).optional();

/** The new credential as the browser answers it (RegistrationResponseJSON). */
export const passkeyRegistrationResponse = z.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.looseObject({
    clientDataJSON: b64url(4000),
    attestationObject: b64url(20_000),
    transports: z.array(z.string().max(32)).max(10).optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults: clientResults,
});

/** A signature of a credential as the browser answers it (AuthenticationResponseJSON). */
export const passkeyAssertionResponse = z.object({
  id: b64url(1400),
  rawId: b64url(1400),
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(4000),
    authenticatorData: b64url(4000),
    signature: b64url(2000),
    userHandle: b64url(200).optional(),
  }),
  authenticatorAttachment: attachment,
  clientExtensionResults: clientResults,
});

/** One passkey of the account as its list shows it; never its key. */
export const passkeyItem = z.object({
  id: z.string(),
  /** the name the user gave it (by default the browser's and system's) */
  name: z.string(),
  createdAt: z.string(),
  /** its last sign-in or confirmation; null: not used yet */
  lastUsedAt: z.string().nullable(),
});
export type PasskeyItem = z.infer<typeof passkeyItem>;
export const passkeyNameSchema = z.string().trim().min(1).max(64);
export const passkeyListAnswer = z.object({ passkeys: z.array(passkeyItem) });
export const passkeyFinishRequest = z.object({
  response: passkeyRegistrationResponse,
  name: passkeyNameSchema.optional(),
});
export const passkeyRemoveRequest = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/) });
/** a sign-in waiting for its second step (10064's challenge), or a confirmation's (10070's) */
const waitingChallenge = z.string().min(16).max(128);
export const passkeyOptionsRequest = z.object({ challenge: waitingChallenge });
export const passkeyVerifyRequest = z.object({
  challenge: waitingChallenge,
  response: passkeyAssertionResponse,
});
export const passkeyLoginBeginAnswer = z.object({
  /** names this sign-in's challenge in passkeyLogin */
  challengeId: z.string(),
  options: passkeyRequestOptions,
});
export const passkeyLoginRequest = z.object({
  challengeId: z.string().min(16).max(128),
  response: passkeyAssertionResponse,
});
