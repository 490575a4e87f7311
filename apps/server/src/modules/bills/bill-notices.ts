// Telling people about bills: the developer in the notification centre and by mail, and finance.
import { NotifyStatus } from '@vrportal/contract';
import { t } from '../../lib/i18n.js';
import type { MessageKey } from '../../lib/i18n.js';
import { billNoticeMail, financeBillMail } from '../../messaging/templates.js';
import type { Texts } from '../notifications/index.js';
import type { BillContext } from './bill-context.js';
import { dollars } from './bill-context.js';
import type { BillRow } from './bills.repository.js';

/** The notification status of each bill notice: a held bill is a failure, a decided dispute a pass. */
const NOTICE_STATUS = {
  sent: NotifyStatus.info,
  held: NotifyStatus.failed,
  upheld: NotifyStatus.passed,
  corrected: NotifyStatus.passed,
} as const;

const both = (key: MessageKey, vars: Record<string, string | number> = {}): Texts => ({
  zh: t('zh', key, vars),
  en: t('en', key, vars),
});

export function billVars(bill: BillRow, account: string) {
  return {
    id: bill.id,
    month: bill.month,
    account,
    developer: bill.dev_name,
    amount: dollars(Number(bill.settle_cents)),
    reason: bill.dispute_reason,
  };
}

/** The messages of the bills module, each in the reader's language. */
export class BillNotices {
  constructor(private readonly ctx: BillContext) {}

  localTime(at: Date): string {
    const { day, msOfDay } = this.ctx.deps.workingDays.local(at);
    const minutes = Math.floor(msOfDay / 60_000);
    const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
    const mm = String(minutes % 60).padStart(2, '0');
    return `${day} ${hh}:${mm} (${this.ctx.deps.workingDays.timeZone})`;
  }

  /** The developer hears of their bill in the notification centre and by mail, in their language. */
  async tell(
    bill: BillRow,
    what: 'sent' | 'held' | 'upheld' | 'corrected',
    vars: Record<string, string>,
  ) {
    const all = { month: bill.month, ...vars };
    const title = both(`bill.${what}.title` as MessageKey, all);
    const content = both(`bill.${what}.content` as MessageKey, all);
    await this.ctx.deps.notifications.notify({
      orgId: bill.org_id,
      concerns: 'bills:read',
      tag: 'bill',
      status: NOTICE_STATUS[what],
      title,
      content,
      link: '/financial_info',
    });
    try {
      // to the members who read bills (finance, admins, the owner) who keep bill mail on
      await this.ctx.deps.mailMembers(bill.org_id, (lang, to) =>
        billNoticeMail(lang, to, title[lang], content[lang]),
      );
    } catch (error) {
      // the notification centre has it; a mail server that is down does not undo the bill
      this.ctx.deps.onError?.(error);
    }
  }

  async tellFinanceOfCalendar(month: string, year: number) {
    try {
      await this.ctx.deps.mail.send(
        financeBillMail(this.ctx.deps.financeMail, 'calendar', { month, year: String(year) }, []),
      );
    } catch (error) {
      this.ctx.deps.onError?.(error);
    }
  }

  async tellFinance(bill: BillRow, what: 'dispute') {
    const contact = await this.ctx.deps.contactOf(bill.org_id);
    try {
      await this.ctx.deps.mail.send(
        financeBillMail(
          this.ctx.deps.financeMail,
          what,
          billVars(bill, contact?.account ?? ''),
          [],
        ),
      );
    } catch (error) {
      // the dispute is in the review console's queue either way
      this.ctx.deps.onError?.(error);
    }
  }
}
