import { AppStatus, appCalls, reviewCalls } from '@vrportal/contract';
import { expect } from 'vitest';
import type { TestApp } from '../harness.js';

/**
 * Submits the app's release (its form filled by the caller) and passes the automatic check and
 * the manual, content and publish reviews: the app waits to go online.
 */
export async function passEveryStage(t: TestApp, dev: string, admin: string, appId: string) {
  expect((await t.call(appCalls.commitAppInfo, { appId }, { token: dev })).errCode).toBe(0);
  await t.runDeferred();
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
