import { orgScope, type Caller } from '../../plugins/caller.js';
// What the parts of the bills module share: dependencies, the clock, a bill's fields and reading.
import { ErrorCode, billLimits } from '@vrportal/contract';
import type { Bill, ErrorCodeValue, Lang } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import type { BlobStore } from '../../lib/blob-store.js';
import type { OrgEvents } from '../../lib/org-events.js';
import type { Clock } from '../../lib/time.js';
import type { MailMessage, MailTransport } from '../../messaging/mail.js';
import type { AppFacts } from '../apps/index.js';
import type { OrderLine } from '../datacenter/index.js';
import type { NotificationService } from '../notifications/index.js';
import type { BillRow, BillsRepository } from './bills.repository.js';
import type { CalendarDaysRepository } from './calendar-days.repository.js';
import type { WorkingDays } from './working-days.js';

export type { Caller } from '../../plugins/caller.js';

export interface BillsDeps {
  repo: BillsRepository;
  clock: Clock;
  workingDays: WorkingDays;
  /** the imported working-day calendar, written by importHolidays */
  calendarDays: CalendarDaysRepository;
  blobs: BlobStore;
  mail: MailTransport;
  notifications: NotificationService;
  feePercent: string;
  financeMail: string;
  /** the data centre owns the orders */
  orders: {
    appsWithOrders(from: string, to: string): Promise<string[]>;
    orders(appIds: string[], from: string, to: string): AsyncIterable<OrderLine>;
  };
  /** the apps module owns apps */
  appById(appId: string): Promise<AppFacts | undefined>;
  /** every app of an organisation, each by the name it shows a reader of `lang` */
  appsOf(orgId: string, lang: Lang): Promise<{ id: string; name: string }[]>;
  /** the names apps show a reader of `lang`, one query for a page; gone apps are left out */
  appNamesOf(appIds: readonly string[], lang: Lang): Promise<Map<string, string>>;
  /** the finance module owns the payment profile */
  settlementAccount(orgId: string): Promise<{ cardLast4: string } | null>;
  /** the account module owns names, addresses and languages (of the organisation's owner) */
  contactOf(
    orgId: string,
  ): Promise<{ name: string; email: string; account: string; lang: Lang } | null>;
  /**
   * mails each member who reads bills and has not turned bill mail off, in the member's
   * language (the teams and account modules know who and how)
   */
  mailMembers(orgId: string, make: (lang: Lang, to: string) => MailMessage): Promise<void>;
  /** tells of each bill sent (the organisation's webhooks hear of it) */
  events: OrgEvents;
  onError?: (error: unknown) => void;
}

/** A bill not yet sent: no countdown, no file, no dispute. */
export const NOT_SENT = {
  send_time: null,
  check_time: null,
  auto_check_time: null,
  auto_upload_time: null,
  file_store_name: null,
  file_pdf_name: null,
  file_blob_key: null,
  file_size: null,
  dispute_time: null,
  resolver_id: null,
  resolved_at: null,
} as const;

/** A refusal answered with an HTTP status besides the envelope (the portal reads dev_send_mail's status). */
export const httpError = (code: ErrorCodeValue, status: number) =>
  new AppError(code, null, undefined, status);

export const dollars = (cents: number) =>
  `${cents < 0 ? '-' : ''}${(Math.abs(cents) / 100).toFixed(2)}`;

/** The dependencies with the clock, the verification deadline and the caller's own bills. */
export class BillContext {
  readonly repo: BillsRepository;

  constructor(readonly deps: BillsDeps) {
    this.repo = deps.repo;
  }

  /** When a bill sent at `at` is confirmed by default: 5 working days later, in TIME_ZONE. */
  verifyDeadline(at: Date): Date {
    return this.deps.workingDays.after(at, billLimits.verifyWorkingDays);
  }

  now() {
    return this.deps.clock.now();
  }

  /** A bill of the caller's: 10560 for one that does not exist or is another developer's. */
  async own(caller: Caller, id: string, status = 200): Promise<BillRow> {
    const bill = await this.repo.find(id);
    if (!bill || !bill.ready || bill.org_id !== orgScope(caller)) {
      throw httpError(ErrorCode.billNotFound, status);
    }
    return bill;
  }
}

export function toBill(r: BillRow): Bill {
  return {
    id: r.id,
    devName: r.dev_name,
    startTime: r.start_day,
    endTime: r.end_day,
    cardNo: r.card_last4 ? `**** ${r.card_last4}` : '',
    settleMoney: Number(r.settle_cents),
    checkStatus: r.check_status,
    sendTime: r.send_time ?? '',
    checkTime: r.check_time ?? '',
    autoCheckTime: r.auto_check_time ?? '',
    autoUploadTime: r.auto_upload_time ?? '',
    filePath: r.file_store_name ? `${r.file_store_name}#${r.file_pdf_name ?? ''}` : '',
    month: r.month,
    held: r.held,
    salesMoney: Number(r.sales_cents),
    refundMoney: Number(r.refund_cents),
    adjustMoney: Number(r.adjust_cents),
    netMoney: Number(r.net_cents),
    feeMoney: Number(r.fee_cents),
    feePercent: Number(r.fee_percent),
    orderCount: r.order_count,
    disputeState: r.dispute_state,
    disputeNote: r.dispute_note,
    disputeReason: r.dispute_reason,
    replacesId: r.replaces_id ?? '',
    correctedById: r.corrected_by_id ?? '',
  };
}
