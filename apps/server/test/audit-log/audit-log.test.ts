import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import {
  ErrorCode,
  appCalls,
  financeCalls,
  financeReviewCalls,
  teamCalls,
  teamPaths,
} from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind, lastMailTo } from '../harness.js';
import { freshApps, unique } from '../factories.js';
import { financeRecord } from '../support/finance-record.js';
import { addMember } from '../support/teams.js';

describe(`the organisation's audit log (${dbKind})`, () => {
  let t: TestApp;
  let owner: string;
  let ownerId: string;
  let developer: string;
  let appId: string;
  let ownerEmail: string;
  let devEmail: string;

  const list = (body: Record<string, unknown> = {}, token = owner) =>
    t.call(teamCalls.auditList, { page: 1, psize: 100, ...body }, { token });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // each test's own organisation, whose log holds only what the test did: its owner, a developer
  // invited who joined, and an app the developer created
  beforeEach(async () => {
    ownerEmail = `${unique('audit.owner')}@example.com`;
    devEmail = `${unique('audit.dev')}@example.com`;
    owner = await t.signIn(ownerEmail);
    ownerId = (await t.call(teamCalls.listOrgs, {}, { token: owner })).data.orgs[0]!.orgId;
    developer = await addMember(t, owner, devEmail, 'developer');
    [appId] = (await freshApps(t, developer, 1, 'auditlog')) as [string];
  });

  const developerId = async () =>
    (await t.call(teamCalls.members, {}, { token: owner })).data.members.find(
      (m) => m.account === devEmail,
    )!.accountId;

  it('writes one entry per change: who, what, which app, from where; reads write none', async () => {
    const before = (await list()).data.total;
    await t.call(appCalls.getOwnedApps, { page: 1, psize: 50 }, { token: developer });
    await t.call(teamCalls.members, {}, { token: owner });
    expect((await list()).data.total).toBe(before);

    expect((await t.call(appCalls.resetAppSecret, { appId }, { token: developer })).errCode).toBe(
      0,
    );
    const { entries } = (await list()).data;
    expect(entries[0]).toMatchObject({
      action: 'resetAppSecret',
      account: devEmail,
      appId,
      address: '127.0.0.1',
      changes: [],
    });
    // the invitation, the joining and the app's creation came before, newest first
    expect(entries.map((e) => e.action)).toEqual([
      'resetAppSecret',
      'createApp',
      'acceptInvite',
      'invite',
    ]);
    expect(entries[3]).toMatchObject({
      target: devEmail,
      changes: [{ field: 'role', before: null, after: 'developer' }],
    });
  });

  it("keeps the before and after of a member's role and of the payment profile, masking secrets", async () => {
    const dev = await developerId();
    await t.call(
      teamCalls.setRole,
      { accountId: dev, role: 'analyst', appIds: [appId] },
      { token: owner },
    );
    const [roleEntry] = (await list({ action: 'setRole' })).data.entries;
    expect(roleEntry).toMatchObject({ target: dev });
    expect(roleEntry!.changes).toEqual([
      { field: 'role', before: 'developer', after: 'analyst' },
      { field: 'apps', before: 'all', after: appId },
    ]);

    expect(
      (await t.call(financeCalls.commitFinanceInfo, financeRecord(), { token: owner })).errCode,
    ).toBe(0);
    const admin = await t.signIn('audit.super@example.com', { admin: true });
    await t.call(
      financeReviewCalls.reviewFinance,
      { accountId: ownerId, version: 1, approve: true },
      { token: admin },
    );
    const changed = financeRecord({ cardNo: '009988776655', bankName: 'Bank of China' });
    expect((await t.call(financeCalls.commitFinanceInfo, changed, { token: owner })).errCode).toBe(
      0,
    );
    const [second, first] = (await list({ action: 'commitFinanceInfo' })).data.entries;
    // each field as it is entered: the owner's name is its two parts
    expect(first!.changes.map((c) => c.field)).toContain('ownerNamePre');
    expect(first!.changes.map((c) => c.field)).not.toContain('ownerName');
    expect(first!.changes.find((c) => c.field === 'cardNo')).toEqual({
      field: 'cardNo',
      before: null,
      after: '***********9001',
    });
    expect(second!.changes).toEqual([
      { field: 'bankName', before: 'HSBC', after: 'Bank of China' },
      { field: 'cardNo', before: '***********9001', after: '********6655' },
    ]);
    expect(JSON.stringify(second)).not.toContain('009988776655');
    // the owner hears of each new version: who, which fields, in its own language (Chinese,
    // which it signed in with)
    const mail = await lastMailTo(t.dataDir, ownerEmail);
    expect(mail.subject).toContain('的收款信息已被修改');
    expect(mail.text).toContain(`${ownerEmail} 提交了`);
    expect(mail.text).toContain('银行名称、银行账号');
    expect(mail.text).not.toContain('009988776655');
  });

  it('filters by member, action, app and day', async () => {
    expect((await t.call(appCalls.resetAppSecret, { appId }, { token: developer })).errCode).toBe(
      0,
    );
    const dev = await developerId();
    const byDev = (await list({ accountId: dev })).data.entries.map((e) => e.action);
    expect(byDev).toEqual(['resetAppSecret', 'createApp', 'acceptInvite']);
    expect((await list({ appId })).data.entries.map((e) => e.action)).toEqual([
      'resetAppSecret',
      'createApp',
    ]);
    // days are the portal's (TIME_ZONE, Asia/Shanghai here), not UTC's
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(
      new Date(),
    );
    expect((await list({ from: '2000-01-01', to: '2000-01-31' })).data.total).toBe(0);
    expect((await list({ from: '2000-01-01' })).data.total).toBe((await list()).data.total);
    expect((await list({ to: today, action: 'invite' })).data.total).toBe(1);
    expect((await list({ from: 'yesterday' })).errCode).toBe(ErrorCode.invalidRequest);
  });

  it('is read by owners and admins only, each in its own organisation', async () => {
    const analyst = await addMember(t, owner, 'audit.analyst@example.com', 'analyst');
    expect((await list({}, analyst)).errCode).toBe(ErrorCode.roleRefused);
    const admin = await addMember(t, owner, 'audit.admin@example.com', 'admin');
    expect((await list({}, admin)).data.total).toBeGreaterThan(5);
    const other = await t.signIn('audit.other@example.com');
    expect((await list({}, other)).data).toEqual({ entries: [], total: 0 });
  });

  it('exports the filtered entries as .xlsx in the reader language', async () => {
    await t.call(
      teamCalls.setRole,
      { accountId: await developerId(), role: 'analyst', appIds: [appId] },
      { token: owner },
    );
    const res = await t.inject({
      method: 'POST',
      url: teamPaths.auditExport,
      headers: { 'content-type': 'application/json', token: owner, lang: 'zh' },
      payload: JSON.stringify({ action: 'setRole' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.name).toBe('操作日志');
    expect(ws.getRow(1).getCell(3).value).toBe('操作');
    expect(ws.rowCount).toBe(2);
    expect(ws.getRow(2).getCell(3).value).toBe('更改成员角色');
    expect(String(ws.getRow(2).getCell(7).value)).toContain('role: developer → analyst');
  });

  it("refuses an export's bad filters and another studio's entries", async () => {
    const bad = await t.inject({
      method: 'POST',
      url: teamPaths.auditExport,
      headers: { 'content-type': 'application/json', token: owner, lang: 'en' },
      payload: JSON.stringify({ from: 'yesterday' }),
    });
    expect(bad.json()).toMatchObject({ errCode: ErrorCode.invalidRequest });
    const other = await t.signIn('audit.exporter@example.com');
    const theirs = await t.inject({
      method: 'POST',
      url: teamPaths.auditExport,
      headers: { 'content-type': 'application/json', token: other, lang: 'en' },
      payload: JSON.stringify({ appId }),
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(theirs.rawPayload as unknown as ArrayBuffer);
    // the header alone: the other studio's log has no entry of this app
    expect(wb.worksheets[0]!.rowCount).toBe(1);
  });

  it('refuses to change or remove an entry, whatever runs the statement', async () => {
    const total = (await list()).data.total;
    await expect(sql`UPDATE org_audit_log SET action = 'nothing'`.execute(t.db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`DELETE FROM org_audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    expect((await list()).data.total).toBe(total);
  });
});
