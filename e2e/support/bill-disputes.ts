import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  BillStatus,
  STORE_KEY_HEADER,
  appPaths,
  billPaths,
  datacenterPaths,
  financePaths,
  financeReviewPaths,
  type Bill,
  type StoreOrder,
} from '@vrportal/contract';
import { financeRecord } from '../../apps/server/test/support/finance-record.js';
import { apiData } from './accounts.js';
import type { StartedServer } from './server.js';

/**
 * Settlement bills seeded through the product's own doors for the finance staff's tests: the
 * payment profile submitted and approved through the API, orders through the store's intake,
 * bills made by the admin command line, disputes through the developer's dev_update.
 */

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The calendar month `back` months before the one two days ago (so it has ended everywhere). */
export function pastMonth(back: number, now = new Date()): string {
  const from = new Date(now.getTime() - 2 * 86_400_000);
  const at = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() - back, 1));
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** An instant on a day of a month, at 04:00 UTC (noon in Beijing: the same day in every zone). */
export function dayOf(month: string, day: number): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return Date.UTC(y, m - 1, day, 4);
}

/** The developer submits the payment profile and a super account approves it. */
export async function approvePaymentProfile(
  base: string,
  devToken: string,
  adminToken: string,
  account: string,
) {
  await apiData(base, financePaths.commitFinanceInfo, financeRecord(), devToken);
  const queue = await apiData<{ items: { accountId: string; account: string }[] }>(
    base,
    financeReviewPaths.getFinanceQueue,
    { page: 1 },
    adminToken,
  );
  const item = queue.items.find((i) => i.account === account);
  if (!item) throw new Error(`${account} is not in the finance queue`);
  const profile = await apiData<{ current: { version: number } }>(
    base,
    financeReviewPaths.getFinanceProfile,
    { accountId: item.accountId },
    adminToken,
  );
  await apiData(
    base,
    financeReviewPaths.reviewFinance,
    {
      accountId: item.accountId,
      version: profile.current.version,
      approve: true,
      reasons: [],
      note: '',
    },
    adminToken,
  );
}

export async function createApp(base: string, token: string, name: string, pkg: string) {
  return (await apiData<{ appId: string }>(base, appPaths.createApp, { name, pkg }, token)).appId;
}

/** The store reports orders through its intake with the key of the server's data folder. */
export async function reportOrders(server: StartedServer, orders: StoreOrder[]) {
  const key = (await fs.readFile(path.join(server.dataDir, 'store-api.key'), 'utf8')).trim();
  const res = await fetch(`${server.url}${datacenterPaths.reportOrders}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [STORE_KEY_HEADER]: key },
    body: JSON.stringify({ orders }),
  });
  const answer = (await res.json()) as {
    errCode: number;
    data: { accepted: number; rejected: unknown[] };
  };
  if (answer.errCode !== 0 || answer.data.rejected.length > 0) {
    throw new Error(`reportOrders: ${JSON.stringify(answer)}`);
  }
}

/** `generate-bills --month` of the admin command line, on the started server's database. */
export async function generateBills(server: StartedServer, month: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['apps/server/dist/admin.js', 'generate-bills', '--month', month],
    { cwd: repoRoot, env: { ...process.env, DATABASE_URL: '', DATA_DIR: server.dataDir } },
  );
  return stdout;
}

/** The developer's bills as dev_query answers them (a GET call with the token header). */
export async function developerBills(base: string, token: string): Promise<Bill[]> {
  const res = await fetch(`${base}${billPaths.devQuery}`, { headers: { token } });
  const answer = (await res.json()) as { errCode: number; data: { orderSettleList: Bill[] } };
  if (answer.errCode !== 0) throw new Error(`dev_query answered ${answer.errCode}`);
  return answer.data.orderSettleList;
}

/** The developer disputes a bill (dev_update with checkStatus 4), saying why. */
export async function disputeBill(
  base: string,
  token: string,
  id: string,
  reason = 'The refunds of this month are counted twice.',
): Promise<Bill> {
  const query = new URLSearchParams({ id, checkStatus: String(BillStatus.disputed), reason });
  const res = await fetch(`${base}${billPaths.devUpdate}?${query.toString()}`, {
    headers: { token },
  });
  const answer = (await res.json()) as {
    errCode: number;
    errMsg: string;
    data: { orderSettle: Bill };
  };
  if (answer.errCode !== 0)
    throw new Error(`dev_update answered ${answer.errCode} ${answer.errMsg}`);
  return answer.data.orderSettle;
}
