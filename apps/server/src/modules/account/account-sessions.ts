// Sign-in and sessions: by password or SMS code, the session token, and who a token stands for.
import type { Lang, LoginAnswer } from '@vrportal/contract';
import { ErrorCode, limits } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { newToken, sha256 } from '../../lib/crypto.js';
import { addMs, iso } from '../../lib/time.js';
import type { AccountCodes } from './account-codes.js';
import type { AccountContext, Identity, SessionAccount, StoredSession } from './account-context.js';
import { LOCK_MS, normalEmail } from './account-context.js';
import type { AccountRow } from './account.repository.js';
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

/** Signing in opens a session; a wrong password counts towards a lock. */
export class AccountSessions {
  constructor(
    private readonly ctx: AccountContext,
    private readonly codes: AccountCodes,
  ) {}

  /** `from` is the client's address: failed sign-ins are limited per address too. */
  loginWithPassword(
    identity: Identity,
    pwd: string,
    from: string,
    lang?: Lang,
  ): Promise<LoginAnswer> {
    return slowRefusals(() => this.passwordSignIn(identity, pwd, from, lang));
  }

  private async passwordSignIn(identity: Identity, pwd: string, from: string, lang?: Lang) {
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
      lang,
    );
  }

  /** SMS sign-in proves the phone, so it is allowed while wrong passwords keep the account locked. */
  loginWithSmsCode(mobile: string, code: string, from: string, lang?: Lang): Promise<LoginAnswer> {
    return slowRefusals(() => this.smsSignIn(mobile, code, from, lang));
  }

  private async smsSignIn(mobile: string, code: string, from: string, lang?: Lang) {
    const tried = await this.ctx.deps.limits.take('signInFailuresPerAddress', from);
    const row = await this.ctx.repo.findByMobile(mobile);
    if (!row) throw new AppError(ErrorCode.notRegistered);
    if (row.blocked) throw new AppError(ErrorCode.accountBlocked);
    await this.codes.checkCode('sms', mobile, code, true);
    await tried.giveBack();
    return this.openSession(row, mobile, lang);
  }

  private async openSession(row: AccountRow, account: string, lang?: Lang): Promise<LoginAnswer> {
    const token = newToken();
    const now = this.ctx.now();
    // the platform's mails to the developer (bills) speak the language they last signed in with
    if (lang && row.lang !== lang) await this.ctx.repo.update(row.id, { lang });
    await this.ctx.repo.insertSession(
      sha256(token),
      row.id,
      iso(now),
      iso(addMs(now, this.ctx.deps.tokenTtlMs)),
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
    const row = await this.ctx.repo.findSessionAccount(tokenHash, iso(this.ctx.now()));
    if (!row || row.blocked) return null;
    return {
      id: row.id,
      admin: row.admin === 1,
      devStatus: row.dev_status,
      tokenHash,
      ntyVersion: Number(row.nty_version),
      orgId: row.org_id,
    };
  }

  async setSessionOrg(tokenHash: string, orgId: string): Promise<void> {
    await this.ctx.repo.setSessionOrg(tokenHash, orgId);
  }

  async logout(session: SessionAccount): Promise<void> {
    await this.ctx.repo.deleteSession(session.tokenHash);
  }
}
