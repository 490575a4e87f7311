import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountCalls,
  teamCalls,
  transportPassword,
  webhookCalls,
  webhookHeaders,
} from '@vrportal/contract';
import { apiData, apiSignIn } from '../support/accounts.js';
import { axeViolations } from '../support/axe.js';
import { expectFitsWidth, snap } from '../support/browser.js';
import { lastMailLink } from '../support/outbox.js';
import { demoAccounts, openAs, type AddressSession } from '../support/portal.js';
import { usePortal } from '../support/portal-session.js';
import { texts } from '../support/texts.js';

/**
 * Webhooks in the browser: the owner (the demo developer) adds an endpoint, a receiver on
 * 127.0.0.1 (allowed by WEBHOOKS_ALLOW_PRIVATE), copies its secret shown once, a member joins
 * the organisation, the server's job POSTs the event signed, the screen shows the delivery and
 * sends it again; a member whose role lacks the permission sees no Webhooks tab.
 */
type Lang = 'en' | 'zh';

/** What the screen says in a language, from the catalogues. */
const words = (lang: Lang) => {
  const t = texts(lang);
  return {
    title: t('common:screens.webhooks'),
    add: t('webhooks:page.add'),
    dialogTitle: t('webhooks:dialog.addTitle'),
    address: t('webhooks:dialog.url'),
    joined: t('webhooks:events.member_joined.name'),
    save: t('webhooks:dialog.save'),
    secretTitle: t('webhooks:secret.title'),
    copiedIt: t('webhooks:secret.done'),
    deliveries: t('webhooks:actions.deliveries'),
    delivered: t('webhooks:status.delivered'),
    sendAgain: t('webhooks:deliveries.sendAgain'),
    queued: t('webhooks:deliveries.sent'),
    refresh: t('webhooks:deliveries.refresh'),
    empty: t('webhooks:list.emptyTitle'),
    recipe: t('webhooks:recipe.title'),
    sections: t('shell:nav.sections'),
    refused: t('team:refused.title'),
    off: t('webhooks:state.off'),
    whyOff: t('webhooks:deliveries.sendAgainOff'),
  };
};

const size = (width: number) => ({ width, height: width === 375 ? 812 : 900 });
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** The recipe of docs/api/webhooks.md. */
function verifyWebhook(secret: string, header: string, rawBody: string) {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text).first();

describe('webhooks: an endpoint of the studio hears of its organisation, signed', () => {
  const portal = usePortal({ env: { WEBHOOKS_ALLOW_PRIVATE: '1' } });
  const received: Received[] = [];
  let receiver: http.Server;
  let hookUrl = '';
  let secret = '';
  const owner: AddressSession = { token: '', account: '', isSuper: false };
  const base = () => portal.server.url;
  const open = async (who: AddressSession, lang: Lang, width: number) => {
    await portal.page.setViewportSize(size(width));
    await openAs(portal.page, base(), '/webhooks', who, lang);
    await portal.page.getByRole('heading', { level: 1 }).first().waitFor();
  };

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      let body = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (body += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/vrportal`;
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  it('signs in the owner, the demo developer', async () => {
    const { developer } = await demoAccounts(portal.server.dataDir);
    owner.token = await apiSignIn(base(), developer.email, developer.password);
    owner.account = developer.email;
  });

  for (const lang of ['en', 'zh'] as const) {
    for (const width of [1366, 375]) {
      it(`shows no endpoint yet, with the signature recipe (${lang}, ${width})`, async () => {
        const { page } = portal;
        await open(owner, lang, width);
        await expect
          .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
          .toBe(words(lang).title);
        await page.getByText(words(lang).empty).waitFor();
        await page.getByRole('heading', { name: words(lang).recipe }).waitFor();
        await expectFitsWidth(page);
        await snap(page, `e2e-webhooks-empty-${lang}-${width}`);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  }

  it('adds an endpoint and shows its secret once', async () => {
    const { page } = portal;
    await open(owner, 'en', 1366);
    // the screen is a tab of the team administration
    await page
      .getByRole('navigation', { name: words('en').sections })
      .getByRole('link', { name: words('en').title })
      .waitFor();
    await page.getByRole('button', { name: words('en').add }).click();
    const dialog = page.getByRole('dialog', { name: words('en').dialogTitle });
    await dialog.getByLabel(words('en').address).fill(hookUrl);
    await dialog.getByText(words('en').joined, { exact: true }).click();
    await snap(page, 'e2e-webhooks-dialog-en-1366');
    await dialog.getByRole('button', { name: words('en').save }).click();
    const shown = page.getByRole('dialog', { name: words('en').secretTitle });
    await shown.waitFor();
    secret = await shown.getByRole('textbox').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await snap(page, 'e2e-webhooks-secret-en-1366');
    await shown.getByRole('button', { name: words('en').copiedIt }).click();
    await shown.waitFor({ state: 'hidden' });
    await page.getByText(hookUrl).first().waitFor();
    // never shown again: not in the page, not in the list's answer
    expect(await page.content()).not.toContain(secret);
    const list = await apiData(base(), webhookCalls.webhookList, {}, owner.token);
    expect(JSON.stringify(list)).not.toContain(secret);
    expect(list.webhooks[0]).toMatchObject({ url: hookUrl, events: ['member.joined'], on: true });
  });

  const email = 'hooks.finance@example.com';
  const password = 'Hooks#2026fin';
  let member = '';
  const drawer = () => portal.page.locator('.webhooks-drawer');

  it('POSTs a member joining to the endpoint, signed', async () => {
    const invited = await apiData(base(), teamCalls.invitations, {}, owner.token);
    if (!invited.invitations.some((i) => i.email === email)) {
      await apiData(base(), teamCalls.invite, { email, role: 'finance' }, owner.token);
    }
    const invite = await lastMailLink(portal.server.dataDir, email);
    const pwd = await transportPassword(password, md5);
    await apiData(base(), accountCalls.registerMail, { email, pwd });
    const confirm = await lastMailLink(portal.server.dataDir, email);
    await apiData(base(), accountCalls.registerVerifyByMail, {
      email,
      code: confirm.searchParams.get('code')!,
    });
    member = await apiSignIn(base(), email, password);
    await apiData(
      base(),
      teamCalls.acceptInvite,
      { code: invite.searchParams.get('code')! },
      member,
    );
    // the server's webhook-deliveries job sends it within its interval
    await expect.poll(() => received.length, { timeout: 60_000 }).toBe(1);
    const got = received[0]!;
    const signature = got.headers[webhookHeaders.signature.toLowerCase()] as string;
    expect(verifyWebhook(secret, signature, got.body)).toBe(true);
    expect(verifyWebhook(`${secret}x`, signature, got.body)).toBe(false);
    expect(JSON.parse(got.body)).toMatchObject({
      type: 'member.joined',
      data: { account: email, role: 'finance' },
    });
  });

  for (const lang of ['en', 'zh'] as const) {
    it(`shows the delivery (${lang}, 1366)`, async () => {
      const { page } = portal;
      await open(owner, lang, 1366);
      await page
        .getByRole('button', { name: words(lang).deliveries })
        .first()
        .click();
      await drawer().getByText(words(lang).delivered).first().waitFor();
      await drawer().getByText(words(lang).joined).first().waitFor();
      // times on the portal's clock, naming its zone, whatever the browser's zone
      await drawer()
        .getByText(/\(Asia\/Shanghai\)$/)
        .first()
        .waitFor();
      await snap(page, `e2e-webhooks-deliveries-${lang}-1366`);
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  it('sends the delivery again: a second POST of the same event', async () => {
    const { page } = portal;
    const before = received.length;
    await open(owner, 'zh', 1366);
    await page
      .getByRole('button', { name: words('zh').deliveries })
      .first()
      .click();
    await drawer().getByText(words('zh').delivered).first().waitFor();
    const rows = await drawer().getByText(words('zh').delivered).count();
    await drawer()
      .getByRole('button', { name: words('zh').sendAgain })
      .first()
      .click();
    await toast(page, words('zh').queued).waitFor();
    await expect.poll(() => received.length, { timeout: 60_000 }).toBe(before + 1);
    const first = received[0]!;
    const again = received[before]!;
    expect(JSON.parse(again.body)).toEqual(JSON.parse(first.body));
    expect(again.headers[webhookHeaders.delivery.toLowerCase()]).not.toBe(
      first.headers[webhookHeaders.delivery.toLowerCase()],
    );
    await expect
      .poll(async () => {
        await drawer()
          .getByRole('button', { name: words('zh').refresh })
          .click();
        return drawer().getByText(words('zh').delivered).count();
      })
      .toBe(rows + 1);
  });

  it('says why "Send again" is unavailable while the endpoint is off', async () => {
    const { page } = portal;
    const [hook] = (await apiData(base(), webhookCalls.webhookList, {}, owner.token)).webhooks;
    const body = { id: hook!.id, url: hook!.url, events: hook!.events };
    await apiData(base(), webhookCalls.webhookSave, { ...body, on: false }, owner.token);
    try {
      await open(owner, 'en', 1366);
      await page.getByText(words('en').off, { exact: true }).first().waitFor();
      await page
        .getByRole('button', { name: words('en').deliveries })
        .first()
        .click();
      const again = drawer()
        .getByRole('button', { name: words('en').sendAgain })
        .first();
      await expect.poll(() => again.isDisabled()).toBe(true);
      await again.locator('..').hover();
      await page.getByRole('tooltip').getByText(words('en').whyOff).waitFor();
      await snap(page, 'e2e-webhooks-off-en-1366');
    } finally {
      await apiData(base(), webhookCalls.webhookSave, { ...body, on: true }, owner.token);
    }
  });

  it('fits a phone: the list, the deliveries and the dialog at 375 px', async () => {
    const { page } = portal;
    for (const lang of ['en', 'zh'] as const) {
      await open(owner, lang, 375);
      await page.getByText(hookUrl).first().waitFor();
      await expectFitsWidth(page);
      await snap(page, `e2e-webhooks-list-${lang}-375`);
    }
    await page
      .getByRole('button', { name: words('zh').deliveries })
      .first()
      .click();
    await drawer().getByText(words('zh').delivered).first().waitFor();
    await snap(page, 'e2e-webhooks-deliveries-zh-375');
    await open(owner, 'en', 375);
    await page.getByRole('button', { name: words('en').add }).click();
    await page.getByRole('dialog', { name: words('en').dialogTitle }).waitFor();
    await snap(page, 'e2e-webhooks-dialog-en-375');
  });

  it('shows a finance member no Webhooks tab, and says the role does not allow the screen', async () => {
    const { page } = portal;
    const finance: AddressSession = { token: member, account: email, isSuper: false };
    await page.setViewportSize(size(1366));
    await openAs(page, base(), '/webhooks', finance, 'en');
    await page.getByText(words('en').refused).first().waitFor();
    expect(await page.getByRole('link', { name: words('en').title, exact: true }).count()).toBe(0);
  });
});
