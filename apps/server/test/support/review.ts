import { AppStatus, appCalls, reviewCalls } from '@vrportal/contract';
import { expect } from 'vitest';
import type { TestApp } from '../harness.js';

/**
 * Submits the app's release (its form filled by the caller) and passes the automatic check and
 * the manual, content and publish reviews: the app waits to go online.
 */
export async function passEveryStage(t: TestApp, dev: string, admin: string, appId: string) {
  expect((await t.call(appCalls.commitAppInfo, { appId }, { token: dev })).errCode).toBe(0);
  await checkDone(t, appId);
  for (const expected of [AppStatus.contentQueued, AppStatus.publishQueued, AppStatus.passed]) {
    await t.call(reviewCalls.startReview, { appId }, { token: admin });
    const res = await t.call(
      reviewCalls.decideReview,
      { appId, pass: true, items: [] },
      { token: admin },
    );
    expect(res.data).toMatchObject({ status: expected });
  }
}

/**
 * Runs the automatic check of a submitted app and waits until it has ended. A server process
 * beside the test on the same database may have claimed the check first (its sweep runs every
 * half minute): the test's own run then finds nothing to do, and the check ends over there.
 */
export async function checkDone(t: TestApp, appId: string) {
  await t.runDeferred();
  await expect
    .poll(
      async () =>
        (
          await t.db
            .selectFrom('apps')
            .select('status')
            .where('id', '=', appId)
            .executeTakeFirstOrThrow()
        ).status,
      { timeout: 60_000 },
    )
    .not.toBeOneOf([AppStatus.autoQueued, AppStatus.autoRunning]);
}
