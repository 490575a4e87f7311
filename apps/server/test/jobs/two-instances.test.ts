import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppStatus, ErrorCode, accountCalls, appCalls, teamCalls } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import { createApps } from '../factories.js';
import type { ServerProcess } from '../support/server-process.js';
import { startServer } from '../support/server-process.js';
import { addMember, signInAgain } from '../support/teams.js';

const QUEUED = 10;
const STALE = 4;
const DATED = 3;

/**
 * Two server processes on one PostgreSQL database: the periodic jobs run each due item once, and
 * the rate limits count the tries that reach either instance. Several instances are a
 * PostgreSQL setup: the SQLite file is the embedded single-process one (docs/operations.md).
 */
describe.runIf(dbKind === 'postgres')('two instances on one PostgreSQL database', () => {
  let t: TestApp;
  let servers: ServerProcess[] = [];
  let queued: string[];
  let stale: string[];
  let dated: string[];
  /** notifications go to every member: another test adds one, so counts are the owner's */
  let ownerId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const token = await t.signIn('twins@example.com');
    const owner = await t.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', 'twins@example.com')
      .executeTakeFirstOrThrow();
    ownerId = owner.id;
    const ids = await createApps(t, token, QUEUED + STALE, 'com.twins.app');
    queued = ids.slice(0, QUEUED);
    stale = ids.slice(QUEUED);
    const developer = { role: 'developer' as const, id: owner.id };
    // submitted, with the automatic check not yet run: the instances' sweeps find them
    for (const id of ids) await t.services.review.apply(id, 'submit', developer);
    // checks an earlier instance started and never finished (it stopped mid-check)
    const longAgo = new Date(Date.now() - 3_600_000).toISOString();
    for (const id of stale) {
      await t.services.review.apply(id, 'start', { role: 'system', id: null });
      await t.db
        .updateTable('apps')
        .set({ status_changed_at: longAgo })
        .where('id', '=', id)
        .execute();
    }
    // passed apps whose release date has come: each instance's release-date job finds them
    dated = await createApps(t, token, DATED, 'com.twins.dated');
    const reviewer = { role: 'reviewer' as const, id: null };
    const system = { role: 'system' as const, id: null };
    const releaseAt = new Date(Date.now() - 60_000).toISOString();
    for (const id of dated) {
      await t.services.review.apply(id, 'submit', developer);
      await t.services.review.apply(id, 'start', system);
      await t.services.review.apply(id, 'pass', system);
      for (let stage = 0; stage < 3; stage += 1) {
        await t.services.review.apply(id, 'start', reviewer);
        await t.services.review.apply(id, 'pass', reviewer);
      }
      await t.services.review.apply(id, 'schedule', reviewer, { releaseAt });
    }
    // both start together, so their first sweeps race for the same apps
    servers = await Promise.all([
      startServer(t, { RATE_LIMITS: 'smsPerAddress=5/1h', LOG_LEVEL: 'info' }),
      startServer(t, { RATE_LIMITS: 'smsPerAddress=5/1h', LOG_LEVEL: 'info' }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await t.close();
  });

  it(
    'runs the automatic check of each due app once, never twice',
    { timeout: 120_000 },
    async () => {
      const pending = async () =>
        (
          await t.db
            .selectFrom('apps')
            .select('id')
            .where('status', 'in', [AppStatus.autoQueued, AppStatus.autoRunning])
            .execute()
        ).length;
      await expect
        .poll(pending, { timeout: 90_000, interval: 200 })
        .toBe(0)
        .catch((error: unknown) => {
          throw new Error(`${String(error)}\n${servers.map((s) => s.output()).join('\n')}`);
        });

      const audits = await t.db
        .selectFrom('audits')
        .select(['app_id', 'kind'])
        .where('app_id', 'in', [...queued, ...stale])
        .execute();
      const perApp = new Map<string, number>();
      for (const a of audits) perApp.set(a.app_id!, (perApp.get(a.app_id!) ?? 0) + 1);
      expect(audits.every((a) => a.kind === 'auto')).toBe(true);
      expect([...perApp.values()]).toEqual(Array(QUEUED + STALE).fill(1));

      // one start per queued app, and one decision per app
      const log = await t.db
        .selectFrom('review_log')
        .select(['app_id', 'event'])
        .where('app_id', 'in', [...queued, ...stale])
        .where('event', '!=', 'submit')
        .execute();
      const starts = log.filter((l) => l.event === 'start' && queued.includes(l.app_id));
      expect(starts).toHaveLength(QUEUED);
      const decisions = log.filter((l) => l.event === 'pass' || l.event === 'fail');
      expect(decisions).toHaveLength(QUEUED + STALE);
      const notifications = await t.db
        .selectFrom('notifications')
        .select('id')
        .where('app_id', 'in', [...queued, ...stale])
        .where('account_id', '=', ownerId)
        .execute();
      expect(notifications).toHaveLength(QUEUED + STALE);
      // neither instance tripped over the other
      for (const s of servers) expect(s.output()).not.toMatch(/"level":50/);
    },
  );

  it(
    'puts each app whose release date came online once: one log line, one notification',
    { timeout: 120_000 },
    async () => {
      const online = async () =>
        (
          await t.db
            .selectFrom('apps')
            .select('id')
            .where('id', 'in', dated)
            .where('status', '=', AppStatus.online)
            .execute()
        ).length;
      await expect.poll(online, { timeout: 90_000, interval: 200 }).toBe(DATED);
      // both instances ran the job at start and on their timers; give a late run time to act
      await new Promise((r) => setTimeout(r, 1000));
      const moves = await t.db
        .selectFrom('review_log')
        .select(['app_id', 'role'])
        .where('app_id', 'in', dated)
        .where('event', '=', 'online')
        .execute();
      expect(moves.map((m) => m.role).sort()).toEqual(Array(DATED).fill('system'));
      expect(new Set(moves.map((m) => m.app_id)).size).toBe(DATED);
      const notes = await t.db
        .selectFrom('notifications')
        .select('app_id')
        .where('app_id', 'in', dated)
        .where('account_id', '=', ownerId)
        .where('title_en', 'like', '% is online')
        .execute();
      expect(notes).toHaveLength(DATED);
    },
  );

  it('counts the limits across both instances', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const res = await fetch(`${servers[i % 2]!.url}${accountCalls.reqSmscode.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mobile: `1370000${String(1000 + i)}` }),
        });
        return ((await res.json()) as { errCode: number }).errCode;
      }),
    );
    expect(answers.filter((c) => c === 0)).toHaveLength(5);
    expect(answers.filter((c) => c === 10429)).toHaveLength(7);
  });

  it('refuses a member removed on one instance at its next call to the other', async () => {
    const owner = await signInAgain(t, 'twins@example.com');
    const member = await addMember(t, owner, 'twin.member@example.com', 'developer');
    const list = async (server: ServerProcess) => {
      const res = await fetch(`${server.url}${appCalls.getOwnedApps.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: member },
        body: JSON.stringify({ page: 1, psize: 10 }),
      });
      return ((await res.json()) as { errCode: number }).errCode;
    };
    // each instance has served the member, and keeps its membership
    expect([await list(servers[0]!), await list(servers[1]!)]).toEqual([0, 0]);
    const members = await fetch(`${servers[0]!.url}${teamCalls.members.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: owner },
      body: '{}',
    });
    const { data } = (await members.json()) as {
      data: { members: { accountId: string; account: string }[] };
    };
    const accountId = data.members.find((m) => m.account === 'twin.member@example.com')!.accountId;
    const removed = await fetch(`${servers[0]!.url}${teamCalls.removeMember.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: owner },
      body: JSON.stringify({ accountId }),
    });
    expect(((await removed.json()) as { errCode: number }).errCode).toBe(0);
    expect(await list(servers[1]!)).toBe(ErrorCode.notDeveloper);
  });
});
