// The members of an organisation: their list, roles and app limits, removal, ownership.
import type { Member } from '@vrportal/contract';
import { ErrorCode, type AssignableRole } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import type { SessionAccount } from '../account/index.js';
import type { ChangeNote, TeamContext } from './team-context.js';
import { appsText, isRole, noChangeNote, parseAppIds } from './team-context.js';
import type { MemberRow } from './teams.repository.js';
import { TransferTargetGone } from './teams.repository.js';

export class TeamMembers {
  constructor(private readonly ctx: TeamContext) {}

  private async memberViews(session: SessionAccount, rows: MemberRow[]): Promise<Member[]> {
    const names = await this.ctx.deps.accountNamesOf(rows.map((row) => row.account_id));
    return rows.map((row) => ({
      accountId: row.account_id,
      account: names.get(row.account_id) ?? '',
      role: isRole(row.role) ? row.role : 'analyst',
      appIds: parseAppIds(row.app_ids),
      joinedAt: row.created_at,
      you: row.account_id === session.id,
    }));
  }

  async members(session: SessionAccount): Promise<{ members: Member[] }> {
    const rows = await this.ctx.repo.members(this.ctx.orgOf(session));
    return { members: await this.memberViews(session, rows) };
  }

  async setRole(
    session: SessionAccount,
    accountId: string,
    role: AssignableRole,
    appIds?: string[] | null,
    noteChange: ChangeNote = noChangeNote,
  ): Promise<Member> {
    const orgId = this.ctx.orgOf(session);
    const target = await this.ctx.repo.member(orgId, accountId);
    if (!target) throw new AppError(ErrorCode.memberNotFound);
    if (target.role === 'owner') throw new AppError(ErrorCode.ownerRoleFixed);
    const limit = await this.ctx.appLimit(orgId, role, appIds);
    if (!(await this.ctx.repo.setRole(orgId, accountId, role, limit))) {
      throw new AppError(ErrorCode.memberNotFound);
    }
    await this.ctx.changed(accountId);
    if (target.role !== role) noteChange('role', target.role, role);
    if (target.app_ids !== limit) noteChange('apps', appsText(target.app_ids), appsText(limit));
    const [view] = await this.memberViews(session, [{ ...target, role, app_ids: limit }]);
    return view!;
  }

  async removeMember(
    session: SessionAccount,
    accountId: string,
    noteChange: ChangeNote = noChangeNote,
  ): Promise<Record<string, never>> {
    const orgId = this.ctx.orgOf(session);
    const target = await this.ctx.repo.member(orgId, accountId);
    if (!target) throw new AppError(ErrorCode.memberNotFound);
    if (target.role === 'owner') throw new AppError(ErrorCode.ownerRoleFixed);
    await this.ctx.repo.removeMember(orgId, accountId);
    await this.ctx.changed(accountId);
    noteChange('role', target.role, null);
    return {};
  }

  async transferOwnership(
    session: SessionAccount,
    accountId: string,
    noteChange: ChangeNote = noChangeNote,
  ): Promise<Record<string, never>> {
    const orgId = this.ctx.orgOf(session);
    if (accountId === session.id) return {};
    if (!(await this.ctx.repo.member(orgId, accountId)))
      throw new AppError(ErrorCode.memberNotFound);
    try {
      // false: the caller is no longer the owner (two transfers at once)
      if (!(await this.ctx.repo.transfer(orgId, session.id, accountId))) {
        throw new AppError(ErrorCode.roleRefused);
      }
    } catch (error) {
      if (error instanceof TransferTargetGone) throw new AppError(ErrorCode.memberNotFound);
      throw error;
    }
    await Promise.all([this.ctx.changed(session.id), this.ctx.changed(accountId)]);
    const names = await this.ctx.deps.accountNamesOf([session.id, accountId]);
    noteChange('owner', names.get(session.id) ?? session.id, names.get(accountId) ?? accountId);
    return {};
  }
}
