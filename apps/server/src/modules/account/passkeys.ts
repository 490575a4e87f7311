// Passkeys: registering an account's WebAuthn credentials and checking what they sign, for the
// second step of a sign-in and for signing in with a passkey alone.
import type { Lang, PasskeyItem } from '@vrportal/contract';
import { ErrorCode } from '@vrportal/contract';
import type {
  AuthenticationResponseJSON,
  AuthenticatorTransport,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import Bowser from 'bowser';
import { AppError } from '../../lib/app-error.js';
import { newToken, orderedId, sha256 } from '../../lib/crypto.js';
import { t } from '../../lib/i18n.js';
import { addMs, iso } from '../../lib/time.js';
import type { AccountContext, SessionAccount } from './account-context.js';
import { accountName } from './account-context.js';
import type { AccountRow } from './account.repository.js';
import type { PasskeyRow, PasskeysRepository } from './passkeys.repository.js';
import type { TwoStepRepository } from './two-step.repository.js';

/** A browser has this long to answer a passkey ceremony. */
const CEREMONY_MS = 5 * 60_000;

type Assertion = AuthenticationResponseJSON;

const transportsOf = (row: PasskeyRow) =>
  row.transports ? (row.transports.split(',') as AuthenticatorTransport[]) : undefined;

const item = (row: PasskeyRow): PasskeyItem => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
});

/** The name a passkey gets when its user gives none: the browser and system it was added from. */
function browserName(agent: string, lang: Lang): string {
  const ua = agent ? Bowser.parse(agent) : null;
  const browser = ua?.browser.name;
  const os = ua?.os.name;
  if (browser && os) return t(lang, 'passkey.defaultName', { browser, os }).slice(0, 64);
  return t(lang, 'passkey.fallbackName');
}

/** The challenge the browser's answer says it signed; null for an answer that is not JSON. */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    return decodeClientDataJSON(clientDataJSON).challenge ?? null;
  } catch {
    return null;
  }
}

export class Passkeys {
  constructor(
    private readonly ctx: AccountContext,
    private readonly repo: PasskeysRepository,
    private readonly twoSteps: TwoStepRepository,
  ) {}

  private get rp() {
    return this.ctx.deps.webauthn;
  }

  async hasAny(accountId: string): Promise<boolean> {
    return (await this.repo.countOf(accountId)) > 0;
  }

  async list(accountId: string): Promise<{ passkeys: PasskeyItem[] }> {
    return { passkeys: (await this.repo.listOf(accountId)).map(item) };
  }

  /** Registration options for a new passkey of the account; its challenge is kept a while. */
  async begin(accountId: string, lang: Lang) {
    const row = await this.ctx.requireAccount(accountId);
    const existing = await this.repo.listOf(row.id);
    const options = await generateRegistrationOptions({
      rpName: t(lang, 'productName'),
      rpID: this.rp.rpId,
      userName: accountName(row),
      userID: new Uint8Array(Buffer.from(row.id, 'utf8')),
      userDisplayName: accountName(row),
      timeout: CEREMONY_MS,
      attestationType: 'none',
      // the same authenticator twice would be one factor counted as two
      excludeCredentials: existing.map((p) => ({
        id: p.credential_id,
        transports: transportsOf(p),
      })),
      // a discoverable credential also signs in without the password
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const now = this.ctx.now();
    await this.repo.insertChallenge({
      id_hash: sha256(options.challenge),
      purpose: 'register',
      account_id: row.id,
      challenge: options.challenge,
      created_at: iso(now),
      expires_at: iso(addMs(now, CEREMONY_MS)),
    });
    return options;
  }

  /**
   * Checks the browser's new credential against a challenge this account was given (taken once)
   * and keeps it. The first second step of an account counts as passed by the session that added
   * it, as enrolling an authenticator app does.
   */
  async finish(
    session: SessionAccount,
    response: RegistrationResponseJSON,
    input: { name?: string | undefined; lang: Lang; agent: string; address: string },
  ) {
    const challenge = signedChallenge(response.response.clientDataJSON);
    if (!challenge) throw new AppError(ErrorCode.passkeyRefused);
    const now = iso(this.ctx.now());
    const row = await this.ctx.requireAccount(session.id);
    const hadSecondStep = row.totp_enabled_at !== null || (await this.hasAny(row.id));
    const taken = await this.repo.take('register', { challenge, accountId: row.id }, now);
    if (!taken) throw new AppError(ErrorCode.passkeyExpired);
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: taken.challenge,
      expectedOrigin: this.rp.origins,
      expectedRPID: this.rp.rpId,
      requireUserVerification: false,
    }).catch(() => null);
    if (!verified?.verified) throw new AppError(ErrorCode.passkeyRefused);
    const { credential } = verified.registrationInfo;
    if (await this.repo.byCredentialId(credential.id)) throw new AppError(ErrorCode.passkeyTaken);
    const id = orderedId();
    const name = input.name ?? browserName(input.agent, input.lang);
    await this.repo
      .insert({
        id,
        account_id: row.id,
        credential_id: credential.id,
        public_key: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: (credential.transports ?? []).join(',').slice(0, 200),
        name,
        created_at: now,
      })
      .catch(() => {
        // the same credential added by a request beside this one (its id is unique)
        throw new AppError(ErrorCode.passkeyTaken);
      });
    if (!hadSecondStep) await this.ctx.sessions.confirmSession(session.tokenHash, now);
    await this.told(session, 'passkeyFinish', id, input.address, null, name);
    return this.list(row.id);
  }

  async remove(session: SessionAccount, id: string, address: string) {
    const found = (await this.repo.listOf(session.id)).find((p) => p.id === id);
    if (!found || !(await this.repo.remove(session.id, id))) {
      throw new AppError(ErrorCode.passkeyNotFound);
    }
    await this.told(session, 'passkeyRemove', id, address, found.name, null);
    return this.list(session.id);
  }

  private async told(
    session: SessionAccount,
    action: 'passkeyFinish' | 'passkeyRemove',
    target: string,
    address: string,
    before: string | null,
    after: string | null,
  ) {
    if (!session.orgId || !this.ctx.deps.onSignInChange) return;
    await this.ctx.deps.onSignInChange({
      orgId: session.orgId,
      accountId: session.id,
      action,
      target,
      address,
      before,
      after,
    });
  }

  /**
   * Authentication options for a sign-in or a confirmation waiting for its second step (the
   * challenge of 10064 or 10070): the account's passkeys, and a challenge kept on it.
   */
  async optionsFor(challenge: string) {
    const idHash = sha256(challenge);
    const now = iso(this.ctx.now());
    const found = await this.twoSteps.challenge(idHash);
    if (!found || found.used_at || found.expires_at <= now) {
      throw new AppError(ErrorCode.secondStepExpired);
    }
    const passkeys = await this.repo.listOf(found.account_id);
    if (passkeys.length === 0) throw new AppError(ErrorCode.twoStepState);
    const options = await generateAuthenticationOptions({
      rpID: this.rp.rpId,
      allowCredentials: passkeys.map((p) => ({ id: p.credential_id, transports: transportsOf(p) })),
      userVerification: 'preferred',
      timeout: CEREMONY_MS,
    });
    if (!(await this.twoSteps.setWebauthnChallenge(idHash, options.challenge, now))) {
      throw new AppError(ErrorCode.secondStepExpired);
    }
    return options;
  }

  /**
   * Whether a passkey of the account signed the challenge it was given, raising its counter:
   * the second step's check (a wrong answer is a wrong try, whatever was wrong with it).
   */
  async signedBy(accountId: string, expected: string | null, response: Assertion) {
    if (!expected) return false;
    const passkey = await this.repo.byCredentialId(response.id);
    if (!passkey || passkey.account_id !== accountId) return false;
    return this.check(passkey, expected, response, false)
      .then(() => true)
      .catch(() => false);
  }

  /** Options for a sign-in by a passkey alone: any passkey of the portal (discoverable). */
  async loginBegin(from: string) {
    await this.ctx.deps.limits.take('passkeySignInsPerAddress', from);
    const options = await generateAuthenticationOptions({
      rpID: this.rp.rpId,
      userVerification: 'required',
      timeout: CEREMONY_MS,
    });
    const challengeId = newToken();
    const now = this.ctx.now();
    await this.repo.insertChallenge({
      id_hash: sha256(challengeId),
      purpose: 'login',
      account_id: null,
      challenge: options.challenge,
      created_at: iso(now),
      expires_at: iso(addMs(now, CEREMONY_MS)),
    });
    return { challengeId, options };
  }

  /**
   * A sign-in by a passkey alone: the challenge is taken once, the passkey must be registered,
   * name its own account and verify its user (a PIN or a biometric: the second factor).
   */
  async login(challengeId: string, response: Assertion): Promise<AccountRow> {
    const taken = await this.repo.take(
      'login',
      { idHash: sha256(challengeId) },
      iso(this.ctx.now()),
    );
    if (!taken) throw new AppError(ErrorCode.passkeyExpired);
    const passkey = await this.repo.byCredentialId(response.id);
    if (!passkey) throw new AppError(ErrorCode.passkeyUnknown);
    const handle = response.response.userHandle;
    if (handle && Buffer.from(handle, 'base64url').toString('utf8') !== passkey.account_id) {
      throw new AppError(ErrorCode.passkeyUnknown);
    }
    await this.check(passkey, taken.challenge, response, true);
    return this.ctx.requireAccount(passkey.account_id);
  }

  /** Verifies an assertion of `passkey` and records its use; refuses with a clear code. */
  private async check(
    passkey: PasskeyRow,
    expectedChallenge: string,
    response: Assertion,
    requireUserVerification: boolean,
  ) {
    const counter = Number(passkey.counter);
    let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge,
        expectedOrigin: this.rp.origins,
        expectedRPID: this.rp.rpId,
        credential: {
          id: passkey.credential_id,
          publicKey: isoBase64URL.toBuffer(passkey.public_key),
          counter,
          transports: transportsOf(passkey),
        },
        requireUserVerification,
      });
    } catch (error) {
      const backwards = error instanceof Error && /counter value/i.test(error.message);
      throw new AppError(backwards ? ErrorCode.passkeyCounter : ErrorCode.passkeyRefused);
    }
    if (!verified.verified) throw new AppError(ErrorCode.passkeyRefused);
    const { newCounter } = verified.authenticationInfo;
    // a second answer with the same counter, checked beside this one, loses here
    if (!(await this.repo.recordUse(passkey.id, newCounter, iso(this.ctx.now())))) {
      throw new AppError(ErrorCode.passkeyCounter);
    }
  }

  async cleanup(now: Date) {
    await this.repo.deleteExpired(iso(now));
  }
}
