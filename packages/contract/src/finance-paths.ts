/** Paths of the payment-information calls, zod-free for the browser (finance.calls.ts pairs them with schemas). */
export const financePaths = {
  getFinanceInfo: '/vrmcsys/dvlper/getFinanceInfo',
  commitFinanceInfo: '/vrmcsys/dvlper/commitFinanceInfo',
  getDvAuditFinanceReport: '/vrmcsys/dvlper/getDvAuditFinanceReport',
} as const;

/** The finance review of super accounts (beyond the spec; see docs/api/finance.md). */
export const financeReviewPaths = {
  getFinanceQueue: '/vrmcsys/admin/finance/getQueue',
  getFinanceProfile: '/vrmcsys/admin/finance/getProfile',
  reviewFinance: '/vrmcsys/admin/finance/review',
  revealFinance: '/vrmcsys/admin/finance/reveal',
} as const;
