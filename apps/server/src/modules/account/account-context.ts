// What the parts of the account module share: dependencies, the clock, finding and adding accounts.
import type { Role } from '@vrportal/contract';
import { DeveloperStatus, ErrorCode, limits } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/crypto.js';
import type { Clock } from '../../lib/time.js';
import { iso } from '../../lib/time.js';
import type { MailTransport } from '../../messaging/mail.js';
import type { SmsTransport } from '../../messaging/sms.js';
import type { LimitsService } from '../limits/index.js';
import type { FieldCipher } from '../../lib/field-cipher.js';
import type { Caller } from '../../plugins/caller.js';
import type { AccountRepository, AccountRow } from './account.repository.js';
import type { SessionsRepository } from './sessions.repository.js';
import type { PasskeysRepository } from './passkeys.repository.js';
import type { TwoStepRepository } from './two-step.repository.js';

export interface SessionAccount extends Caller {
  devStatus: number;
  tokenHash: string;
  /** changes whenever the account's notifications do: the key of the notification list cache */
  ntyVersion: number;
  /** what the account may do in its current organisation (see rolePermissions); null: in none */
  role: Role | null;
  /** set for an upload token: the one app whose builds it may upload */
  scopeAppId?: string;
  /** the account signs in with a second step */
  twoStep?: boolean;
  /** its organisation requires two-step sign-in and the account has none yet */
  mustEnrolTwoStep?: boolean;
  /** when the session last passed a second step (see StoredSession) */
  secondStepAt?: string | null;
}

/** The session as the account module finds it, before the organisations module adds the role. */
export interface StoredSession {
  id: string;
  admin: boolean;
  devStatus: number;
  tokenHash: string;
  ntyVersion: number;
  /** changes whenever the account's memberships do: the key of the membership cache */
  accessVersion: number;
  /** the account signs in with a second step */
  twoStep: boolean;
  /** the organisation the session was switched to; null: the account's first */
  orgId: string | null;
  /** when the session last passed a second step; null: never */
  secondStepAt: string | null;
}

/** How other modules are handed the account module's naming of accounts (see `namesOf`). */
export type AccountNamesOf = (ids: readonly (string | null)[]) => Promise<Map<string, string>>;

export interface AccountServiceDeps {
  accounts: AccountRepository;
  /** the sign-in sessions */
  sessions: SessionsRepository;
  /** recovery codes and sign-ins waiting for their second step */
  twoSteps: TwoStepRepository;
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
  /** encrypts the authenticator apps' secrets at rest */
  cipher: FieldCipher;
  /** the accounts' passkeys and the ceremonies waiting for a browser */
  passkeys: PasskeysRepository;
  /** the host name passkeys belong to, and the page origins that may use them */
  webauthn: { rpId: string; origins: string[] };
  /** told when a member adds or removes a passkey, for its organisation's audit log */
  onSignInChange?: (change: SignInChange) => Promise<void>;
}

/** A change of how a member signs in, as the audit log of the organisation it acts in keeps it. */
export interface SignInChange {
  orgId: string;
  accountId: string;
  action: 'passkeyFinish' | 'passkeyRemove';
  /** the passkey's id */
  target: string;
  address: string;
  /** the passkey's name before and after */
  before: string | null;
  after: string | null;
}

/** What the account rules ask of the organisations module (handed in once it exists). */
export interface StudioPort {
  /** gives a developer just approved the organisation it founds; a second call changes nothing */
  found(accountId: string, name: string): Promise<void>;
  /** whether the account belongs to an organisation: it then enters the portal as a developer */
  isMember(accountId: string): Promise<boolean>;
}

export type Identity = { mobile: string } | { email: string };
export type CodePurpose = 'sms' | 'confirm' | 'reset';

export const LOCK_MS = limits.lockMinutes * 60_000;
export const SMS_VALID_MS = limits.smsCodeValidMinutes * 60_000;
export const MAIL_VALID_MS = limits.mailCodeValidHours * 3_600_000;

export const normalEmail = (email: string) => email.trim().toLowerCase();
export const accountName = (row: AccountRow) => row.email ?? row.mobile ?? row.id;

/** The dependencies with the clock and the lookups every part of the account rules uses. */
export class AccountContext {
  private studioPort: StudioPort | null = null;

  constructor(readonly deps: AccountServiceDeps) {}

  useStudios(port: StudioPort) {
    this.studioPort = port;
  }

  get studios(): StudioPort {
    if (!this.studioPort) throw new Error('the organisations module is not wired');
    return this.studioPort;
  }

  /**
   * The developer status the portal acts on: a member of an organisation enters as an approved
   * developer, whatever its own application says.
   */
  async effectiveStatus(row: AccountRow): Promise<number> {
    if (row.dev_status === DeveloperStatus.approved) return row.dev_status;
    return (await this.studios.isMember(row.id)) ? DeveloperStatus.approved : row.dev_status;
  }

  get repo() {
    return this.deps.accounts;
  }

  get sessions() {
    return this.deps.sessions;
  }

  get cipher() {
    return this.deps.cipher;
  }

  now() {
    return this.deps.clock.now();
  }

  findAccount(identity: Identity) {
    return 'mobile' in identity
      ? this.repo.findByMobile(identity.mobile)
      : this.repo.findByEmail(normalEmail(identity.email));
  }

  async requireAccount(id: string) {
    const row = await this.repo.findById(id);
    if (!row) throw new AppError(ErrorCode.loginExpired);
    return row;
  }

  async insertAccount(input: {
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
    if (approved) await this.studios.found(id, input.devName ?? input.email ?? input.mobile ?? id);
    return id;
  }
}
