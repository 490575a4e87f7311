// Sign-in and sessions: by password or SMS code, the session token, and who a token stands for.
import type { Lang, LoginAnswer, SignedInSession } from '@vrportal/contract';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import Bowser from 'bowser';
import { ErrorCode, limits } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { newToken, sha256 } from '../../lib/crypto.js';
import { addMs, iso } from '../../lib/time.js';
import type { AccountCodes } from './account-codes.js';
import type { AccountContext, Identity, SessionAccount, StoredSession } from './account-context.js';
import { LOCK_MS, accountName, normalEmail } from './account-context.js';
import type { AccountRow } from './account.repository.js';
import type { Passkeys } from './passkeys.js';
import type { Client, Proof, TwoStep } from './two-step.js';
import { checkPassword, hashQueue } from './passwords.js';

/**
 * A sign-in turned away by a limit (busy hashing, too many failures) is answered after this
 * pause: a client that retries at once then slows itself down instead of spinning the server.
 */
const REFUSAL_PAUSE_MS = 1000;

async function slowRefusals<T>(signIn: () => Promise<T>): Promise<T> {
  try {
    return await signIn();
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.tooManyRequests) {
      await new Promise((resolve) => setTimeout(resolve, REFUSAL_PAUSE_MS));
    }
    throw error;
  }
}

/** "Last used" is written when older than this. */
const SEEN_EVERY_MS = 5 * 60_000;
/** A session's public id: the start of its token's SHA-256 (96 bits), never the token. */
const SESSION_ID_LENGTH = 24;

/** Signing in opens a session; a wrong password counts towards a lock. */
export class AccountSessions {
  constructor(
    private readonly ctx: AccountContext,
    private readonly codes: AccountCodes,
    private readonly twoStep: TwoStep,
    private readonly passkeys: Passkeys,
  ) {}

  /** `from` is the client's address: failed sign-ins are limited per address too. */
  loginWithPassword(
    identity: Identity,
    pwd: string,
    from: string,
    lang?: Lang,
    agent = '',
  ): Promise<LoginAnswer> {
    return slowRefusals(() => this.passwordSignIn(identity, pwd, { address: from, agent }, lang));
  }

  private async passwordSignIn(identity: Identity, pwd: string, client: Client, lang?: Lang) {
    const from = client.address;
    // a flood is turned away before it costs a database write
    hashQueue.refuseWhenFull();
    const tried = await this.ctx.deps.limits.take('signInFailuresPerAddress', from);
    const row = await this.ctx.findAccount(identity);
    if (!row) throw new AppError(ErrorCode.notRegistered);
    if (row.blocked) throw new AppError(ErrorCode.accountBlocked);
    if (row.email && !row.mobile && !row.email_confirmed) {
      throw new AppError(ErrorCode.emailNotConfirmed);
    }
    const now = this.ctx.now();
    // the attempt is counted before the password is checked: a burst takes the allowed number
    // of tries and the rest find the account locked, the right password included. Both happen
    // in a place of the hashing queue, so a sign-in turned away as busy costs no try.
    const { attempt, right } = await hashQueue
      .run(async () => {
        const taken = await this.ctx.repo.takeLoginAttempt(
          row.id,
          iso(now),
          limits.maxWrongPasswords,
        );
        return {
          attempt: taken,
          right: taken !== null && (await checkPassword(row.pwd_hash, pwd)),
        };
      })
      .catch(async (busy: unknown) => {
        // turned away before anything was tried: the address keeps its try too
        await tried.giveBack();
        throw busy;
      });
    if (attempt === null) {
      const fresh = await this.ctx.repo.findById(row.id);
      const lockedMs = fresh?.locked_until ? Date.parse(fresh.locked_until) - now.getTime() : 0;
      throw new AppError(ErrorCode.wrongPassword, {
        remainCount: 0,
        lockedSeconds: Math.ceil((lockedMs > 0 ? lockedMs : LOCK_MS) / 1000),
      });
    }
    if (!right) {
      const remainCount = Math.max(0, limits.maxWrongPasswords - attempt);
      let lockedSeconds = 0;
      if (remainCount === 0) {
        await this.ctx.repo.update(row.id, { locked_until: iso(addMs(now, LOCK_MS)) });
        lockedSeconds = LOCK_MS / 1000;
      }
      throw new AppError(ErrorCode.wrongPassword, { remainCount, lockedSeconds });
    }
    await this.ctx.repo.clearLoginAttempts(row.id, iso(now));
    await tried.giveBack();
    return this.openSession(
      row,
      'mobile' in identity ? identity.mobile : normalEmail(identity.email),
      client,
      lang,
    );
  }

  /** SMS sign-in proves the phone, so it is allowed while wrong passwords keep the account locked. */
  loginWithSmsCode(
    mobile: string,
    code: string,
    from: string,
    lang?: Lang,
    agent = '',
  ): Promise<LoginAnswer> {
    return slowRefusals(() => this.smsSignIn(mobile, code, { address: from, agent }, lang));
  }

  private async smsSignIn(mobile: string, code: string, client: Client, lang?: Lang) {
    const from = client.address;
    const tried = await this.ctx.deps.limits.take('signInFailuresPerAddress', from);
    const row = await this.ctx.repo.findByMobile(mobile);
    if (!row) throw new AppError(ErrorCode.notRegistered);
    if (row.blocked) throw new AppError(ErrorCode.accountBlocked);
    await this.codes.checkCode('sms', mobile, code, true);
    await tried.giveBack();
    return this.openSession(row, mobile, client, lang);
  }

  /** The first step was right: the session, or the wait for the second step (10064). */
  private async openSession(
    row: AccountRow,
    account: string,
    client: Client,
    lang?: Lang,
  ): Promise<LoginAnswer> {
    if (await this.twoStep.hasSecondStep(row)) {
      return this.twoStep.challenge(row, account, client, lang);
    }
    return this.createSession(row, account, client, lang);
  }

  /** The second step of a sign-in that answered 10064: what the sign-in answers without one. */
  async verifySecondStep(challenge: string, proof: Proof): Promise<LoginAnswer> {
    const { row, found } = await this.twoStep.verify(challenge, proof);
    const lang = found.lang === 'zh' || found.lang === 'en' ? found.lang : undefined;
    const client = { address: found.address, agent: found.user_agent };
    return this.createSession(row, found.account, client, lang, true);
  }

  /**
   * A sign-in by a passkey alone, which is both steps: the session has passed its second step.
   * A failed one counts towards the client address's limit of failed sign-ins.
   */
  loginWithPasskey(
    challengeId: string,
    response: AuthenticationResponseJSON,
    client: Client,
    lang?: Lang,
  ): Promise<LoginAnswer> {
    return slowRefusals(async () => {
      const tried = await this.ctx.deps.limits.take('signInFailuresPerAddress', client.address);
      const row = await this.passkeys.login(challengeId, response);
      if (row.blocked) throw new AppError(ErrorCode.accountBlocked);
      await tried.giveBack();
      return this.createSession(row, accountName(row), client, lang, true);
    });
  }

  private async createSession(
    row: AccountRow,
    account: string,
    client: Client,
    lang?: Lang,
    secondStep = false,
  ): Promise<LoginAnswer> {
    const token = newToken();
    const now = this.ctx.now();
    // the platform's mails to the developer (bills) speak the language they last signed in with
    if (lang && row.lang !== lang) await this.ctx.repo.update(row.id, { lang });
    await this.ctx.sessions.insertSession(
      sha256(token),
      row.id,
      iso(now),
      iso(addMs(now, this.ctx.deps.tokenTtlMs)),
      client,
      secondStep ? iso(now) : null,
    );
    return {
      token,
      status: (await this.ctx.effectiveStatus(row)) as LoginAnswer['status'],
      admin: row.admin ? 1 : 0,
      remainCount: limits.maxWrongPasswords,
      account,
    };
  }

  /** The signed-in account behind a token, or null when the token is missing, unknown or expired. */
  async authenticate(token: string | undefined): Promise<StoredSession | null> {
    if (!token || token.length > 200) return null;
    const tokenHash = sha256(token);
    const now = this.ctx.now();
    const row = await this.ctx.sessions.findSessionAccount(tokenHash, iso(now));
    if (!row || row.blocked) return null;
    // written at most every few minutes: the session list's "last used", not a write per call
    const seen = row.last_seen_at ? Date.parse(row.last_seen_at) : 0;
    if (now.getTime() - seen > SEEN_EVERY_MS)
      await this.ctx.sessions.touchSession(tokenHash, iso(now));
    return {
      id: row.id,
      admin: row.admin === 1,
      devStatus: row.dev_status,
      tokenHash,
      ntyVersion: Number(row.nty_version),
      accessVersion: Number(row.access_version),
      twoStep: row.totp_enabled_at !== null || Number(row.has_passkey) === 1,
      orgId: row.org_id,
      secondStepAt: row.second_step_at,
    };
  }

  async setSessionOrg(tokenHash: string, orgId: string): Promise<void> {
    await this.ctx.sessions.setSessionOrg(tokenHash, orgId);
  }

  /** The account's signed-in sessions, each named by the start of its token's hash. */
  async listSessions(session: SessionAccount): Promise<{ sessions: SignedInSession[] }> {
    const rows = await this.ctx.sessions.sessionsOf(session.id, iso(this.ctx.now()));
    return {
      sessions: rows.map((row) => {
        const ua = row.user_agent ? Bowser.parse(row.user_agent) : null;
        return {
          sessionId: row.token_hash.slice(0, SESSION_ID_LENGTH),
          browser: [ua?.browser.name, ua?.browser.version?.split('.')[0]].filter(Boolean).join(' '),
          os: ua?.os.name ?? '',
          address: row.address,
          createdAt: row.created_at,
          lastSeenAt: row.last_seen_at ?? row.created_at,
          current: row.token_hash === session.tokenHash,
        };
      }),
    };
  }

  /** Signs out one of the account's sessions, or every one but the caller's. */
  async revokeSessions(
    session: SessionAccount,
    which: { sessionId: string } | { all: true },
  ): Promise<{ revoked: number }> {
    if ('all' in which) {
      return {
        revoked: await this.ctx.sessions.deleteOtherSessions(session.id, session.tokenHash),
      };
    }
    // an id of another length or alphabet names no session (and no prefix of several)
    if (!/^[0-9a-f]+$/.test(which.sessionId) || which.sessionId.length !== SESSION_ID_LENGTH) {
      return { revoked: 0 };
    }
    return { revoked: await this.ctx.sessions.deleteSessionById(session.id, which.sessionId) };
  }

  async logout(session: SessionAccount): Promise<void> {
    await this.ctx.sessions.deleteSession(session.tokenHash);
  }
}
