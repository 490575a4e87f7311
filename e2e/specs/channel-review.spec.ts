import { describe, expect, it } from 'vitest';
import { AppStatus } from '@vrportal/contract';
import { snap } from '../support/browser.js';
import {
  apiData,
  createSuperAccount,
  registerDeveloper,
  signInByMail,
} from '../support/accounts.js';
import { BUILD_PKG, releaseApk, uploadBuild } from '../support/builds.js';
import { usePortal } from '../support/portal-session.js';
import { fillReleaseForm } from '../support/release-form.js';
import { text } from '../support/texts.js';

const DEV = { email: 'channels@example.com', password: 'Chan1234!x', name: 'Channel Studio' };
const BOSS = { email: 'boss.channels@example.com', password: 'Boss1234!x' };

describe('a business-channel release in the review console', () => {
  const portal = usePortal();
  let appId = '';
  let cId = '';

  it('a developer submits a release of a business channel; its automatic check passes', async () => {
    const token = await registerDeveloper(portal.server, DEV.email, DEV.password, DEV.name);
    await createSuperAccount(portal.server, BOSS.email, BOSS.password);
    appId = (
      await apiData<{ appId: string }>(
        portal.server.url,
        '/vrmcsys/dvlper/createApp',
        { name: 'Arcade Shooter', pkg: BUILD_PKG },
        token,
      )
    ).appId;
    cId = (
      await apiData<{ cId: string }>(
        portal.server.url,
        '/vrmcsys/dvlper/createAppChannel',
        { appId, name: 'Mall arcades', descpt: 'Arcades in shopping malls' },
        token,
      )
    ).cId;
    await uploadBuild(portal.server.url, token, appId, await releaseApk(), 'arcade.apk', cId);
    await fillReleaseForm(portal.server.url, token, appId, cId);
    const submitted = await apiData<{ status: number }>(
      portal.server.url,
      '/vrmcsys/dvlper/commitAppInfoTob',
      { appId, cId },
      token,
    );
    expect(submitted.status).toBe(AppStatus.autoQueued);
    await expect
      .poll(
        async () =>
          (
            await apiData<{ tob: { id: string; status: number }[] }>(
              portal.server.url,
              '/vrmcsys/dvlper/getAppChannelList',
              { appId },
              token,
            )
          ).tob.find((c) => c.id === cId)?.status,
      )
      .toBe(AppStatus.manualQueued);
  });

  it('the reviewer finds it in the queue with its channel and starts the manual review', async () => {
    const { page } = portal;
    await signInByMail(page, portal.server.url, BOSS.email, BOSS.password);
    for (const lang of ['en', 'zh'] as const) {
      await page.goto(`${portal.server.url}/manage/review?lang=${lang}`);
      const tag = page.getByText(text(lang, 'review:queue.channel', { name: 'Mall arcades' }));
      await tag.first().waitFor();
      await snap(page, `e2e-review-queue-channel-${lang}`);
    }
    await page.goto(`${portal.server.url}/manage/review?appId=${appId}&cId=${cId}&lang=en`);
    const submission = page.getByTestId('submission');
    await expect
      .poll(() => submission.getAttribute('data-status'))
      .toBe(String(AppStatus.manualQueued));
    await page.getByRole('button', { name: text('en', 'review:decision.start') }).click();
    await expect
      .poll(() => submission.getAttribute('data-status'))
      .toBe(String(AppStatus.manualRunning));
    await page.getByTestId('checklist').waitFor();
    await snap(page, 'e2e-review-channel-started-en');
    expect(portal.pageErrors).toEqual([]);
  });
});
