import { financeCalls, financeReviewCalls } from '@vrportal/contract';
import type { RegisterCall } from '../../plugins/calls.js';
import type { FinanceService } from './finance.service.js';

export function financeRoutes(registerCall: RegisterCall, finance: FinanceService) {
  registerCall(financeCalls.getFinanceInfo, ({ session, lang }) => finance.info(session, lang));
  registerCall(financeCalls.commitFinanceInfo, ({ body, session, audit }) =>
    finance.commit(session, body, audit.changed),
  );
  registerCall(financeCalls.getDvAuditFinanceReport, ({ body, session, lang }) =>
    finance.report(session, body.auditId, lang),
  );

  // the finance review of super accounts
  registerCall(financeReviewCalls.getFinanceQueue, ({ body }) => finance.queue(body.page));
  registerCall(financeReviewCalls.getFinanceProfile, ({ body, lang }) =>
    finance.profile(body.accountId, lang),
  );
  registerCall(financeReviewCalls.reviewFinance, ({ body, session }) =>
    finance.review(session, body),
  );
  // full values of sensitive fields, logged; the answer is no-store like every API answer
  registerCall(financeReviewCalls.revealFinance, ({ body, session, request }) =>
    finance.reveal(session, { ...body, address: request.ip }),
  );
}
