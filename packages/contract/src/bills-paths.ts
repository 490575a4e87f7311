/** Paths of the settlement-bill calls, zod-free for the browser (bills.calls.ts pairs them with schemas). */
export const billPaths = {
  /** GET: the caller's bills */
  devQuery: '/vrmcsys/dev_order/settled_order/dev_query',
  /** GET ?id&checkStatus: confirm (2) or dispute (4) */
  devUpdate: '/vrmcsys/dev_order/settle_order/dev_update',
  /** POST {idList}: answers an .xlsx file of the bills' lines */
  batchDownload: '/vrmcsys/dev_order/settled_order/batch_download',
  /** POST multipart id + pdfFile: the invoice or attachment, mailed to finance */
  devSendMail: '/vrmcsys/dev_order/settled_order/dev_send_mail',
  /** GET ?storeName&pdfName: the stored PDF */
  billDownload: '/vrmcsys/order/bill/download',
  /** the finance overview (beyond the spec, which only mocks it): totals of a date range */
  financeOverview: '/vrmcsys/dev_order/overview',
  /** the orders behind the overview, a page at a time */
  financeOrders: '/vrmcsys/dev_order/orders',
} as const;

/** The platform's finance staff (super accounts): disputes (beyond the spec; see docs/api/bills.md). */
export const billReviewPaths = {
  getDisputes: '/vrmcsys/admin/bills/getDisputes',
  resolveDispute: '/vrmcsys/admin/bills/resolveDispute',
  /** whether the working-day calendar knows this year and, from 1 November, the next */
  getCalendarStatus: '/vrmcsys/admin/bills/getCalendarStatus',
  /** POST {idList}: any developer's bill lines as .xlsx */
  downloadLines: '/vrmcsys/admin/bills/downloadLines',
} as const;
