import { Readable } from 'node:stream';
import { BillStatus, type Bill, type CommitFinanceInfoRequest } from '@vrportal/contract';
import type { Services } from '../app.js';
import type { Caller } from '../modules/apps/apps.service.js';
import { batches } from './store-traffic.js';

const DAY = 86_400_000;

/** The demo developer's payment profile: approved, so their bills are sent with this account. */
const PAYMENT_PROFILE: CommitFinanceInfoRequest = {
  orgName: 'Demo Studio',
  team: 'Demo Studio VR',
  orgType: 'Limited Liability Company',
  orgCountry: 'CN',
  orgCity: '浙江省/杭州市/西湖区',
  orgAddr: '浙江省/杭州市/西湖区/文三路 100 号',
  mobile: '+86 571-8888 0000',
  fax: '',
  email: 'finance@demostudio.example',
  remittance: '',
  invoice: 'invoice@demostudio.example',
  ownerNamePre: '陈',
  ownerNameSuffix: '一',
  ownerName: '陈/一',
  ownerBirth: '1988-03-12',
  taxId: '91330100MA2DEMO07Q',
  bfyName: 'Demo Studio Ltd',
  bankName: 'HSBC',
  bankBranch: 'Central',
  bankCountry: 'HK',
  bankCity: 'Hong Kong',
  bankAddr: 'Hong Kong/1 Queen’s Road Central',
  bankBic: 'HSBCHKHHHKH',
  cardNo: '004123456788421',
};

/**
 * The latest day before `now` a bill could have been sent on and be past its verification
 * deadline (5 working days in the portal's calendar and time zone), so the sweep confirms it by
 * default while its upload window is still open.
 */
export function lapsedSendTime(bills: Services['bills'], now: Date): Date {
  let at = new Date(now.getTime() - 7 * DAY);
  while (bills.verifyDeadline(at).getTime() > now.getTime() - 3_600_000) {
    at = new Date(at.getTime() - DAY);
  }
  return at;
}

/** YYYY-MM of the month `back` months before the one holding `at` (UTC). */
function monthBefore(at: Date, back: number): string {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - back, 1))
    .toISOString()
    .slice(0, 7);
}

/** The first day of the month after `month`, when its bills are made (12:00 UTC: the 1st or later in every zone). */
function billingDay(month: string): Date {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 1, 12));
}

/** A one-page PDF, as a developer's invoice would be. */
export function demoInvoicePdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The add-ons of Galaxy Chess the demo traffic sells too. */
const ADDONS = [
  { sku: 'SeasonPass', name: { zh_CN: '赛季通行证', en_US: 'Season pass' }, fen: 3000 },
  { sku: 'GoldSkin', name: { zh_CN: '黄金皮肤', en_US: 'Gold skin' }, fen: 1200 },
];

/**
 * Sales of Galaxy Chess in the months before the three months of demo traffic, so every demo
 * bill has orders: a few copies and add-ons on some days of each month, one refunded.
 */
async function reportEarlierOrders(
  services: Services,
  appId: string,
  months: string[],
  trafficStart: number,
) {
  const orders: unknown[] = [];
  months.forEach((month, index) => {
    const [y, m] = month.split('-').map(Number) as [number, number];
    for (let day = 2; day <= 26; day += 3) {
      // noon in UTC+8, on a day the demo traffic does not cover
      const time = Date.UTC(y, m - 1, day, 4);
      if (time >= trafficStart) continue;
      // a few copies of the game and an add-on, more on some days than on others
      const copies = 1 + ((day + index) % 4);
      for (let n = 0; n <= copies; n += 1) {
        const addon = n === copies ? ADDONS[(day + index) % ADDONS.length]! : null;
        orders.push({
          orderId: `demo-bill-${month}-${day}-${n}`,
          appId,
          userId: `demo-bill-user-${(day * 7 + n) % 40}`,
          deviceId: `demo-bill-device-${day}-${n}`,
          currency: 'CNY',
          usdRate: 0.14,
          type: 'sale',
          time: time + n * 60_000,
          ...(addon ? { sku: addon.sku, name: addon.name, amount: addon.fen } : { amount: 4000 }),
        });
      }
      if (day === 5 + 3 * (index % 3)) {
        orders.push({
          orderId: `demo-bill-${month}-${day}-0-r`,
          appId,
          userId: `demo-bill-user-${(day * 7) % 40}`,
          deviceId: `demo-bill-device-${day}-0`,
          currency: 'CNY',
          usdRate: 0.14,
          type: 'refund',
          refundOf: `demo-bill-${month}-${day}-0`,
          amount: 4000,
          time: time + 3 * 3_600_000,
        });
      }
    }
  });
  for (const batch of batches(orders)) await services.intake.reportOrders(batch);
}

/**
 * Settlement bills of the demo developer in every state a developer meets, newest first: a
 * corrected bill waiting for verification (0) beside the disputed bill it replaced (4,
 * corrected), a bill whose details were downloaded (1), a dispute waiting for finance (4), a
 * confirmed bill with its invoice sent (2), a bill confirmed by default whose upload window is
 * still open (3) and an older one whose window closed without an invoice (3).
 */
export async function seedDemoBills(
  services: Services,
  developer: Caller,
  admin: Caller,
  apps: Map<string, string>,
  now: Date,
) {
  const { bills, finance } = services;
  const { version } = await finance.commit(developer, PAYMENT_PROFILE);
  await finance.review(admin, {
    accountId: developer.id,
    version,
    approve: true,
    reasons: [],
    note: '',
  });

  // months counted from two days back, so the newest one has ended in every time zone
  const from = new Date(now.getTime() - 2 * DAY);
  const [m1, m2, m3, m4, m5, m6] = [1, 2, 3, 4, 5, 6].map((back) => monthBefore(from, back)) as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const chess = apps.get('Galaxy Chess');
  if (chess) {
    // the demo traffic covers 90 days up to now
    const trafficStart = now.getTime() - 90 * DAY;
    await reportEarlierOrders(services, chess, [m3, m4, m5, m6], trafficStart);
  }

  const mine = async (month: string): Promise<Bill | undefined> =>
    (await bills.list(developer)).orderSettleList.find(
      (b) => b.month === month && !b.correctedById,
    );

  // the oldest: sent on its billing day, confirmed by default long ago, no invoice in time
  await bills.generate(m6, billingDay(m6));
  // confirmed by default a few days ago: the invoice can still be sent
  await bills.generate(m5, lapsedSendTime(bills, now));
  for (const month of [m4, m3, m2, m1]) await bills.generate(month, now);
  await bills.sweep(now);

  const confirmed = await mine(m4);
  if (confirmed?.checkStatus === BillStatus.sent) {
    await bills.verify(developer, confirmed.id, BillStatus.confirmed);
    await bills.sendFile(developer, confirmed.id, {
      stream: Readable.from([demoInvoicePdf(`Demo Studio invoice ${m4}`)]),
      filename: `invoice-${m4}.pdf`,
    });
  }
  const disputed = await mine(m3);
  if (disputed?.checkStatus === BillStatus.sent) {
    await bills.verify(
      developer,
      disputed.id,
      BillStatus.disputed,
      'Two refunds of this month were charged again in the next one; please check the refund lines.',
    );
  }
  const viewed = await mine(m2);
  if (viewed) await bills.billsForDetails(developer, [viewed.id]);
  const corrected = await mine(m1);
  if (corrected?.checkStatus === BillStatus.sent) {
    await bills.verify(
      developer,
      corrected.id,
      BillStatus.disputed,
      'The exchange rate of the USD orders is not the one of the order day.',
    );
    await bills.resolve(admin, {
      id: corrected.id,
      decision: 'correct',
      note: 'Two Season pass sales on the last day of the month were counted in the next cycle.',
      adjustments: [{ desc: 'Season pass sales of the last day of the month', amount: 840 }],
    });
  }
}
