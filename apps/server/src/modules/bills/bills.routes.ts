import { billCalls, billReviewCalls } from '@vrportal/contract';
import type { RegisterCall } from '../../plugins/calls.js';
import { sendMadeFile } from '../../plugins/download.js';
import { XLSX_TYPE, billSheet } from './bill-sheet.js';
import type { BillsService } from './bills.service.js';

/** The settlement-bill calls at the spec's paths (GET, files, a form) and the finance staff's. */
export function billsRoutes(registerCall: RegisterCall, bills: BillsService, timeZone: string) {
  registerCall(billCalls.devQuery, ({ session }) => bills.list(session));
  registerCall(billCalls.devUpdate, ({ query, session }) =>
    bills.verify(session, query.id, query.checkStatus, query.reason),
  );
  registerCall(billCalls.batchDownload, async ({ input, session, lang, reply }) => {
    const rows = await bills.billsForDetails(session, input.idList);
    return sendMadeFile(reply, {
      stream: billSheet(rows, (id, l) => bills.lines(id, l), lang, timeZone),
      name: `bill-details-${[...new Set(rows.map((b) => b.month))].join('_')}.xlsx`,
      type: XLSX_TYPE,
    });
  });
  registerCall(billCalls.devSendMail, async ({ session, readForm }) => {
    const { fields, file } = await readForm();
    return bills.sendFile(session, fields.id, file);
  });
  registerCall(billCalls.billDownload, async ({ input, session, reply }) => {
    const file = await bills.openFile(session, input.storeName, input.pdfName);
    const ascii = file.name.replace(/[^A-Za-z0-9._-]/g, '_');
    return reply
      .header('content-type', 'application/pdf')
      .header('content-length', String(file.size))
      .header(
        'content-disposition',
        `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      )
      .header('cache-control', 'private, no-store')
      .send(file.stream);
  });

  registerCall(billCalls.financeOverview, ({ body, session, lang }) =>
    bills.overview(session, body, lang),
  );
  registerCall(billCalls.financeOrders, ({ body, session, lang }) =>
    bills.orders(session, body, lang),
  );
  registerCall(billReviewCalls.getDisputes, ({ body }) => bills.disputes(body.page));
  registerCall(billReviewCalls.getCalendarStatus, () => bills.calendarStatus());
  registerCall(billReviewCalls.resolveDispute, ({ body, session }) => bills.resolve(session, body));
  registerCall(billReviewCalls.downloadLines, async ({ input, lang, reply }) => {
    const rows = await bills.billsForReview(input.idList);
    return sendMadeFile(reply, {
      stream: billSheet(rows, (id, l) => bills.lines(id, l), lang, timeZone),
      name: `bill-details-${[...new Set(rows.map((b) => b.month))].join('_')}.xlsx`,
      type: XLSX_TYPE,
    });
  });
}
