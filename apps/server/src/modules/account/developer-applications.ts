// Developer applications: an account's developer status, applying, and the platform's review.
import type { AccountInfo, DeveloperStatusValue } from '@vrportal/contract';
import { DeveloperStatus, ErrorCode, limits } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { iso } from '../../lib/time.js';
import type { AccountContext } from './account-context.js';
import { accountName } from './account-context.js';

/** An account becomes a developer by applying; the platform approves or rejects it. */
export class DeveloperApplications {
  constructor(private readonly ctx: AccountContext) {}

  async developerStatus(accountId: string): Promise<{ status: number }> {
    return { status: await this.ctx.effectiveStatus(await this.ctx.requireAccount(accountId)) };
  }

  async accountInfo(accountId: string): Promise<AccountInfo> {
    const row = await this.ctx.requireAccount(accountId);
    return {
      account: accountName(row),
      mobile: row.mobile,
      email: row.email,
      status: (await this.ctx.effectiveStatus(row)) as AccountInfo['status'],
      admin: row.admin ? 1 : 0,
      developerName: row.dev_name,
    };
  }

  /** The developer application: under review, or approved at once when so configured. */
  async applyAsDeveloper(
    accountId: string,
    form: { name: string; contact: string; intro?: string | undefined },
  ): Promise<{ status: number }> {
    const row = await this.ctx.requireAccount(accountId);
    if (row.dev_status === DeveloperStatus.approved) return { status: row.dev_status };
    const now = iso(this.ctx.now());
    const status = this.ctx.deps.autoApproveDevelopers
      ? DeveloperStatus.approved
      : DeveloperStatus.underReview;
    await this.ctx.repo.update(row.id, {
      dev_status: status,
      dev_name: form.name,
      dev_contact: form.contact,
      dev_intro: form.intro ?? null,
      dev_applied_at: now,
      dev_reviewed_at: status === DeveloperStatus.approved ? now : null,
      dev_reviewed_by: null,
      updated_at: now,
    });
    if (status === DeveloperStatus.approved) await this.ctx.studios.found(row.id, form.name);
    return { status };
  }

  async listDeveloperApplications(page: number, status: number | undefined) {
    const size = limits.appPageSize;
    const rows = await this.ctx.repo.listByDeveloperStatus(status, size, (page - 1) * size);
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
    const row = await this.ctx.repo.findById(accountId);
    if (!row) throw new AppError(ErrorCode.notRegistered);
    const status = approve ? DeveloperStatus.approved : DeveloperStatus.rejected;
    const now = iso(this.ctx.now());
    await this.ctx.repo.update(row.id, {
      dev_status: status,
      dev_reviewed_at: now,
      dev_reviewed_by: reviewerId,
      updated_at: now,
    });
    if (approve) await this.ctx.studios.found(row.id, row.dev_name ?? accountName(row));
    return { status };
  }
}
