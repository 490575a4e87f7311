import type { FastifyInstance } from 'fastify';
import {
  batchDownloadRequest,
  billCalls,
  billDownloadQuery,
  billLimits,
  billPaths,
  billReviewCalls,
  billReviewPaths,
  devSendMailFields,
  devUpdateQuery,
} from '@vrportal/contract';
import type { z } from 'zod';
import { invalid, type Guard, type RegisterCall } from '../../plugins/calls.js';
import { sendMadeFile } from '../../plugins/download.js';
import { ok, requestLang } from '../../plugins/envelope.js';
import { postUploadForm } from '../../plugins/upload-form.js';
import { XLSX_TYPE, billSheet } from './bill-sheet.js';
import type { BillsService } from './bills.service.js';

function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw invalid(result.error);
  return result.data;
}

/** The settlement-bill calls at the spec's paths (GET, files, a form) and the finance staff's. */
export function billsRoutes(
  app: FastifyInstance,
  registerCall: RegisterCall,
  guard: Guard,
  bills: BillsService,
  timeZone: string,
) {
  app.get(billPaths.devQuery, async (request) => {
    const session = await guard(request, 'developer');
    return ok(await bills.list(session!));
  });
  app.get(billPaths.devUpdate, async (request) => {
    const session = await guard(request, 'developer');
    const query = parsed(devUpdateQuery, request.query);
    return ok(await bills.verify(session!, query.id, query.checkStatus, query.reason));
  });
  app.post(billPaths.batchDownload, async (request, reply) => {
    const session = await guard(request, 'developer');
    const body = parsed(batchDownloadRequest, request.body);
    const rows = await bills.billsForDetails(session!, body.idList);
    return sendMadeFile(reply, {
      stream: billSheet(rows, (id, lang) => bills.lines(id, lang), requestLang(request), timeZone),
      name: `bill-details-${[...new Set(rows.map((b) => b.month))].join('_')}.xlsx`,
      type: XLSX_TYPE,
    });
  });
  postUploadForm(
    app,
    guard,
    billPaths.devSendMail,
    {
      file: 'pdfFile',
      fields: devSendMailFields,
      // one byte past the limit, so a file of exactly 5 MB passes and a larger one is told apart
      maxBytes: billLimits.pdfMaxBytes + 1,
    },
    (session, fields, file) => bills.sendFile(session, fields.id, file),
  );
  app.get(billPaths.billDownload, async (request, reply) => {
    const session = await guard(request, 'developer');
    const query = parsed(billDownloadQuery, request.query);
    const file = await bills.openFile(session!, query.storeName, query.pdfName);
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
    bills.overview(session!, body, lang),
  );
  registerCall(billCalls.financeOrders, ({ body, session, lang }) =>
    bills.orders(session!, body, lang),
  );
  registerCall(billReviewCalls.getDisputes, ({ body }) => bills.disputes(body.page));
  registerCall(billReviewCalls.getCalendarStatus, () => bills.calendarStatus());
  registerCall(billReviewCalls.resolveDispute, ({ body, session }) =>
    bills.resolve(session!, body),
  );
  app.post(billReviewPaths.downloadLines, async (request, reply) => {
    await guard(request, 'super');
    const body = parsed(batchDownloadRequest, request.body);
    const rows = await bills.billsForReview(body.idList);
    return sendMadeFile(reply, {
      stream: billSheet(rows, (id, lang) => bills.lines(id, lang), requestLang(request), timeZone),
      name: `bill-details-${[...new Set(rows.map((b) => b.month))].join('_')}.xlsx`,
      type: XLSX_TYPE,
    });
  });
}
