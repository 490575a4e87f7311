import { afterEach, describe, expect, it } from 'vitest';
import {
  NotifyState,
  NotifyStatus,
  notificationCalls as calls,
  ErrorCode,
} from '@vrportal/contract';
import type { Notification } from '@vrportal/contract';
import { buildServices } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';

interface NtyList {
  ntys: Notification[];
  total: number;
  unread: number;
}

describe(`notification centre (${dbKind})`, () => {
  let t: TestApp;
  afterEach(() => t.close());

  const accountIdOf = async (email: string) =>
    (
      await t.db
        .selectFrom('accounts')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow()
    ).id;

  it("pages 30 at a time, newest first, in the caller's language, counting unread without recvDvAuthAcquire", async () => {
    t = await createTestApp();
    const token = await t.signIn('dev@example.com');
    const accountId = await accountIdOf('dev@example.com');
    for (let i = 0; i < 35; i += 1) {
      await t.services.notifications.notify({
        orgId: accountId,
        tag: i === 34 ? 'recvDvAuthAcquire' : 'content',
        status: NotifyStatus.failed,
        type: 3,
        title: { zh: `标题 ${i}`, en: `Title ${i}` },
        content: { zh: `内容 ${i}`, en: `Content ${i}` },
      });
      t.clock.advance(1000);
    }
    const en = await t.call<NtyList>(calls.getDvNtyList.path, { page: 1 }, { token, lang: 'en' });
    expect(en.data.ntys).toHaveLength(30);
    expect(en.data.ntys[0]!.title).toBe('Title 34');
    expect(en.data).toMatchObject({ total: 35, unread: 34 });
    const zh = await t.call<NtyList>(calls.getDvNtyList.path, { page: 2 }, { token, lang: 'zh' });
    expect(zh.data.ntys.map((n) => n.title)).toEqual([
      '标题 4',
      '标题 3',
      '标题 2',
      '标题 1',
      '标题 0',
    ]);
    const empty = await t.call<NtyList>(calls.getDvNtyList.path, { page: 3 }, { token });
    expect(empty.data.ntys).toEqual([]);
  });

  it('never serves a stale list: changes through another server instance show at once', async () => {
    t = await createTestApp();
    const token = await t.signIn('dev@example.com');
    const accountId = await accountIdOf('dev@example.com');
    const list = async () =>
      (await t.call<NtyList>(calls.getDvNtyList.path, { page: 1 }, { token })).data;
    expect((await list()).total).toBe(0);
    // a second instance on the same database, as behind a load balancer
    const other = buildServices({
      config: loadConfig({ DATA_DIR: t.dataDir }),
      db: t.db,
      clock: t.clock,
    });
    await other.notifications.notify({
      orgId: accountId,
      tag: 'finance',
      status: NotifyStatus.passed,
      title: { zh: '已通过', en: 'Approved' },
      content: { zh: '已通过', en: 'Approved' },
    });
    const after = await list();
    expect(after).toMatchObject({ total: 1, unread: 1 });
    await t.call(calls.disposeNotify.path, { ntyId: after.ntys[0]!.id, mark: 1 }, { token });
    expect((await list()).ntys[0]!.state).toBe(NotifyState.read);
    expect((await list()).unread).toBe(0);
    // an unknown notification id
    const missing = await t.call(
      calls.disposeNotify.path,
      { ntyId: 'nope', mark: 1 },
      { token, lang: 'en' },
    );
    expect(missing).toMatchObject({ errCode: 10521, errMsg: 'Notification does not exist' });
  });

  it('answers the audit standards by type and language', async () => {
    t = await createTestApp();
    const token = await t.signIn('dev@example.com');
    for (const type of [1, 2, 3]) {
      const en = await t.call<{ standard: { type: number; items: { name: string }[] } }>(
        calls.getAuditStandard.path,
        { type, language: 'en_US' },
        { token },
      );
      expect(en.data.standard.type).toBe(type);
      expect(en.data.standard.items.length).toBeGreaterThan(1);
      const zh = await t.call<{ standard: { items: { name: string }[] } }>(
        calls.getAuditStandard.path,
        { type, language: 'zh_CN' },
        { token },
      );
      expect(zh.data.standard.items[0]!.name).toMatch(/[\u4e00-\u9fff]/);
      expect(en.data.standard.items[0]!.name).toMatch(/^[\x20-\x7e]+$/);
    }
    expect((await t.call(calls.getAuditStandard.path, { type: 4 }, { token })).errCode).toBe(
      ErrorCode.invalidRequest,
    );
  });
});
