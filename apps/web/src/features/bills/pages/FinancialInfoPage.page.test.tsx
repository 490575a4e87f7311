import {
  BillStatus,
  DisputeState,
  billCalls,
  billLimits,
  type Bill,
  type Lang,
} from '@vrportal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerGet } from '@/test/api-server';
import { LANGS, exactly, renderPage, textsOf, type Catalogue } from '@/test/render-page';
import type { BillsCatalogue } from '../lib/catalogue';
import FinancialInfoPage from './FinancialInfoPage';

const HOUR = 3_600_000;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

/** April's bill, sent and waiting for the developer: 1,500.00 sold, 20.00 refunded, a 30 % fee. */
function aprilBill(overrides: Partial<Bill> = {}): Bill {
  return {
    id: 'bill-2026-04',
    devName: 'Nebula Studio',
    startTime: '2026-04-01',
    endTime: '2026-04-30',
    cardNo: '**** 4321',
    settleMoney: 103_600,
    checkStatus: BillStatus.sent,
    sendTime: '2026-05-04T02:00:00.000Z',
    checkTime: '',
    autoCheckTime: fromNow(3 * 24 * HOUR + 5 * HOUR + HOUR / 2),
    autoUploadTime: '',
    filePath: '',
    month: '2026-04',
    held: 0,
    salesMoney: 150_000,
    refundMoney: 2_000,
    adjustMoney: 0,
    netMoney: 148_000,
    feeMoney: 44_400,
    feePercent: 30,
    orderCount: 57,
    disputeState: DisputeState.none,
    disputeNote: '',
    disputeReason: '',
    replacesId: '',
    correctedById: '',
    ...overrides,
  };
}

/** March's bill, confirmed by the developer. */
const marchBill = aprilBill({
  id: 'bill-2026-03',
  startTime: '2026-03-01',
  endTime: '2026-03-31',
  month: '2026-03',
  settleMoney: 7_000,
  checkStatus: BillStatus.confirmed,
  checkTime: '2026-04-06T08:30:00.000Z',
  autoCheckTime: '2026-04-11T02:00:00.000Z',
  autoUploadTime: fromNow(-HOUR),
  salesMoney: 10_000,
  refundMoney: 0,
  netMoney: 10_000,
  feeMoney: 3_000,
  orderCount: 4,
});

/** The amounts as each language writes US dollars. */
const AMOUNTS: Record<Lang, Record<'april' | 'march' | 'sales' | 'refunds' | 'fee', string>> = {
  en: {
    april: '$1,036.00',
    march: '$70.00',
    sales: '$1,500.00',
    refunds: '-$20.00',
    fee: '-$444.00',
  },
  zh: {
    april: 'US$1,036.00',
    march: 'US$70.00',
    sales: 'US$1,500.00',
    refunds: '-US$20.00',
    fee: '-US$444.00',
  },
};

/**
 * The bills service: lists the bills it holds, and a verification changes the bill it names
 * (a dispute keeps its reason), as the server's dev_update does.
 */
function billService(bills: Bill[]) {
  const held = new Map(bills.map((bill) => [bill.id, bill]));
  const listed = answerGet(billCalls.devQuery, () => ({ orderSettleList: [...held.values()] }));
  const verified = answerGet(billCalls.devUpdate, ({ id, checkStatus, reason }) => {
    const bill: Bill = {
      ...held.get(id)!,
      checkStatus,
      checkTime: fromNow(0),
      ...(checkStatus === BillStatus.disputed
        ? { disputeState: DisputeState.open, disputeReason: reason ?? '' }
        : {}),
    };
    held.set(id, bill);
    return { orderSettle: bill };
  });
  return { listed, verified };
}

async function openBills(lang: Lang, bills: Bill[]) {
  const service = billService(bills);
  const page = await renderPage(<FinancialInfoPage />, {
    lang,
    route: '/financial_info',
    url: '/financial_info',
    namespaces: ['bills'],
  });
  const t = textsOf<BillsCatalogue>(lang, 'bills');
  const tc = textsOf<Catalogue<'common'>>(lang, 'common');
  await screen.findByRole('list', { name: t('page.listLabel') });
  return { ...page, ...service, t, tc };
}

/** The bill's card, named by its developer, told apart by its month. */
function cardOf(t: ReturnType<typeof textsOf<BillsCatalogue>>, month: string) {
  const monthText = screen.getByText(t('card.month', { month }));
  const card = monthText.closest('article');
  if (!card) throw new Error(`no card of ${month}`);
  return card;
}

/** Opens the verification of April's bill and asks to dispute it. */
async function startDispute(page: Awaited<ReturnType<typeof openBills>>) {
  const { user, t } = page;
  await user.click(within(cardOf(t, '2026-04')).getByRole('button', { name: t('verify.button') }));
  const dialog = await screen.findByRole('dialog', {
    name: t('verify.dialogTitle', { month: '2026-04' }),
  });
  await user.click(within(dialog).getByRole('button', { name: t('verify.disputeStart') }));
  return dialog;
}

describe('the bills page', () => {
  it.each(LANGS)('lists the bills with their state and amounts (%s)', async (lang) => {
    const { t, tc, listed } = await openBills(lang, [aprilBill(), marchBill]);
    const amounts = AMOUNTS[lang];

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      exactly(tc('screens.financialInfo')),
    );
    expect(listed).toHaveLength(1);
    const list = screen.getByRole('list', { name: t('page.listLabel') });
    expect(within(list).getAllByRole('article')).toHaveLength(2);

    const april = cardOf(t, '2026-04');
    expect(within(april).getByRole('heading', { name: 'Nebula Studio' })).toBeInTheDocument();
    expect(within(april).getByTestId('bill-status')).toHaveTextContent(
      exactly(t('status.awaiting')),
    );
    expect(within(april).getByTestId('bill-amount')).toHaveTextContent(exactly(amounts.april));
    const breakdown = within(april).getByLabelText(t('card.breakdown'));
    const texts = (role: string) =>
      within(breakdown)
        .getAllByRole(role)
        .map((entry) => entry.textContent);
    expect(texts('term')).toEqual([
      t('card.sales', { count: 57 }),
      t('card.refunds'),
      t('card.fee', { percent: '30%' }),
    ]);
    expect(texts('definition')).toEqual([amounts.sales, amounts.refunds, amounts.fee]);
    expect(within(april).getByRole('button', { name: t('verify.button') })).toBeEnabled();

    const march = cardOf(t, '2026-03');
    expect(within(march).getByTestId('bill-status')).toHaveTextContent(
      exactly(t('status.confirmed')),
    );
    expect(within(march).getByTestId('bill-amount')).toHaveTextContent(exactly(amounts.march));
    expect(within(march).queryByRole('button', { name: t('verify.button') })).toBeNull();
  });

  it.each(LANGS)('a dispute asks for its reason and sends it trimmed (%s)', async (lang) => {
    const page = await openBills(lang, [aprilBill()]);
    const { user, t, verified, listed } = page;
    const dialog = await startDispute(page);

    const send = within(dialog).getByRole('button', { name: t('verify.sendDispute') });
    const reason = within(dialog).getByLabelText(t('verify.reasonLabel'));
    // nothing to send without a reason, nor with blanks only
    expect(send).toBeDisabled();
    expect(within(dialog).getByText(t('verify.reasonNeeded'))).toBeInTheDocument();
    await user.type(reason, '   ');
    expect(send).toBeDisabled();
    await user.type(reason, 'The refunds of April are counted twice  ');
    expect(send).toBeEnabled();
    expect(within(dialog).queryByText(t('verify.reasonNeeded'))).toBeNull();
    expect(verified).toHaveLength(0);

    await user.click(send);
    expect(await screen.findByText(t('verify.disputeSent'))).toBeInTheDocument();
    expect(verified).toEqual([
      {
        id: 'bill-2026-04',
        checkStatus: String(BillStatus.disputed),
        reason: 'The refunds of April are counted twice',
      },
    ]);
    const april = cardOf(t, '2026-04');
    expect(within(april).getByTestId('bill-status')).toHaveTextContent(
      exactly(t('status.disputed')),
    );
    expect(within(april).getByTestId('dispute-reason')).toHaveTextContent(
      exactly('The refunds of April are counted twice'),
    );
    // the card takes the bill the answer carries; a verified bill is no deadline seen to pass,
    // so the list is not asked again
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(listed).toHaveLength(1);
  });

  it('a dispute reason stops at its limit, and the limit is what is sent', async () => {
    const page = await openBills('en', [aprilBill()]);
    const { user, t, verified } = page;
    const dialog = await startDispute(page);
    const reason = within(dialog).getByLabelText(t('verify.reasonLabel'));

    await user.click(reason);
    await user.paste('x'.repeat(billLimits.disputeReasonMax + 40));
    expect(reason).toHaveValue('x'.repeat(billLimits.disputeReasonMax));
    await user.click(within(dialog).getByRole('button', { name: t('verify.sendDispute') }));

    expect(await screen.findByText(t('verify.disputeSent'))).toBeInTheDocument();
    expect(verified).toHaveLength(1);
    expect(verified[0]!.reason).toHaveLength(billLimits.disputeReasonMax);
  });
});
