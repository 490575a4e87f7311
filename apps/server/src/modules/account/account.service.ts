import type { AccountInfo, Lang, LoginAnswer, MailKind } from '@vrportal/contract';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { AccountCodes } from './account-codes.js';
import type {
  AccountServiceDeps,
  Identity,
  SessionAccount,
  StoredSession,
  StudioPort,
} from './account-context.js';
import { AccountContext } from './account-context.js';
import { AccountDirectory } from './account-directory.js';
import { AccountRegistration } from './account-registration.js';
import { AccountSessions } from './account-sessions.js';
import type { Executor } from './account.repository.js';
import { DeveloperApplications } from './developer-applications.js';

export type {
  AccountNamesOf,
  AccountServiceDeps,
  SessionAccount,
  SignInChange,
  StoredSession,
  StudioPort,
} from './account-context.js';
import { Passkeys } from './passkeys.js';
import type { Proof } from './two-step.js';
import { TwoStep } from './two-step.js';

/**
 * Sign-in, registration, passwords, sessions and developer status: the account rules, as the
 * routes and the other modules see them. The parts: sign-in and sessions
 * (`account-sessions.ts`), one-time codes (`account-codes.ts`), registering and passwords
 * (`account-registration.ts`), developer applications (`developer-applications.ts`) and what
 * others ask of accounts (`account-directory.ts`).
 */
export class AccountService {
  private readonly sessions: AccountSessions;
  private readonly codes: AccountCodes;
  private readonly registration: AccountRegistration;
  private readonly applications: DeveloperApplications;
  private readonly directory: AccountDirectory;

  private readonly ctx: AccountContext;
  private readonly twoStep: TwoStep;
  private readonly passkeys: Passkeys;

  constructor(deps: AccountServiceDeps) {
    const ctx = new AccountContext(deps);
    this.ctx = ctx;
    this.codes = new AccountCodes(ctx);
    this.passkeys = new Passkeys(ctx, deps.passkeys, deps.twoSteps);
    this.twoStep = new TwoStep(ctx, deps.twoSteps, this.passkeys);
    this.sessions = new AccountSessions(ctx, this.codes, this.twoStep, this.passkeys);
    this.registration = new AccountRegistration(ctx, this.codes);
    this.applications = new DeveloperApplications(ctx);
    this.directory = new AccountDirectory(ctx);
  }

  // ---- sign-in and sessions ------------------------------------------------------------------

  /** `from` is the client's address: failed sign-ins are limited per address too. */
  loginWithPassword(
    identity: Identity,
    pwd: string,
    from: string,
    lang?: Lang,
    agent?: string,
  ): Promise<LoginAnswer> {
    return this.sessions.loginWithPassword(identity, pwd, from, lang, agent);
  }

  /** SMS sign-in proves the phone, so it is allowed while wrong passwords keep the account locked. */
  loginWithSmsCode(
    mobile: string,
    code: string,
    from: string,
    lang?: Lang,
    agent?: string,
  ): Promise<LoginAnswer> {
    return this.sessions.loginWithSmsCode(mobile, code, from, lang, agent);
  }

  /** The second step of a sign-in that answered 10064. */
  /** Before a sensitive change: asks for the second step again when the last is old (10070). */
  requireRecentSecondStep(session: SessionAccount): Promise<void> {
    return this.twoStep.requireRecent(session);
  }

  /** The second step again, by a code or a passkey, before a sensitive change (10070). */
  confirmSecondStep(session: SessionAccount, challenge: string, proof: Proof) {
    return this.twoStep.confirm(session, challenge, proof);
  }

  /** The second step of a sign-in that answered 10064, by a code or a passkey. */
  verifySecondStep(challenge: string, proof: Proof): Promise<LoginAnswer> {
    return this.sessions.verifySecondStep(challenge, proof);
  }

  // ---- passkeys (`passkeys.ts`) ---------------------------------------------------------------

  passkeyBegin(accountId: string, lang: Lang) {
    return this.passkeys.begin(accountId, lang);
  }

  passkeyFinish(
    session: SessionAccount,
    response: RegistrationResponseJSON,
    input: { name?: string | undefined; lang: Lang; agent: string; address: string },
  ) {
    return this.passkeys.finish(session, response, input);
  }

  passkeyList(accountId: string) {
    return this.passkeys.list(accountId);
  }

  passkeyRemove(session: SessionAccount, id: string, address: string) {
    return this.passkeys.remove(session, id, address);
  }

  /** Authentication options for a sign-in or confirmation waiting for its second step. */
  passkeyOptions(challenge: string) {
    return this.passkeys.optionsFor(challenge);
  }

  passkeyLoginBegin(from: string) {
    return this.passkeys.loginBegin(from);
  }

  /** A sign-in by a passkey alone: answers what a sign-in by password answers. */
  loginWithPasskey(
    challengeId: string,
    response: AuthenticationResponseJSON,
    from: string,
    lang?: Lang,
    agent = '',
  ): Promise<LoginAnswer> {
    return this.sessions.loginWithPasskey(challengeId, response, { address: from, agent }, lang);
  }

  twoStepStatus(accountId: string) {
    return this.twoStep.status(accountId);
  }

  totpBegin(accountId: string, lang: Lang) {
    return this.twoStep.totpBegin(accountId, lang);
  }

  totpConfirm(session: SessionAccount, code: string) {
    return this.twoStep.totpConfirm(session, code);
  }

  totpDisable(accountId: string, code: string) {
    return this.twoStep.totpDisable(accountId, code);
  }

  listSessions(session: SessionAccount) {
    return this.sessions.listSessions(session);
  }

  revokeSessions(session: SessionAccount, which: { sessionId: string } | { all: true }) {
    return this.sessions.revokeSessions(session, which);
  }

  /** The session behind a token; the organisations module adds its role (teams' sessionOf). */
  authenticate(token: string | undefined): Promise<StoredSession | null> {
    return this.sessions.authenticate(token);
  }

  /** Marks the account's memberships changed: every instance reads them afresh at its next call. */
  async accessChanged(accountId: string): Promise<void> {
    await this.ctx.repo.bumpAccessVersion(accountId);
  }

  /** Makes `orgId` the organisation the session acts in (the caller checked the membership). */
  setSessionOrg(tokenHash: string, orgId: string): Promise<void> {
    return this.sessions.setSessionOrg(tokenHash, orgId);
  }

  /** Hands in the organisations module, once it exists (it asks accounts in turn). */
  useStudios(port: StudioPort): void {
    this.ctx.useStudios(port);
  }

  logout(session: SessionAccount): Promise<void> {
    return this.sessions.logout(session);
  }

  // ---- codes ---------------------------------------------------------------------------------

  requestSmsCode(
    mobile: string,
    lang: Lang,
    from: string,
    forRegistration = false,
  ): Promise<{ resendAfter: number }> {
    return this.codes.requestSmsCode(mobile, lang, from, forRegistration);
  }

  validateSmsCode(mobile: string, code: string): Promise<{ status: number }> {
    return this.codes.validateSmsCode(mobile, code);
  }

  // ---- registration and passwords ------------------------------------------------------------

  registerByPhone(mobile: string, pwd: string, code: string): Promise<void> {
    return this.registration.registerByPhone(mobile, pwd, code);
  }

  /** Registers an e-mail account that signs in once the mailed link is opened. */
  registerByMail(emailInput: string, pwd: string, lang: Lang, from: string): Promise<void> {
    return this.registration.registerByMail(emailInput, pwd, lang, from);
  }

  confirmMail(emailInput: string, code: string): Promise<void> {
    return this.registration.confirmMail(emailInput, code);
  }

  requestPasswordResetMail(emailInput: string, lang: Lang, from: string): Promise<void> {
    return this.registration.requestPasswordResetMail(emailInput, lang, from);
  }

  resetPasswordByMail(emailInput: string, code: string, pwd: string): Promise<void> {
    return this.registration.resetPasswordByMail(emailInput, code, pwd);
  }

  modifyPasswordBySms(mobile: string, code: string, pwd: string): Promise<void> {
    return this.registration.modifyPasswordBySms(mobile, code, pwd);
  }

  // ---- developer applications ----------------------------------------------------------------

  developerStatus(accountId: string): Promise<{ status: number }> {
    return this.applications.developerStatus(accountId);
  }

  accountInfo(accountId: string): Promise<AccountInfo> {
    return this.applications.accountInfo(accountId);
  }

  /** The developer application: under review, or approved at once when so configured. */
  applyAsDeveloper(
    accountId: string,
    form: { name: string; contact: string; intro?: string | undefined },
  ): Promise<{ status: number }> {
    return this.applications.applyAsDeveloper(accountId, form);
  }

  listDeveloperApplications(page: number, status: number | undefined) {
    return this.applications.listDeveloperApplications(page, status);
  }

  reviewDeveloper(reviewerId: string | null, accountId: string, approve: boolean) {
    return this.applications.reviewDeveloper(reviewerId, accountId, approve);
  }

  // ---- what other modules ask ----------------------------------------------------------------

  /** Where and how to reach an account: its name, mail address and language. */
  /** Which kinds of mail the account gets. */
  mailPrefs(accountId: string) {
    return this.directory.mailPrefs(accountId);
  }

  setMailPref(accountId: string, kind: MailKind, on: boolean) {
    return this.directory.setMailPref(accountId, kind, on);
  }

  /** Of these accounts, those that get mail of `kind`. */
  mailable(accountIds: readonly string[], kind: MailKind): Promise<string[]> {
    return this.directory.mailable(accountIds, kind);
  }

  contactOf(
    accountId: string,
  ): Promise<{ name: string; email: string; account: string; lang: Lang } | null> {
    return this.directory.contactOf(accountId);
  }

  /** Whether an account exists: limited per client address, since it tells who is registered. */
  accountExists(identity: Identity, from: string): Promise<{ status: number }> {
    return this.directory.accountExists(identity, from);
  }

  /** How lists and logs name accounts: each one's e-mail address or mobile number. */
  namesOf(ids: readonly (string | null)[]): Promise<Map<string, string>> {
    return this.directory.namesOf(ids);
  }

  /** Whether any account exists yet. */
  hasAccounts(): Promise<boolean> {
    return this.directory.hasAccounts();
  }

  /** Marks the account's notifications changed; `db` joins the notification's transaction. */
  notificationsChanged(accountId: string, db?: Executor): Promise<void> {
    return this.directory.notificationsChanged(accountId, db);
  }

  /** Whether an account is a developer and not blocked; null for no such account. */
  standing(accountId: string): Promise<{ devStatus: number; blocked: boolean } | null> {
    return this.directory.standing(accountId);
  }

  // ---- operator actions (admin command line, demo seed) --------------------------------------

  /** Creates an approved developer account from a clear-text password, checked by the rules. */
  createAccount(input: {
    email?: string;
    mobile?: string;
    password: string;
    admin: boolean;
    name?: string;
  }): Promise<string> {
    return this.registration.createAccount(input);
  }

  findAccountId(identity: Identity): Promise<string | null> {
    return this.directory.findAccountId(identity);
  }

  setBlocked(accountId: string, blocked: boolean): Promise<void> {
    return this.directory.setBlocked(accountId, blocked);
  }

  async cleanup(): Promise<void> {
    await this.directory.cleanup();
    await this.twoStep.cleanup(this.ctx.now());
  }
}
