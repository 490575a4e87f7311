import type {
  AccountInfo,
  DeveloperStatusValue,
  Lang,
  LoginAnswer,
  Role,
} from '@vrportal/contract';
import {
  AccountExistsStatus,
  DeveloperStatus,
  ErrorCode,
  SmsCodeStatus,
  limits,
  passwordProblem,
  transportPassword,
} from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import type { Clock } from '../../lib/time.js';
import { addMs, iso } from '../../lib/time.js';
import { md5Hex, newId, newMailCode, newSmsCode, newToken, sha256 } from '../../lib/crypto.js';
import type { MailTransport } from '../../messaging/mail.js';
import type { SmsTransport } from '../../messaging/sms.js';
import { confirmMail, resetMail, smsCodeText } from '../../messaging/templates.js';
import type { LimitsService } from '../limits/limits.service.js';
import type { AccountRepository, AccountRow, Executor } from './account.repository.js';
import { checkPassword, hashPassword, hashQueue, verifyPassword } from './passwords.js';

export interface SessionAccount {
  id: string;
  admin: boolean;
  devStatus: number;
  tokenHash: string;
  /** changes whenever the account's notifications do: the key of the notification list cache */
  ntyVersion: number;
  /** what the account may do in the studio that holds its apps (see rolePermissions) */
  role: Role;
  /** set for an upload token: the one app whose builds it may upload */
  scopeAppId?: string;
}

/** How other modules are handed the account module's naming of accounts (see `namesOf`). */
export type AccountNamesOf = (ids: readonly (string | null)[]) => Promise<Map<string, string>>;

export interface AccountServiceDeps {
  accounts: AccountRepository;
  mail: MailTransport;
  sms: SmsTransport;
  clock: Clock;
  publicUrl: string;
  tokenTtlMs: number;
  autoApproveDevelopers: boolean;
  /** counts sends and tries per client address and per target */
  limits: LimitsService;
  /** told of mail and SMS transport failures, so operators see them in the log */
  onDeliveryError?: (error: unknown) => void;
}

type Identity = { mobile: string } | { email: string };
type CodePurpose = 'sms' | 'confirm' | 'reset';

const LOCK_MS = limits.lockMinutes * 60_000;
const SMS_VALID_MS = limits.smsCodeValidMinutes * 60_000;
const MAIL_VALID_MS = limits.mailCodeValidHours * 3_600_000;

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

const normalEmail = (email: string) => email.trim().toLowerCase();
const accountName = (row: AccountRow) => row.email ?? row.mobile ?? row.id;

/** Sign-in, registration, passwords, sessions and developer status: the account rules. */
export class AccountService {
  constructor(private readonly deps: AccountServiceDeps) {}

  private get repo() {
    return this.deps.accounts;
  }

  private now() {
    return this.deps.clock.now();
  }

  // ---- sign-in -------------------------------------------------------------------------------

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
    const tried = await this.deps.limits.take('signInFailuresPerAddress', from);
    const row = await this.findAccount(identity);
    if (!row) throw new AppError(ErrorCode.notRegistered);
    if (row.blocked) throw new AppError(ErrorCode.accountBlocked);
    if (row.email && !row.mobile && !row.email_confirmed) {
      throw new AppError(ErrorCode.emailNotConfirmed);
    }
    const now = this.now();
    // the attempt is counted before the password is checked: a burst takes the allowed number
    // of tries and the rest find the account locked, the right password included. Both happen
    // in a place of the hashing queue, so a sign-in turned away as busy costs no try.
    const { attempt, right } = await hashQueue
      .run(async () => {
        const taken = await this.repo.takeLoginAttempt(row.id, iso(now), limits.maxWrongPasswords);
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
      const fresh = await this.repo.findById(row.id);
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
        await this.repo.update(row.id, { locked_until: iso(addMs(now, LOCK_MS)) });
        lockedSeconds = LOCK_MS / 1000;
      }
      throw new AppError(ErrorCode.wrongPassword, { remainCount, lockedSeconds });
    }
    await this.repo.clearLoginAttempts(row.id, iso(now));
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
    const tried = await this.deps.limits.take('signInFailuresPerAddress', from);
    const row = await this.repo.findByMobile(mobile);
    if (!row) throw new AppError(ErrorCode.notRegistered);
    if (row.blocked) throw new AppError(ErrorCode.accountBlocked);
    await this.checkCode('sms', mobile, code, true);
    await tried.giveBack();
    return this.openSession(row, mobile, lang);
  }

  private async openSession(row: AccountRow, account: string, lang?: Lang): Promise<LoginAnswer> {
    const token = newToken();
    const now = this.now();
    // the platform's mails to the developer (bills) speak the language they last signed in with
    if (lang && row.lang !== lang) await this.repo.update(row.id, { lang });
    await this.repo.insertSession(
      sha256(token),
      row.id,
      iso(now),
      iso(addMs(now, this.deps.tokenTtlMs)),
    );
    return {
      token,
      status: row.dev_status as LoginAnswer['status'],
      admin: row.admin ? 1 : 0,
      remainCount: limits.maxWrongPasswords,
      account,
    };
  }

  /** Where and how to reach an account: its name, mail address and language. */
  async contactOf(
    accountId: string,
  ): Promise<{ name: string; email: string; account: string; lang: Lang } | null> {
    const row = await this.repo.findById(accountId);
    if (!row) return null;
    return {
      name: row.dev_name ?? '',
      email: row.email ?? '',
      account: row.email ?? row.mobile ?? '',
      lang: row.lang === 'en' ? 'en' : 'zh',
    };
  }

  /** The signed-in account behind a token, or null when the token is missing, unknown or expired. */
  async authenticate(token: string | undefined): Promise<SessionAccount | null> {
    if (!token || token.length > 200) return null;
    const tokenHash = sha256(token);
    const row = await this.repo.findSessionAccount(tokenHash, iso(this.now()));
    if (!row || row.blocked) return null;
    return {
      id: row.id,
      admin: row.admin === 1,
      devStatus: row.dev_status,
      tokenHash,
      ntyVersion: Number(row.nty_version),
      // a developer owns the studio that holds its apps
      role: 'owner',
    };
  }

  async logout(session: SessionAccount): Promise<void> {
    await this.repo.deleteSession(session.tokenHash);
  }

  // ---- codes ---------------------------------------------------------------------------------

  async requestSmsCode(
    mobile: string,
    lang: Lang,
    from: string,
    forRegistration = false,
  ): Promise<{ resendAfter: number }> {
    // registering a number that has an account would only fail after the SMS: send none
    if (forRegistration && (await this.repo.findByMobile(mobile))) {
      throw new AppError(ErrorCode.mobileTaken);
    }
    const now = this.now();
    const last = await this.repo.latestCode('sms', mobile);
    if (last) {
      const waitMs = Date.parse(last.created_at) + limits.smsResendSeconds * 1000 - now.getTime();
      if (waitMs > 0) {
        throw new AppError(ErrorCode.codeTooSoon, { resendAfter: Math.ceil(waitMs / 1000) });
      }
    }
    await this.deps.limits.take('smsPerAddress', from);
    await this.deps.limits.take('smsPerMobile', mobile);
    const code = newSmsCode();
    const id = newId();
    await this.repo.insertCode({
      id,
      purpose: 'sms',
      target: mobile,
      code_hash: sha256(`sms:${mobile}:${code}`),
      created_at: iso(now),
      expires_at: iso(addMs(now, SMS_VALID_MS)),
    });
    await this.deliver(id, ErrorCode.smsNotSent, () =>
      this.deps.sms.send(mobile, smsCodeText(lang, code)),
    );
    return { resendAfter: limits.smsResendSeconds };
  }

  async validateSmsCode(mobile: string, code: string): Promise<{ status: number }> {
    await this.checkCode('sms', mobile, code, false);
    return { status: SmsCodeStatus.valid };
  }

  /**
   * A code is good when it is the latest one for its purpose and target, unused, unexpired and
   * not worn out by wrong attempts. Wrong attempts count against it.
   */
  private async checkCode(purpose: CodePurpose, target: string, code: string, consume: boolean) {
    const row = await this.repo.latestCode(purpose, target);
    const now = this.now();
    const usable = row && !row.used_at && Date.parse(row.expires_at) > now.getTime();
    if (!row || !usable) throw new AppError(ErrorCode.wrongCode);
    // every try is counted before the code is compared: parallel tries cannot exceed the limit
    if (!(await this.repo.takeCodeAttempt(row.id, limits.smsCodeMaxAttempts))) {
      throw new AppError(ErrorCode.wrongCode);
    }
    if (row.code_hash !== sha256(`${purpose}:${target}:${code}`)) {
      throw new AppError(ErrorCode.wrongCode);
    }
    if (consume && !(await this.repo.useCode(row.id, iso(now)))) {
      throw new AppError(ErrorCode.wrongCode);
    }
  }

  /** Counts a mail to send, before anything is stored for it. */
  private async takeMailLimits(email: string, from: string) {
    await this.deps.limits.take('mailPerAddress', from);
    await this.deps.limits.take('mailPerEmail', email);
  }

  private async sendMailCode(purpose: 'confirm' | 'reset', email: string, lang: Lang) {
    const now = this.now();
    const code = newMailCode();
    const id = newId();
    await this.repo.insertCode({
      id,
      purpose,
      target: email,
      code_hash: sha256(`${purpose}:${email}:${code}`),
      created_at: iso(now),
      expires_at: iso(addMs(now, MAIL_VALID_MS)),
    });
    const query = new URLSearchParams({ mode: purpose, email, code, lang });
    const link = `${this.deps.publicUrl}/manage/login?${query.toString()}`;
    const message =
      purpose === 'confirm' ? confirmMail(lang, email, link) : resetMail(lang, email, link);
    await this.deliver(id, ErrorCode.mailNotSent, () => this.deps.mail.send(message));
  }

  /**
   * Sends a code; when the transport fails the code is withdrawn, so the caller may ask again at
   * once instead of waiting out the resend interval for a code that never arrived.
   */
  private async deliver(codeId: string, failure: 10055 | 10056, send: () => Promise<void>) {
    try {
      await send();
    } catch (error) {
      await this.repo.deleteCode(codeId);
      this.deps.onDeliveryError?.(error);
      throw new AppError(failure);
    }
  }

  // ---- registration --------------------------------------------------------------------------

  async registerByPhone(mobile: string, pwd: string, code: string): Promise<void> {
    if (await this.repo.findByMobile(mobile)) throw new AppError(ErrorCode.mobileTaken);
    await this.checkCode('sms', mobile, code, true);
    await this.insertAccount({
      mobile,
      pwdHash: await hashPassword(pwd),
      emailConfirmed: false,
    }).catch((error: unknown) => {
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
    const existing = await this.repo.findByEmail(email);
    if (existing && (existing.email_confirmed || existing.mobile)) {
      throw new AppError(ErrorCode.emailTaken);
    }
    await this.takeMailLimits(email, from);
    const pwdHash = await hashPassword(pwd);
    if (existing) {
      await this.repo.update(existing.id, { pwd_hash: pwdHash, updated_at: iso(this.now()) });
    } else {
      await this.insertAccount({ email, pwdHash, emailConfirmed: false }).catch(
        (error: unknown) => {
          // the same address registered at the same moment: the other request won
          throw isUniqueViolation(error) ? new AppError(ErrorCode.emailTaken) : error;
        },
      );
    }
    await this.sendMailCode('confirm', email, lang);
  }

  async confirmMail(emailInput: string, code: string): Promise<void> {
    const email = normalEmail(emailInput);
    const row = await this.repo.findByEmail(email);
    if (!row) throw new AppError(ErrorCode.notRegistered);
    await this.checkCode('confirm', email, code, true);
    await this.repo.update(row.id, { email_confirmed: 1, updated_at: iso(this.now()) });
  }

  private async insertAccount(input: {
    mobile?: string;
    email?: string;
    pwdHash: string;
    emailConfirmed: boolean;
    admin?: boolean;
    devStatus?: number;
    devName?: string;
  }): Promise<string> {
    const now = iso(this.now());
    const id = newId();
    const approved = input.devStatus === DeveloperStatus.approved;
    await this.repo.insert({
      id,
      mobile: input.mobile ?? null,
      email: input.email ?? null,
      pwd_hash: input.pwdHash,
      email_confirmed: input.emailConfirmed ? 1 : 0,
      admin: input.admin ? 1 : 0,
      blocked: 0,
      dev_status: input.devStatus ?? DeveloperStatus.none,
      dev_name: input.devName ?? null,
      dev_contact: approved ? (input.email ?? input.mobile ?? null) : null,
      dev_intro: null,
      dev_applied_at: approved ? now : null,
      dev_reviewed_at: approved ? now : null,
      dev_reviewed_by: null,
      locked_until: null,
      created_at: now,
      updated_at: now,
    });
    return id;
  }

  // ---- passwords -----------------------------------------------------------------------------

  async requestPasswordResetMail(emailInput: string, lang: Lang, from: string): Promise<void> {
    const email = normalEmail(emailInput);
    const row = await this.repo.findByEmail(email);
    if (!row) throw new AppError(ErrorCode.notRegistered);
    if (row.blocked) throw new AppError(ErrorCode.accountBlocked);
    await this.takeMailLimits(email, from);
    await this.sendMailCode('reset', email, lang);
  }

  async resetPasswordByMail(emailInput: string, code: string, pwd: string): Promise<void> {
    const email = normalEmail(emailInput);
    const row = await this.repo.findByEmail(email);
    if (!row) throw new AppError(ErrorCode.notRegistered);
    await this.checkCode('reset', email, code, false);
    await this.refuseReuse(row, pwd);
    await this.checkCode('reset', email, code, true);
    // opening the mailed link proves the mailbox as well
    await this.setPassword(row, pwd, { email_confirmed: 1 });
  }

  async modifyPasswordBySms(mobile: string, code: string, pwd: string): Promise<void> {
    const row = await this.repo.findByMobile(mobile);
    if (!row) throw new AppError(ErrorCode.notRegistered);
    await this.checkCode('sms', mobile, code, false);
    await this.refuseReuse(row, pwd);
    await this.checkCode('sms', mobile, code, true);
    await this.setPassword(row, pwd);
  }

  private async refuseReuse(row: AccountRow, pwd: string) {
    if (await verifyPassword(row.pwd_hash, pwd)) throw new AppError(ErrorCode.passwordReuse);
  }

  /** A new password ends every session and lifts a lock. */
  private async setPassword(row: AccountRow, pwd: string, extra: Partial<AccountRow> = {}) {
    await this.repo.update(row.id, {
      ...extra,
      pwd_hash: await hashPassword(pwd),
      failed_logins: 0,
      locked_until: null,
      updated_at: iso(this.now()),
    });
    await this.repo.deleteSessionsOf(row.id);
  }

  // ---- account checks ------------------------------------------------------------------------

  /** Whether an account exists: limited per client address, since it tells who is registered. */
  async accountExists(identity: Identity, from: string): Promise<{ status: number }> {
    await this.deps.limits.take('accountLookupsPerAddress', from);
    return {
      status: (await this.findAccount(identity))
        ? AccountExistsStatus.exists
        : AccountExistsStatus.absent,
    };
  }

  private findAccount(identity: Identity) {
    return 'mobile' in identity
      ? this.repo.findByMobile(identity.mobile)
      : this.repo.findByEmail(normalEmail(identity.email));
  }

  private async requireAccount(id: string) {
    const row = await this.repo.findById(id);
    if (!row) throw new AppError(ErrorCode.loginExpired);
    return row;
  }

  /**
   * How lists and logs name accounts (who acted, who owns): each one's e-mail address or
   * mobile number, in one query for all of them; an unknown id is left out.
   */
  async namesOf(ids: readonly (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids)].filter((id): id is string => Boolean(id));
    if (wanted.length === 0) return new Map();
    const rows = await this.repo.contactsOf(wanted);
    return new Map(rows.map((row) => [row.id, row.email ?? row.mobile ?? '']));
  }

  /** Whether any account exists yet. */
  hasAccounts(): Promise<boolean> {
    return this.repo.any();
  }

  /**
   * Marks the account's notifications changed, so cached lists are not served again; `db` joins
   * the notification's own transaction.
   */
  async notificationsChanged(accountId: string, db?: Executor): Promise<void> {
    await (db ? this.repo.with(db) : this.repo).bumpNtyVersion(accountId);
  }

  /** Whether an account is a developer and not blocked; null for no such account. */
  async standing(accountId: string): Promise<{ devStatus: number; blocked: boolean } | null> {
    const row = await this.repo.findById(accountId);
    return row ? { devStatus: row.dev_status, blocked: row.blocked === 1 } : null;
  }

  async developerStatus(accountId: string): Promise<{ status: number }> {
    return { status: (await this.requireAccount(accountId)).dev_status };
  }

  async accountInfo(accountId: string): Promise<AccountInfo> {
    const row = await this.requireAccount(accountId);
    return {
      account: accountName(row),
      mobile: row.mobile,
      email: row.email,
      status: row.dev_status as AccountInfo['status'],
      admin: row.admin ? 1 : 0,
      developerName: row.dev_name,
    };
  }

  /** The developer application: under review, or approved at once when so configured. */
  async applyAsDeveloper(
    accountId: string,
    form: { name: string; contact: string; intro?: string | undefined },
  ): Promise<{ status: number }> {
    const row = await this.requireAccount(accountId);
    if (row.dev_status === DeveloperStatus.approved) return { status: row.dev_status };
    const now = iso(this.now());
    const status = this.deps.autoApproveDevelopers
      ? DeveloperStatus.approved
      : DeveloperStatus.underReview;
    await this.repo.update(row.id, {
      dev_status: status,
      dev_name: form.name,
      dev_contact: form.contact,
      dev_intro: form.intro ?? null,
      dev_applied_at: now,
      dev_reviewed_at: status === DeveloperStatus.approved ? now : null,
      dev_reviewed_by: null,
      updated_at: now,
    });
    return { status };
  }

  async listDeveloperApplications(page: number, status: number | undefined) {
    const size = limits.appPageSize;
    const rows = await this.repo.listByDeveloperStatus(status, size, (page - 1) * size);
    return {
      applications: rows.map((row) => ({
        accountId: row.id,
        account: accountName(row),
        name: row.dev_name ?? '',
        contact: row.dev_contact ?? '',
        intro: row.dev_intro,
        status: row.dev_status as DeveloperStatusValue,
        time: row.dev_applied_at ?? row.created_at,
      })),
    };
  }

  async reviewDeveloper(reviewerId: string | null, accountId: string, approve: boolean) {
    const row = await this.repo.findById(accountId);
    if (!row) throw new AppError(ErrorCode.notRegistered);
    const status = approve ? DeveloperStatus.approved : DeveloperStatus.rejected;
    const now = iso(this.now());
    await this.repo.update(row.id, {
      dev_status: status,
      dev_reviewed_at: now,
      dev_reviewed_by: reviewerId,
      updated_at: now,
    });
    return { status };
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
    if (email && (await this.repo.findByEmail(email))) throw new AppError(ErrorCode.emailTaken);
    if (input.mobile && (await this.repo.findByMobile(input.mobile))) {
      throw new AppError(ErrorCode.mobileTaken);
    }
    const pwd = await transportPassword(input.password, md5Hex);
    return this.insertAccount({
      ...(email ? { email } : {}),
      ...(input.mobile ? { mobile: input.mobile } : {}),
      pwdHash: await hashPassword(pwd),
      emailConfirmed: true,
      admin: input.admin,
      devStatus: DeveloperStatus.approved,
      devName: input.name ?? email ?? input.mobile ?? 'developer',
    });
  }

  async findAccountId(identity: Identity): Promise<string | null> {
    return (await this.findAccount(identity))?.id ?? null;
  }

  async setBlocked(accountId: string, blocked: boolean): Promise<void> {
    await this.repo.update(accountId, {
      blocked: blocked ? 1 : 0,
      updated_at: iso(this.now()),
    });
    if (blocked) await this.repo.deleteSessionsOf(accountId);
  }

  async cleanup(): Promise<void> {
    const now = iso(this.now());
    await this.repo.deleteExpiredSessions(now);
    await this.repo.deleteCodesBefore(iso(addMs(this.now(), -MAIL_VALID_MS)));
  }
}
