// What other modules and operators ask of accounts: names, contacts, mail preferences, standing,
// blocking, cleanup.
import type { Lang, MailKind } from '@vrportal/contract';
import { AccountExistsStatus, mailKinds } from '@vrportal/contract';
import { addMs, iso } from '../../lib/time.js';
import type { AccountContext, Identity } from './account-context.js';
import { MAIL_VALID_MS } from './account-context.js';
import type { Executor } from './account.repository.js';

/** Accounts as the rest of the server sees them, without their secrets. */
export class AccountDirectory {
  constructor(private readonly ctx: AccountContext) {}

  /** Where and how to reach an account: its name, mail address and language. */
  async contactOf(
    accountId: string,
  ): Promise<{ name: string; email: string; account: string; lang: Lang } | null> {
    const row = await this.ctx.repo.findById(accountId);
    if (!row) return null;
    return {
      name: row.dev_name ?? '',
      email: row.email ?? '',
      account: row.email ?? row.mobile ?? '',
      lang: row.lang === 'en' ? 'en' : 'zh',
    };
  }

  /** Which kinds of mail the account gets (all, until it turns some off). */
  async mailPrefs(accountId: string) {
    const off = new Set(await this.ctx.repo.mailOptOuts(accountId));
    return { kinds: mailKinds.map((kind) => ({ kind, on: !off.has(kind) })) };
  }

  async setMailPref(accountId: string, kind: MailKind, on: boolean) {
    await this.ctx.repo.setMailOptOut(accountId, kind, !on, iso(this.ctx.now()));
    return this.mailPrefs(accountId);
  }

  /** Of these accounts, those that get mail of `kind`. */
  async mailable(accountIds: readonly string[], kind: MailKind): Promise<string[]> {
    const off = await this.ctx.repo.optedOut(accountIds, kind);
    return accountIds.filter((id) => !off.has(id));
  }

  /** Whether an account exists: limited per client address, since it tells who is registered. */
  async accountExists(identity: Identity, from: string): Promise<{ status: number }> {
    await this.ctx.deps.limits.take('accountLookupsPerAddress', from);
    return {
      status: (await this.ctx.findAccount(identity))
        ? AccountExistsStatus.exists
        : AccountExistsStatus.absent,
    };
  }

  /**
   * How lists and logs name accounts (who acted, who owns): each one's e-mail address or
   * mobile number, in one query for all of them; an unknown id is left out.
   */
  async namesOf(ids: readonly (string | null)[]): Promise<Map<string, string>> {
    const wanted = [...new Set(ids)].filter((id): id is string => Boolean(id));
    if (wanted.length === 0) return new Map();
    const rows = await this.ctx.repo.contactsOf(wanted);
    return new Map(rows.map((row) => [row.id, row.email ?? row.mobile ?? '']));
  }

  /** Whether any account exists yet. */
  hasAccounts(): Promise<boolean> {
    return this.ctx.repo.any();
  }

  /**
   * Marks the account's notifications changed, so cached lists are not served again; `db` joins
   * the notification's own transaction.
   */
  async notificationsChanged(accountId: string, db?: Executor): Promise<void> {
    await (db ? this.ctx.repo.with(db) : this.ctx.repo).bumpNtyVersion(accountId);
  }

  /** Whether an account is a developer and not blocked; null for no such account. */
  async standing(accountId: string): Promise<{ devStatus: number; blocked: boolean } | null> {
    const row = await this.ctx.repo.findById(accountId);
    return row ? { devStatus: row.dev_status, blocked: row.blocked === 1 } : null;
  }

  async findAccountId(identity: Identity): Promise<string | null> {
    return (await this.ctx.findAccount(identity))?.id ?? null;
  }

  async setBlocked(accountId: string, blocked: boolean): Promise<void> {
    await this.ctx.repo.update(accountId, {
      blocked: blocked ? 1 : 0,
      updated_at: iso(this.ctx.now()),
    });
    if (blocked) await this.ctx.sessions.deleteSessionsOf(accountId);
  }

  async cleanup(): Promise<void> {
    const now = iso(this.ctx.now());
    await this.ctx.sessions.deleteExpiredSessions(now);
    await this.ctx.repo.deleteCodesBefore(iso(addMs(this.ctx.now(), -MAIL_VALID_MS)));
  }
}
