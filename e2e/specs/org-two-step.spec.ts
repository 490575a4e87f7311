import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { accountCalls, appCalls, ErrorCode, teamCalls } from '@vrportal/contract';
import { apiCall, apiData, apiSignIn, registerDeveloper } from '../support/accounts.js';
import { expectFitsWidth, snap } from '../support/browser.js';
import { lastMailLink } from '../support/outbox.js';
import { openAs } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { errorText, text } from '../support/texts.js';
import { createHash } from 'node:crypto';
import { transportPassword } from '@vrportal/contract';

const PASSWORD = 'Abcd1234!';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const code = (secret: string, steps = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: Date.now() + steps * 30_000,
  });

/** What the screens say in a language: the catalogue's, and the server's refusal as it is. */
const words = (lang: 'en' | 'zh') => ({
  window: text(lang, 'security:twoStep.title'),
  refused: errorText(ErrorCode.twoStepRequired, lang),
  turnOn: text(lang, 'security:twoStep.turnOn'),
});

describe('an organisation that requires two-step sign-in leads a member without it to enrol', () => {
  const portal = usePortal();

  /** An owner with two-step sign-in on, requiring it, and a developer member without it. */
  async function strictTeam(tag: string) {
    const { server } = portal;
    const ownerEmail = `strict.owner.${tag}@example.com`;
    const owner = await registerDeveloper(server, ownerEmail, PASSWORD, `Strict ${tag}`);
    const begun = await apiData(server.url, accountCalls.totpBegin, {}, owner);
    await apiData(server.url, accountCalls.totpConfirm, { code: code(begun.secret) }, owner);
    const org = await apiData(server.url, teamCalls.requireTwoStep, { on: true }, owner);
    expect(org.requireTwoStep).toBe(true);

    const memberEmail = `strict.member.${tag}@example.com`;
    await apiData(server.url, teamCalls.invite, { email: memberEmail, role: 'developer' }, owner);
    const invite = (await lastMailLink(server.dataDir, memberEmail)).searchParams.get('code')!;
    const pwd = await transportPassword(PASSWORD, md5);
    await apiData(server.url, accountCalls.registerMail, { email: memberEmail, pwd });
    const confirm = (await lastMailLink(server.dataDir, memberEmail)).searchParams.get('code')!;
    await apiData(server.url, accountCalls.registerVerifyByMail, {
      email: memberEmail,
      code: confirm,
    });
    const member = await apiSignIn(server.url, memberEmail, PASSWORD);
    await apiData(server.url, teamCalls.acceptInvite, { code: invite }, member);
    return { member, memberEmail };
  }

  for (const [lang, width] of [
    ['en', 1366],
    ['zh', 375],
  ] as const) {
    it(`opens the enrolment window at the first refused call (${lang}, ${width} px)`, async () => {
      const { page, server } = portal;
      const w = words(lang);
      const { member, memberEmail } = await strictTeam(lang);
      // the server refuses the member's developer calls until it enrols
      const refused = await apiCall(
        server.url,
        appCalls.getOwnedApps,
        { page: 1, psize: 10 },
        member,
      );
      expect(refused.errCode).toBe(ErrorCode.twoStepRequired);

      await page.setViewportSize({ width, height: 900 });
      await openAs(
        page,
        server.url,
        '/all_apps',
        { token: member, account: memberEmail, isSuper: false },
        lang,
      );
      const window = page.getByRole('dialog', { name: w.window });
      await window.waitFor({ state: 'visible', timeout: 20_000 });
      await expect.poll(() => page.getByText(w.refused).count()).toBeGreaterThan(0);
      await expect
        .poll(() => window.getByRole('button', { name: w.turnOn }).isVisible())
        .toBe(true);
      await expectFitsWidth(page);
      await snap(page, `e2e-org-two-step-led-${lang}-${width}`);
    });
  }
});
