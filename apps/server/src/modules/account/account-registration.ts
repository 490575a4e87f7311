// Registering and passwords: by phone or mail, confirming a mailbox, resetting and changing passwords.
import type { Lang } from '@vrportal/contract';
import { DeveloperStatus, ErrorCode, passwordProblem, transportPassword } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { md5Hex } from '../../lib/crypto.js';
import { iso } from '../../lib/time.js';
import type { AccountCodes } from './account-codes.js';
import type { AccountContext } from './account-context.js';
import { normalEmail } from './account-context.js';
import type { AccountRow } from './account.repository.js';
import { hashPassword, verifyPassword } from './passwords.js';

/** New accounts and their passwords, each proven by a code sent to the phone or mailbox. */
export class AccountRegistration {
  constructor(
    private readonly ctx: AccountContext,
    private readonly codes: AccountCodes,
  ) {}

  // ---- registration --------------------------------------------------------------------------

  async registerByPhone(mobile: string, pwd: string, code: string): Promise<void> {
    if (await this.ctx.repo.findByMobile(mobile)) throw new AppError(ErrorCode.mobileTaken);
    await this.codes.checkCode('sms', mobile, code, true);
    await this.ctx
      .insertAccount({
        mobile,
        pwdHash: await hashPassword(pwd),
        emailConfirmed: false,
      })
      .catch((error: unknown) => {
        // the same number registered at the same moment: the other request won
        throw isUniqueViolation(error) ? new AppError(ErrorCode.mobileTaken) : error;
      });
  }

  /**
   * Registers an e-mail account that signs in once the mailed link is opened. Registering again
   * before confirming replaces the password and sends a new link: only the mailbox owner confirms.
   */
  async registerByMail(emailInput: string, pwd: string, lang: Lang, from: string): Promise<void> {
    const email = normalEmail(emailInput);
    const existing = await this.ctx.repo.findByEmail(email);
    if (existing && (existing.email_confirmed || existing.mobile)) {
      throw new AppError(ErrorCode.emailTaken);
    }
    await this.codes.takeMailLimits(email, from);
    const pwdHash = await hashPassword(pwd);
    if (existing) {
      await this.ctx.repo.update(existing.id, {
        pwd_hash: pwdHash,
        updated_at: iso(this.ctx.now()),
      });
    } else {
      await this.ctx
        .insertAccount({ email, pwdHash, emailConfirmed: false })
        .catch((error: unknown) => {
          // the same address registered at the same moment: the other request won
          throw isUniqueViolation(error) ? new AppError(ErrorCode.emailTaken) : error;
        });
    }
    await this.codes.sendMailCode('confirm', email, lang);
  }

  async confirmMail(emailInput: string, code: string): Promise<void> {
    const email = normalEmail(emailInput);
    const row = await this.ctx.repo.findByEmail(email);
    if (!row) throw new AppError(ErrorCode.notRegistered);
    await this.codes.checkCode('confirm', email, code, true);
    await this.ctx.repo.update(row.id, { email_confirmed: 1, updated_at: iso(this.ctx.now()) });
  }

  // ---- passwords -----------------------------------------------------------------------------

  async requestPasswordResetMail(emailInput: string, lang: Lang, from: string): Promise<void> {
    const email = normalEmail(emailInput);
    const row = await this.ctx.repo.findByEmail(email);
    if (!row) throw new AppError(ErrorCode.notRegistered);
    if (row.blocked) throw new AppError(ErrorCode.accountBlocked);
    await this.codes.takeMailLimits(email, from);
    await this.codes.sendMailCode('reset', email, lang);
  }

  async resetPasswordByMail(emailInput: string, code: string, pwd: string): Promise<void> {
    const email = normalEmail(emailInput);
    const row = await this.ctx.repo.findByEmail(email);
    if (!row) throw new AppError(ErrorCode.notRegistered);
    await this.codes.checkCode('reset', email, code, false);
    await this.refuseReuse(row, pwd);
    await this.codes.checkCode('reset', email, code, true);
    // opening the mailed link proves the mailbox as well
    await this.setPassword(row, pwd, { email_confirmed: 1 });
  }

  async modifyPasswordBySms(mobile: string, code: string, pwd: string): Promise<void> {
    const row = await this.ctx.repo.findByMobile(mobile);
    if (!row) throw new AppError(ErrorCode.notRegistered);
    await this.codes.checkCode('sms', mobile, code, false);
    await this.refuseReuse(row, pwd);
    await this.codes.checkCode('sms', mobile, code, true);
    await this.setPassword(row, pwd);
  }

  private async refuseReuse(row: AccountRow, pwd: string) {
    if (await verifyPassword(row.pwd_hash, pwd)) throw new AppError(ErrorCode.passwordReuse);
  }

  /** A new password ends every session and lifts a lock. */
  private async setPassword(row: AccountRow, pwd: string, extra: Partial<AccountRow> = {}) {
    await this.ctx.repo.update(row.id, {
      ...extra,
      pwd_hash: await hashPassword(pwd),
      failed_logins: 0,
      locked_until: null,
      updated_at: iso(this.ctx.now()),
    });
    await this.ctx.sessions.deleteSessionsOf(row.id);
  }

  // ---- operator actions (admin command line, demo seed) --------------------------------------

  /** Creates an approved developer account from a clear-text password, checked by the rules. */
  async createAccount(input: {
    email?: string;
    mobile?: string;
    password: string;
    admin: boolean;
    name?: string;
  }): Promise<string> {
    const problem = passwordProblem(input.password);
    if (problem) throw new Error(`password: ${problem} (8-12 characters, 3 of 4 classes)`);
    const email = input.email ? normalEmail(input.email) : undefined;
    if (email && (await this.ctx.repo.findByEmail(email))) throw new AppError(ErrorCode.emailTaken);
    if (input.mobile && (await this.ctx.repo.findByMobile(input.mobile))) {
      throw new AppError(ErrorCode.mobileTaken);
    }
    const pwd = await transportPassword(input.password, md5Hex);
    return this.ctx.insertAccount({
      ...(email ? { email } : {}),
      ...(input.mobile ? { mobile: input.mobile } : {}),
      pwdHash: await hashPassword(pwd),
      emailConfirmed: true,
      admin: input.admin,
      devStatus: DeveloperStatus.approved,
      devName: input.name ?? email ?? input.mobile ?? 'developer',
    });
  }
}
