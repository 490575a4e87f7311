import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';
import { accountCalls as calls, ErrorCode } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, pwdOf } from '../harness.js';

interface Received {
  from: string;
  to: string[];
  raw: Buffer;
}

describe('mail by SMTP when SMTP_URL is set', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Portal <portal@example.com>',
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the confirmation mail to the SMTP server and writes nothing to the outbox', async () => {
    const res = await t.call(
      calls.registerMail.path,
      { email: 'smtp.dev@example.com', pwd: await pwdOf('Abcd1234!') },
      { lang: 'en' },
    );
    expect(res.errCode).toBe(0);
    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe('portal@example.com');
    expect(mail.to).toEqual(['smtp.dev@example.com']);
    const parsed = await PostalMime.parse(mail.raw);
    expect(parsed.subject).toContain('Confirm your e-mail address');
    const link = new URL(/https?:\/\/\S+/.exec(parsed.text ?? '')![0]);
    expect(link.searchParams.get('email')).toBe('smtp.dev@example.com');
    const confirmed = await t.call(calls.registerVerifyByMail.path, {
      email: 'smtp.dev@example.com',
      code: link.searchParams.get('code'),
    });
    expect(confirmed.errCode).toBe(0);
    const { readdir } = await import('node:fs/promises');
    const outbox = await readdir(`${t.dataDir}/outbox/mail`).catch(() => []);
    expect(outbox).toEqual([]);
  });
});

describe('when mail or SMS cannot be sent', () => {
  it('answers 10055 / 10056 and withdraws the code, so asking again works at once', async () => {
    let smsDown = true;
    // nothing listens on port 1; the SMS gateway is down, then back
    const t = await createTestApp(
      { SMTP_URL: 'smtp://127.0.0.1:1' },
      {
        sms: {
          send: async () => {
            if (smsDown) throw new Error('gateway down');
          },
        },
      },
    );
    try {
      const mail = await t.call(
        calls.registerMail.path,
        { email: 'down@example.com', pwd: await pwdOf('Abcd1234!') },
        { lang: 'en' },
      );
      expect(mail.status).toBe(200);
      expect(mail.errCode).toBe(ErrorCode.mailNotSent);
      expect(mail.errMsg).toBe('The mail could not be sent, please try again later');

      const sms = await t.call(calls.reqSmscode.path, { mobile: '13500000001' });
      expect(sms.errCode).toBe(ErrorCode.smsNotSent);
      smsDown = false;
      const again = await t.call(calls.reqSmscode.path, { mobile: '13500000001' });
      expect(again.errCode).toBe(0);
    } finally {
      await t.close();
    }
  });
});
