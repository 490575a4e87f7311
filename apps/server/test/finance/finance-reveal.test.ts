import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { financeCalls, financeReviewCalls, ErrorCode } from '@vrportal/contract';
import type { FinanceProfile, RevealFinanceAnswer } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { financeRecord } from '../support/finance-record.js';
import { createTestApp, dbKind } from '../harness.js';
import { unique } from '../factories.js';

const { commitFinanceInfo } = financeCalls;
const { getFinanceProfile, revealFinance, reviewFinance } = financeReviewCalls;
const CARD = '004123456789001';
const BIC = 'HSBCHKHHHKH';

describe(`finance review: revealing full values (${dbKind})`, () => {
  let t: TestApp;
  let dev: string;
  let other: string;
  let admin: string;
  let admin2: string;
  let devId: string;
  beforeAll(async () => {
    t = await createTestApp();
    other = await t.signIn('other@example.com');
    admin = await t.signIn('reviewer@example.com', { admin: true });
    admin2 = await t.signIn('auditor@example.com', { admin: true });
  });
  afterAll(() => t.close());

  // each test's own studio with version 1 of its payment profile submitted: its reveals are its own
  beforeEach(async () => {
    const email = `${unique('studio')}@example.com`;
    dev = await t.signIn(email);
    devId = (await t.db
      .selectFrom('accounts')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow())!.id;
    expect((await t.call(commitFinanceInfo.path, financeRecord(), { token: dev })).errCode).toBe(0);
  });

  /** The reveals logged of the test's own studio. */
  const logRows = () =>
    t.db.selectFrom('finance_reveals').selectAll().where('org_id', '=', devId).execute();
  const reveal = (token: string | undefined, body: unknown) =>
    t.call<RevealFinanceAnswer>(revealFinance.path, body, token ? { token } : {});

  it('refuses the owner, another developer and a signed-out caller, and logs nothing', async () => {
    const body = { accountId: devId, version: 1, fields: ['cardNo', 'bankBic'] };
    expect((await reveal(dev, body)).errCode).toBe(ErrorCode.notSuper);
    expect((await reveal(other, body)).errCode).toBe(ErrorCode.notSuper);
    const anonymous = await reveal(undefined, body);
    expect(anonymous.errCode).toBe(ErrorCode.loginExpired);
    for (const answer of [await reveal(dev, body), anonymous]) {
      expect(JSON.stringify(answer)).not.toContain(CARD);
      expect(JSON.stringify(answer)).not.toContain(BIC);
    }
    expect(await logRows()).toHaveLength(0);
  });

  it('answers 10541 for an unknown account or version, 10400 for a field not revealable', async () => {
    expect(
      (await reveal(admin, { accountId: '0'.repeat(32), version: 1, fields: ['cardNo'] })).errCode,
    ).toBe(ErrorCode.financeNotFound);
    expect(
      (await reveal(admin, { accountId: devId, version: 9, fields: ['cardNo'] })).errCode,
    ).toBe(ErrorCode.financeNotFound);
    expect((await reveal(admin, { accountId: devId, version: 1, fields: ['taxId'] })).errCode).toBe(
      10400,
    );
    expect((await reveal(admin, { accountId: devId, version: 1, fields: [] })).errCode).toBe(
      ErrorCode.invalidRequest,
    );
    expect(await logRows()).toHaveLength(0);
  });

  it('answers the full values to a super account, no-store, and logs who, what and when', async () => {
    const res = await t.inject({
      method: 'POST',
      url: revealFinance.path,
      headers: { 'content-type': 'application/json', token: admin },
      payload: JSON.stringify({ accountId: devId, version: 1, fields: ['cardNo', 'bankBic'] }),
    });
    expect(res.headers['cache-control']).toContain('no-store');
    const answer = res.json() as { errCode: number; data: RevealFinanceAnswer };
    expect(answer.errCode).toBe(0);
    expect(answer.data.values).toEqual({ cardNo: CARD, bankBic: BIC });
    expect(answer.data.version).toBe(1);
    expect(answer.data.reveals).toEqual([
      expect.objectContaining({
        revealedBy: 'reviewer@example.com',
        version: 1,
        fields: ['cardNo', 'bankBic'],
      }),
    ]);
    const rows = await logRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      org_id: devId,
      version: 1,
      fields: 'cardNo,bankBic',
      revealed_at: answer.data.reveals[0]!.revealedAt,
    });
    expect(rows[0]!.revealed_at).not.toBe('');
    expect(rows[0]!.client_ip).not.toBe('');
    // the log holds no value
    expect(JSON.stringify(rows)).not.toContain(CARD);
  });

  it('writes one row per reveal and lists every reveal in the profile, newest first', async () => {
    await reveal(admin, { accountId: devId, version: 1, fields: ['cardNo', 'bankBic'] });
    t.clock.advance(60_000);
    const one = await reveal(admin2, { accountId: devId, version: 1, fields: ['bankBic'] });
    expect(one.data.values).toEqual({ bankBic: BIC });
    expect(one.data.values.cardNo).toBeUndefined();
    t.clock.advance(60_000);
    await reveal(admin, { accountId: devId, version: 1, fields: ['cardNo', 'cardNo'] });
    expect(await logRows()).toHaveLength(3);
    const profile = await t.call<FinanceProfile>(
      getFinanceProfile.path,
      { accountId: devId },
      { token: admin },
    );
    expect(profile.data.reveals).toHaveLength(3);
    expect(profile.data.reveals.map((r) => [r.revealedBy, r.fields])).toEqual([
      ['reviewer@example.com', ['cardNo']],
      ['auditor@example.com', ['bankBic']],
      ['reviewer@example.com', ['cardNo', 'bankBic']],
    ]);
    const times = profile.data.reveals.map((r) => r.revealedAt);
    expect(new Set(times).size).toBe(3);
    expect([...times].sort().reverse()).toEqual(times);
    // the profile itself stays masked
    expect(JSON.stringify(profile.data.current)).not.toContain(CARD);
  });

  it('reveals an earlier version after a resubmission, with its own values', async () => {
    const before = (await logRows()).map((r) => r.version);
    await t.call(
      reviewFinance.path,
      { accountId: devId, version: 1, approve: false, note: 'Check the bank' },
      { token: admin },
    );
    expect(
      (
        await t.call(
          commitFinanceInfo.path,
          financeRecord({ cardNo: '6222000011112222', bankBic: 'ICBKCNBJ' }),
          { token: dev },
        )
      ).errCode,
    ).toBe(0);
    const v2 = await reveal(admin, { accountId: devId, version: 2, fields: ['cardNo', 'bankBic'] });
    expect(v2.data.values).toEqual({ cardNo: '6222000011112222', bankBic: 'ICBKCNBJ' });
    const v1 = await reveal(admin, { accountId: devId, version: 1, fields: ['cardNo'] });
    expect(v1.data.values).toEqual({ cardNo: CARD });
    // one row for each of the two reveals: version 2, then version 1
    expect((await logRows()).map((r) => r.version).sort()).toEqual([...before, 1, 2].sort());
  });
});
