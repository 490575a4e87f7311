import type {
  AuditReport,
  CommitFinanceInfoRequest,
  FinanceInfo,
  FinanceProfile,
  Lang,
  RevealFinanceAnswer,
} from '@vrportal/contract';
import type { Caller, FinanceDecision, FinanceDeps, FinanceReveal } from './finance-context.js';
import { FinanceContext } from './finance-context.js';
import { FinanceProfiles } from './finance-profiles.js';
import { FinanceReview } from './finance-review.js';
import type { ChangeNote } from './finance-profiles.js';

export type { Caller, FinanceDecision, FinanceDeps, FinanceReveal } from './finance-context.js';
export { FINANCE_AUDIT_TYPE } from './finance-context.js';

/**
 * Payment profiles: the developer reads and commits their own (every commit a new version, put
 * under review; `finance-profiles.ts`), super accounts review them (`finance-review.ts`).
 * Sensitive fields are encrypted here, before any SQL, and are answered in plain only to their
 * owner.
 */
export class FinanceService {
  private readonly profiles: FinanceProfiles;
  private readonly reviews: FinanceReview;

  constructor(deps: FinanceDeps) {
    const ctx = new FinanceContext(deps);
    this.profiles = new FinanceProfiles(ctx);
    this.reviews = new FinanceReview(ctx);
  }

  // ---- developer -----------------------------------------------------------------------------

  /** getFinanceInfo: the caller's own latest version in plain, with its status. */
  info(caller: Caller, lang: Lang): Promise<FinanceInfo> {
    return this.profiles.info(caller, lang);
  }

  /** commitFinanceInfo: checks every rule, then stores the caller's next version, under review. */
  commit(caller: Caller, body: CommitFinanceInfoRequest, noteChange?: ChangeNote) {
    return this.profiles.commit(caller, body, noteChange);
  }

  /** getDvAuditFinanceReport: a finance report of the caller's own, in the reader's language. */
  report(caller: Caller, auditId: string, lang: Lang): Promise<AuditReport> {
    return this.profiles.report(caller, auditId, lang);
  }

  // ---- review (super accounts) ---------------------------------------------------------------

  queue(page: number) {
    return this.reviews.queue(page);
  }

  /** The settlement account of the approved payment profile, for the bills (last four digits). */
  settlementAccount(
    accountId: string,
  ): Promise<{ cardLast4: string; bankName: string; holder: string } | null> {
    return this.reviews.settlementAccount(accountId);
  }

  /** A developer's profile for review: the latest version masked, what changed, the history. */
  profile(accountId: string, lang: Lang): Promise<FinanceProfile> {
    return this.reviews.profile(accountId, lang);
  }

  /** The full values of sensitive fields of one version, each reveal logged first. */
  reveal(reviewer: Caller, r: FinanceReveal): Promise<RevealFinanceAnswer> {
    return this.reviews.reveal(reviewer, r);
  }

  /** Approves or rejects the version under review, with its report and notification. */
  review(reviewer: Caller, d: FinanceDecision) {
    return this.reviews.review(reviewer, d);
  }
}
