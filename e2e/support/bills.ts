import fs from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { billPaths, billReviewPaths, type Bill } from '@vrportal/contract';
import { apiData } from './accounts.js';

/** The developer's bills as dev_query answers them (a GET call with the token header). */
export async function devBills(base: string, token: string): Promise<Bill[]> {
  const res = await fetch(`${base}${billPaths.devQuery}`, { headers: { token } });
  const answer = (await res.json()) as { errCode: number; data: { orderSettleList: Bill[] } };
  if (answer.errCode !== 0) throw new Error(`dev_query answered ${answer.errCode}`);
  return answer.data.orderSettleList;
}

/** Finance keeps a disputed bill as it is, with a note for the developer (a super account). */
export async function upholdDispute(base: string, adminToken: string, id: string, note: string) {
  return apiData(
    base,
    billReviewPaths.resolveDispute,
    { id, decision: 'uphold', note },
    adminToken,
  );
}

/** The mails in the outbox to an address, newest first, with their attachments' names. */
export async function mailsTo(dataDir: string, to: string) {
  const folder = path.join(dataDir, 'outbox', 'mail');
  const names = (await fs.readdir(folder).catch(() => [] as string[]))
    .filter((n) => n.endsWith('.eml'))
    .sort()
    .reverse();
  const mails = [];
  for (const name of names) {
    const mail = await PostalMime.parse(await fs.readFile(path.join(folder, name)));
    if (mail.to?.some((a) => a.address === to)) {
      mails.push({
        subject: mail.subject ?? '',
        attachments: mail.attachments.map((a) => a.filename ?? ''),
      });
    }
  }
  return mails;
}
