import { developer, gameServer, storeBackend } from './access.js';
import { XLSX_TYPE, call, fileCall, getCall } from './call.js';
import * as dc from './datacenter.js';
import { datacenterPaths as paths } from './paths.js';

/**
 * The calls of the data centre: the figures, the buyer figures (GET), the exports (.xlsx files)
 * and what a studio's own tools read with the App ID and App Secret.
 */
export const datacenterCalls = {
  appMarketing: call(
    paths.appMarketing,
    developer('analytics:read'),
    dc.appRangeRequest,
    dc.marketingAnswer,
  ),
  appInfoTendency: call(
    paths.appInfoTendency,
    developer('analytics:read'),
    dc.appRangeRequest,
    dc.infoTendencyAnswer,
  ),
  dayAppDevNum: call(
    paths.dayAppDevNum,
    developer('analytics:read'),
    dc.appRangeRequest,
    dc.devNumAnswer,
  ),
  appActiveData: call(
    paths.appActiveData,
    developer('analytics:read'),
    dc.appRangeRequest,
    dc.activeDataAnswer,
  ),
  appActiveNumTendency: call(
    paths.appActiveNumTendency,
    developer('analytics:read'),
    dc.appRangeRequest,
    dc.tendencyAnswer,
  ),
  appIncreaseNumTendency: call(
    paths.appIncreaseNumTendency,
    developer('analytics:read'),
    dc.appRangeRequest,
    dc.tendencyAnswer,
  ),
  apUseTimeTendency: call(
    paths.apUseTimeTendency,
    developer('analytics:read'),
    dc.appRangeRequest,
    dc.tendencyAnswer,
  ),
  appStartTendency: call(
    paths.appStartTendency,
    developer('analytics:read'),
    dc.appRangeRequest,
    dc.tendencyAnswer,
  ),
  addonDetailData: call(
    paths.addonDetailData,
    developer('analytics:read'),
    dc.addonDetailRequest,
    dc.addonDetailAnswer,
  ),
  addonSaleTendency: call(
    paths.addonSaleTendency,
    developer('analytics:read'),
    dc.addonTendencyRequest,
    dc.addonTendencyAnswer,
  ),
  addonAllIncome: call(
    paths.addonAllIncome,
    developer('analytics:read'),
    dc.addonRangeRequest,
    dc.addonAllIncomeAnswer,
  ),
  addonSkuList: call(
    paths.addonSkuList,
    developer('analytics:read'),
    dc.addonSkuListRequest,
    dc.addonSkuListAnswer,
  ),
  appUserGender: getCall(
    paths.appUserGender,
    developer('analytics:read'),
    dc.buyersQuery,
    dc.genderAnswer,
    'Buyers by sex',
  ),
  appUserAge: getCall(
    paths.appUserAge,
    developer('analytics:read'),
    dc.buyersQuery,
    dc.ageAnswer,
    'Buyers by age',
  ),
  export: fileCall(
    'POST',
    paths.export,
    developer('analytics:read'),
    { type: XLSX_TYPE, input: dc.exportRequest },
    "An app's figures as .xlsx",
  ),
  addonExportSaleTendency: fileCall(
    'POST',
    paths.addonExportSaleTendency,
    developer('analytics:read'),
    { type: XLSX_TYPE, input: dc.addonTendencyRequest },
    'Add-on sales over time as .xlsx (one SKU, or all of them)',
  ),
  addonExportDetailData: fileCall(
    'POST',
    paths.addonExportDetailData,
    developer('analytics:read'),
    { type: XLSX_TYPE, input: dc.addonRangeRequest },
    'Add-on sales by SKU as .xlsx',
  ),
  openStats: getCall(
    paths.openStats,
    gameServer('runtime:stats'),
    dc.openStatsQuery,
    dc.openStatsAnswer,
    "A studio's own tools read the figures (JSON, or CSV with format=csv)",
  ),
} as const;

/** What the store's backend reports, authenticated by the store key (header x-store-key). */
export const storeCalls = {
  reportEvents: call(paths.reportEvents, storeBackend, dc.reportEventsRequest, dc.intakeAnswer),
  reportOrders: call(paths.reportOrders, storeBackend, dc.reportOrdersRequest, dc.intakeAnswer),
  reportUsers: call(paths.reportUsers, storeBackend, dc.reportUsersRequest, dc.intakeAnswer),
} as const;
