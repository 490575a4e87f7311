// Two-step sign-in: enrolling an authenticator app, recovery codes, and the second step itself.
import type { Lang } from '@vrportal/contract';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { ErrorCode, limits } from '@vrportal/contract';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import { randomInt } from 'node:crypto';
import { AppError } from '../../lib/app-error.js';
import { newToken, sha256 } from '../../lib/crypto.js';
import { t } from '../../lib/i18n.js';
import { addMs, iso } from '../../lib/time.js';
import type { AccountContext } from './account-context.js';
import { LOCK_MS, accountName } from './account-context.js';
import type { AccountRow } from './account.repository.js';
import type { Passkeys } from './passkeys.js';
import type { ChallengeRow, TwoStepRepository } from './two-step.repository.js';

const PERIOD_S = 30;
const RECOVERY_CODES = 10;
/** A sign-in waits this long for its second step. */
const CHALLENGE_MS = 5 * 60_000;
/** Wrong codes a challenge takes before the account's second step locks (as wrong passwords). */
export const SECOND_STEP_TRIES = limits.maxWrongPasswords;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** What passes a second step: a code (of the app, or a recovery code) or a passkey's signature. */
export type Proof = { code: string } | { passkey: AuthenticationResponseJSON };

/** Where a sign-in comes from, kept with its challenge for the session it opens. */
export interface Client {
  address: string;
  agent: string;
}

const normalRecovery = (code: string) => code.trim().toLowerCase().replace(/-/g, '');
const isTotpCode = (code: string) => /^\d{6}$/.test(code.trim());

function recoveryCode(): string {
  const pick = () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]!;
  const half = () => Array.from({ length: 5 }, pick).join('');
  return `${half()}-${half()}`;
}

/** The rules of the second step; the sessions part asks them before it opens a session. */
export class TwoStep {
  constructor(
    private readonly ctx: AccountContext,
    private readonly repo: TwoStepRepository,
    private readonly passkeys: Passkeys,
  ) {}

  private context(accountId: string) {
    return `totp:${accountId}`;
  }

  private totp(row: AccountRow, secret: string, lang: Lang) {
    return new OTPAuth.TOTP({
      issuer: t(lang, 'productName'),
      label: accountName(row),
      algorithm: 'SHA1',
      digits: 6,
      period: PERIOD_S,
      secret: OTPAuth.Secret.fromBase32(secret),
    });
  }

  /** The time step a code of the secret is valid for now (one step of drift each way), or null. */
  private stepOf(row: AccountRow, secret: string, code: string): number | null {
    const now = this.ctx.now().getTime();
    const delta = this.totp(row, secret, 'en').validate({
      token: code.trim(),
      timestamp: now,
      window: 1,
    });
    return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
  }

  /** An authenticator app is enrolled. */
  hasTotp(row: AccountRow): boolean {
    return row.totp_enabled_at !== null && row.totp_secret_enc !== null;
  }

  /** The account signs in with a second step: an authenticator app, a passkey, or both. */
  async hasSecondStep(row: AccountRow): Promise<boolean> {
    return this.hasTotp(row) || (await this.passkeys.hasAny(row.id));
  }

  async status(accountId: string) {
    const row = await this.ctx.requireAccount(accountId);
    return {
      totp: this.hasTotp(row),
      recoveryLeft: this.hasTotp(row) ? await this.repo.recoveryLeft(accountId) : 0,
      passkeys: (await this.passkeys.list(row.id)).passkeys,
    };
  }

  /** Starts enrolling: a new secret, kept pending until a code of it confirms it. */
  async totpBegin(accountId: string, lang: Lang) {
    const row = await this.ctx.requireAccount(accountId);
    if (this.hasTotp(row)) throw new AppError(ErrorCode.twoStepState);
    const secret = new OTPAuth.Secret({ size: 20 }).base32;
    await this.ctx.repo.update(row.id, {
      totp_pending_enc: this.ctx.cipher.encrypt(secret, this.context(row.id)),
    });
    const uri = this.totp(row, secret, lang).toString();
    const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    return { uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, secret };
  }

  /**
   * A code of the pending secret turns two-step sign-in on and answers new recovery codes; the
   * session that enrolled has just passed a second step.
   */
  async totpConfirm(session: { id: string; tokenHash: string }, code: string) {
    const row = await this.ctx.requireAccount(session.id);
    if (this.hasTotp(row) || !row.totp_pending_enc || !isTotpCode(code)) {
      throw new AppError(row.totp_pending_enc ? ErrorCode.wrongSecondStep : ErrorCode.twoStepState);
    }
    const secret = this.ctx.cipher.decrypt(row.totp_pending_enc, this.context(row.id));
    const step = this.stepOf(row, secret, code);
    if (step === null) throw new AppError(ErrorCode.wrongSecondStep);
    const now = iso(this.ctx.now());
    await this.ctx.repo.update(row.id, {
      totp_secret_enc: row.totp_pending_enc,
      totp_pending_enc: null,
      totp_enabled_at: now,
      totp_last_step: step,
    });
    const codes = Array.from({ length: RECOVERY_CODES }, recoveryCode);
    await this.repo.replaceRecoveryCodes(
      row.id,
      codes.map((c) => sha256(normalRecovery(c))),
      now,
    );
    await this.ctx.sessions.confirmSession(session.tokenHash, now);
    return { recoveryCodes: codes };
  }

  /** Turns two-step sign-in off, with a code of the app or a recovery code. */
  async totpDisable(accountId: string, code: string) {
    const row = await this.ctx.requireAccount(accountId);
    if (!this.hasTotp(row)) throw new AppError(ErrorCode.twoStepState);
    if (!(await this.codeIsRight(row, code))) throw new AppError(ErrorCode.wrongSecondStep);
    await this.ctx.repo.update(row.id, {
      totp_secret_enc: null,
      totp_pending_enc: null,
      totp_enabled_at: null,
    });
    await this.repo.deleteRecoveryCodes(row.id);
    return null;
  }

  /** A code of the app (each time step once) or an unused recovery code (taken). */
  private async codeIsRight(row: AccountRow, code: string): Promise<boolean> {
    if (isTotpCode(code)) {
      if (!this.hasTotp(row)) return false;
      const secret = this.ctx.cipher.decrypt(row.totp_secret_enc!, this.context(row.id));
      const step = this.stepOf(row, secret, code);
      return step !== null && (await this.ctx.repo.takeTotpStep(row.id, step));
    }
    const hash = sha256(normalRecovery(code));
    return this.repo.useRecoveryCode(row.id, hash, iso(this.ctx.now()));
  }

  private lockedSeconds(row: AccountRow): number {
    const until = row.two_step_locked_until ? Date.parse(row.two_step_locked_until) : 0;
    return Math.max(0, Math.ceil((until - this.ctx.now().getTime()) / 1000));
  }

  /**
   * The sign-in's first step was right: it waits for the second (10064 with the challenge). A
   * sensitive change asks the same way with 10070.
   */
  async challenge(
    row: AccountRow,
    account: string,
    client: Client,
    lang?: Lang,
    code:
      | typeof ErrorCode.secondStepNeeded
      | typeof ErrorCode.confirmSecondStep = ErrorCode.secondStepNeeded,
  ): Promise<never> {
    const locked = this.lockedSeconds(row);
    if (locked > 0) throw new AppError(ErrorCode.secondStepLocked, { lockedSeconds: locked });
    const methods = [
      ...(this.hasTotp(row) ? (['totp', 'recovery'] as const) : []),
      ...((await this.passkeys.hasAny(row.id)) ? (['passkey'] as const) : []),
    ];
    const challenge = newToken();
    const now = this.ctx.now();
    await this.repo.insertChallenge({
      id_hash: sha256(challenge),
      account_id: row.id,
      account,
      lang: lang ?? '',
      address: client.address.slice(0, 64),
      user_agent: client.agent.slice(0, 300),
      created_at: iso(now),
      expires_at: iso(addMs(now, CHALLENGE_MS)),
    });
    // an account with passkeys only is not asked for an app's code
    const passkeyOnly = !this.hasTotp(row);
    const key = code === ErrorCode.secondStepNeeded ? 'passkey.signInStep' : 'passkey.confirmStep';
    throw new AppError(
      code,
      { challenge, methods },
      passkeyOnly ? { zh: t('zh', key), en: t('en', key) } : undefined,
    );
  }

  /**
   * The second step: each try is counted on the challenge before the code is checked, so a burst
   * of wrong codes takes exactly five; the fifth locks the account's second step for 5 minutes.
   * A passkey's wrong answer is a wrong try the same way. Answers the challenge and its account
   * when the proof is right.
   */
  async verify(challenge: string, proof: Proof): Promise<{ row: AccountRow; found: ChallengeRow }> {
    const idHash = sha256(challenge);
    const found = await this.repo.challenge(idHash);
    const now = this.ctx.now();
    if (!found || found.used_at || found.expires_at <= iso(now)) {
      throw new AppError(ErrorCode.secondStepExpired);
    }
    const row = await this.ctx.requireAccount(found.account_id);
    const locked = this.lockedSeconds(row);
    if (locked > 0) throw new AppError(ErrorCode.secondStepLocked, { lockedSeconds: locked });
    const attempt = await this.repo.takeTry(idHash, iso(now), SECOND_STEP_TRIES);
    if (attempt === null) {
      throw new AppError(ErrorCode.secondStepLocked, { lockedSeconds: LOCK_MS / 1000 });
    }
    const right =
      'code' in proof
        ? await this.codeIsRight(row, proof.code)
        : await this.passkeys.signedBy(row.id, found.webauthn_challenge, proof.passkey);
    if (!right) {
      if (attempt >= SECOND_STEP_TRIES) {
        await this.ctx.repo.update(row.id, { two_step_locked_until: iso(addMs(now, LOCK_MS)) });
        throw new AppError(ErrorCode.secondStepLocked, { lockedSeconds: LOCK_MS / 1000 });
      }
      throw new AppError(ErrorCode.wrongSecondStep, { remainCount: SECOND_STEP_TRIES - attempt });
    }
    if (!(await this.repo.close(idHash, iso(now)))) throw new AppError(ErrorCode.secondStepExpired);
    return { row, found };
  }

  /**
   * Before a sensitive change: a session of an account with two-step sign-in that passed no
   * second step in the last 10 minutes is asked for one (10070 with a challenge).
   */
  async requireRecent(session: { id: string; twoStep?: boolean; secondStepAt?: string | null }) {
    if (!session.twoStep) return;
    const at = session.secondStepAt ? Date.parse(session.secondStepAt) : 0;
    if (this.ctx.now().getTime() - at < limits.secondStepFreshMinutes * 60_000) return;
    const row = await this.ctx.requireAccount(session.id);
    if (!(await this.hasSecondStep(row))) return;
    await this.challenge(
      row,
      '',
      { address: '', agent: '' },
      undefined,
      ErrorCode.confirmSecondStep,
    );
  }

  /** The second step again, for the session that was asked: answers when it holds till. */
  async confirm(session: { id: string; tokenHash: string }, challenge: string, proof: Proof) {
    const { row } = await this.verify(challenge, proof);
    if (row.id !== session.id) throw new AppError(ErrorCode.secondStepExpired);
    const now = this.ctx.now();
    await this.ctx.sessions.confirmSession(session.tokenHash, iso(now));
    return { confirmedUntil: iso(addMs(now, limits.secondStepFreshMinutes * 60_000)) };
  }

  async cleanup(now: Date) {
    await this.repo.deleteExpired(iso(now));
    await this.passkeys.cleanup(now);
  }
}
