import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addonRangeRequest,
  addonTendencyRequest,
  buyersQuery,
  datacenterCalls as calls,
  datacenterPaths as paths,
  exportRequest,
  openStatsQuery,
  storeCalls,
} from '@vrportal/contract';
import type { z } from 'zod';
import { invalid, type Guard, type RegisterCall } from '../../plugins/calls.js';
import { headerOf, sendMadeFile } from '../../plugins/download.js';
import type { AppRow } from '../apps/apps.repository.js';
import { ok, requestLang } from '../../plugins/envelope.js';
import type { DatacenterService } from './datacenter.service.js';
import type { ExportSheets } from './export-sheets.js';
import { XLSX_TYPE, xlsxStream } from './exports.js';
import type { IntakeService } from './intake.service.js';

function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw invalid(result.error);
  return result.data;
}

/** The data centre's figures, its exports and the store's intake. */
export function datacenterRoutes(
  app: FastifyInstance,
  registerCall: RegisterCall,
  guard: Guard,
  deps: {
    figures: DatacenterService;
    intake: IntakeService;
    sheets: ExportSheets;
    /** the apps module's App Secret check */
    appBySecret: (appId: string, appSecret: string, address: string) => Promise<AppRow>;
  },
) {
  const { figures, intake, sheets } = deps;
  registerCall(calls.appMarketing, ({ body, session }) => figures.marketing(session!, body));
  registerCall(calls.appInfoTendency, ({ body, session }) => figures.infoTendency(session!, body));
  registerCall(calls.dayAppDevNum, ({ body, session }) => figures.devNum(session!, body));
  registerCall(calls.appActiveData, ({ body, session }) => figures.activeData(session!, body));
  registerCall(calls.appActiveNumTendency, ({ body, session }) =>
    figures.tendency(session!, body, 'active_devices'),
  );
  registerCall(calls.appIncreaseNumTendency, ({ body, session }) =>
    figures.tendency(session!, body, 'new_devices'),
  );
  registerCall(calls.apUseTimeTendency, ({ body, session }) =>
    figures.tendency(session!, body, 'usage_seconds'),
  );
  registerCall(calls.appStartTendency, ({ body, session }) =>
    figures.tendency(session!, body, 'starts'),
  );
  registerCall(calls.addonDetailData, ({ body, session, lang }) =>
    figures.addonDetail(session!, body, lang),
  );
  registerCall(calls.addonSaleTendency, ({ body, session }) =>
    figures.addonTendency(session!, body),
  );
  registerCall(calls.addonAllIncome, ({ body, session }) => figures.addonAllIncome(session!, body));
  registerCall(calls.addonSkuList, ({ body, session, lang }) =>
    figures.addonSkus(session!, body.appId, lang),
  );

  // the buyer figures are GET calls with the app in the query
  const buyers = (pick: 'gender' | 'age') => async (request: FastifyRequest) => {
    const session = await guard(request, 'developer');
    const query = parsed(buyersQuery, request.query);
    return ok(await figures[pick](session!, query));
  };
  app.get(paths.appUserGender, buyers('gender'));
  app.get(paths.appUserAge, buyers('age'));

  // exports answer .xlsx files; a refusal answers the envelope like any call
  app.post(paths.export, async (request, reply) => {
    const session = await guard(request, 'developer');
    const body = parsed(exportRequest, request.body);
    const target = await figures.appFor(session!, body);
    const range = figures.range(body);
    const book = await sheets.appData(target.id, range, body.type, requestLang(request));
    return sendMadeFile(reply, {
      stream: xlsxStream(book),
      name: `${target.pkg}-${body.type}-${range.from}-${range.to}.xlsx`,
      type: XLSX_TYPE,
    });
  });
  // the sales by day follow the SKU the screen's trend shows (none: every add-on)
  app.post(paths.addonExportSaleTendency, async (request, reply) => {
    const session = await guard(request, 'developer');
    const body = parsed(addonTendencyRequest, request.body);
    const target = await figures.appFor(session!, body);
    const range = figures.range(body);
    const sku = body.sku || undefined;
    const book = await sheets.addonSales(target.id, range, requestLang(request), sku);
    return sendMadeFile(reply, {
      stream: xlsxStream(book),
      name: `${target.pkg}-addon-sales${sku ? `-${sku}` : ''}-${range.from}-${range.to}.xlsx`,
      type: XLSX_TYPE,
    });
  });
  app.post(paths.addonExportDetailData, async (request, reply) => {
    const session = await guard(request, 'developer');
    const body = parsed(addonRangeRequest, request.body);
    const target = await figures.appFor(session!, body);
    const range = figures.range(body);
    const book = await sheets.addonDetail(target.id, range, requestLang(request));
    return sendMadeFile(reply, {
      stream: xlsxStream(book),
      name: `${target.pkg}-addons-${range.from}-${range.to}.xlsx`,
      type: XLSX_TYPE,
    });
  });

  // a studio's own tools: App ID and App Secret in headers, JSON or CSV, a page of days a call
  app.get(paths.openStats, async (request, reply) => {
    const appId = headerOf(request, 'appid') ?? '';
    const appSecret = headerOf(request, 'appsecret') ?? '';
    const target = await deps.appBySecret(appId, appSecret, request.ip);
    const query = parsed(openStatsQuery, request.query);
    const stats = await figures.openStats(target.id, query);
    if (query.format === 'json') return ok(stats);
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
