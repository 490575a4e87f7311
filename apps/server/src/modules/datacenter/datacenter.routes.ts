import { datacenterCalls as calls, storeCalls } from '@vrportal/contract';
import type { RegisterCall } from '../../plugins/calls.js';
import { sendMadeFile } from '../../plugins/download.js';
import type { DatacenterService } from './datacenter.service.js';
import type { ExportSheets } from './export-sheets.js';
import { XLSX_TYPE, xlsxStream } from './exports.js';
import type { IntakeService } from './intake.service.js';

/** The data centre's figures, its exports and the store's intake. */
export function datacenterRoutes(
  registerCall: RegisterCall,
  deps: { figures: DatacenterService; intake: IntakeService; sheets: ExportSheets },
) {
  const { figures, intake, sheets } = deps;
  registerCall(calls.appMarketing, ({ body, session }) => figures.marketing(session, body));
  registerCall(calls.appInfoTendency, ({ body, session }) => figures.infoTendency(session, body));
  registerCall(calls.dayAppDevNum, ({ body, session }) => figures.devNum(session, body));
  registerCall(calls.appActiveData, ({ body, session }) => figures.activeData(session, body));
  registerCall(calls.appActiveNumTendency, ({ body, session }) =>
    figures.tendency(session, body, 'active_devices'),
  );
  registerCall(calls.appIncreaseNumTendency, ({ body, session }) =>
    figures.tendency(session, body, 'new_devices'),
  );
  registerCall(calls.apUseTimeTendency, ({ body, session }) =>
    figures.tendency(session, body, 'usage_seconds'),
  );
  registerCall(calls.appStartTendency, ({ body, session }) =>
    figures.tendency(session, body, 'starts'),
  );
  registerCall(calls.addonDetailData, ({ body, session, lang }) =>
    figures.addonDetail(session, body, lang),
  );
  registerCall(calls.addonSaleTendency, ({ body, session }) =>
    figures.addonTendency(session, body),
  );
  registerCall(calls.addonAllIncome, ({ body, session }) => figures.addonAllIncome(session, body));
  registerCall(calls.addonSkuList, ({ body, session, lang }) =>
    figures.addonSkus(session, body.appId, lang),
  );

  // the buyer figures are GET calls with the app in the query
  registerCall(calls.appUserGender, ({ query, session }) => figures.gender(session, query));
  registerCall(calls.appUserAge, ({ query, session }) => figures.age(session, query));

  // exports answer .xlsx files; a refusal answers the envelope like any call
  registerCall(calls.export, async ({ input: body, session, lang, reply }) => {
    const target = await figures.appFor(session, body);
    const range = figures.range(body);
    const book = await sheets.appData(target.id, range, body.type, lang);
    return sendMadeFile(reply, {
      stream: xlsxStream(book),
      name: `${target.pkg}-${body.type}-${range.from}-${range.to}.xlsx`,
      type: XLSX_TYPE,
    });
  });
  // the sales by day follow the SKU the screen's trend shows (none: every add-on)
  registerCall(calls.addonExportSaleTendency, async ({ input: body, session, lang, reply }) => {
    const target = await figures.appFor(session, body);
    const range = figures.range(body);
    const sku = body.sku || undefined;
    const book = await sheets.addonSales(target.id, range, lang, sku);
    return sendMadeFile(reply, {
      stream: xlsxStream(book),
      name: `${target.pkg}-addon-sales${sku ? `-${sku}` : ''}-${range.from}-${range.to}.xlsx`,
      type: XLSX_TYPE,
    });
  });
  registerCall(calls.addonExportDetailData, async ({ input: body, session, lang, reply }) => {
    const target = await figures.appFor(session, body);
    const range = figures.range(body);
    const book = await sheets.addonDetail(target.id, range, lang);
    return sendMadeFile(reply, {
      stream: xlsxStream(book),
      name: `${target.pkg}-addons-${range.from}-${range.to}.xlsx`,
      type: XLSX_TYPE,
    });
  });

  // a studio's own tools: App ID and App Secret in headers, JSON or CSV, a page of days a call
  registerCall(calls.openStats, async ({ query, app: target, reply }) => {
    const stats = await figures.openStats(target.id, query);
    if (query.format === 'json') return stats;
    const head = ['day', ...query.metric];
    const lines = [head, ...stats.days.map((d) => head.map((h) => d[h] ?? ''))];
    reply.header('x-total-days', String(stats.totalDays));
    if (stats.nextPage !== null) reply.header('x-next-page', String(stats.nextPage));
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${target.pkg}-stats-${stats.page}.csv"`)
      .send(`${lines.map((l) => l.join(',')).join('\r\n')}\r\n`);
  });

  // batches of up to 1,000 items: about 300 bytes an item
  const batch = { bodyLimit: 1024 * 1024 };
  registerCall(storeCalls.reportEvents, ({ body }) => intake.reportEvents(body.events), batch);
  registerCall(storeCalls.reportOrders, ({ body }) => intake.reportOrders(body.orders), batch);
  registerCall(storeCalls.reportUsers, ({ body }) => intake.reportUsers(body.users), batch);
}
