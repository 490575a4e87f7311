import { call } from './call.js';
import * as dc from './datacenter.js';
import { datacenterPaths as paths } from './paths.js';

/**
 * The JSON calls of the data centre. The buyer figures (GET) and the exports (.xlsx files) are
 * registered by hand: their query is `buyersQuery`, their bodies `exportRequest`,
 * `addonTendencyRequest` (add-on sales by day, one SKU or all) and `addonRangeRequest`.
 */
export const datacenterCalls = {
  appMarketing: call(paths.appMarketing, 'developer', dc.appRangeRequest, dc.marketingAnswer),
  appInfoTendency: call(
    paths.appInfoTendency,
    'developer',
    dc.appRangeRequest,
    dc.infoTendencyAnswer,
  ),
  dayAppDevNum: call(paths.dayAppDevNum, 'developer', dc.appRangeRequest, dc.devNumAnswer),
  appActiveData: call(paths.appActiveData, 'developer', dc.appRangeRequest, dc.activeDataAnswer),
  appActiveNumTendency: call(
    paths.appActiveNumTendency,
    'developer',
    dc.appRangeRequest,
    dc.tendencyAnswer,
  ),
  appIncreaseNumTendency: call(
    paths.appIncreaseNumTendency,
    'developer',
    dc.appRangeRequest,
    dc.tendencyAnswer,
  ),
  apUseTimeTendency: call(
    paths.apUseTimeTendency,
    'developer',
    dc.appRangeRequest,
    dc.tendencyAnswer,
  ),
  appStartTendency: call(
    paths.appStartTendency,
    'developer',
    dc.appRangeRequest,
    dc.tendencyAnswer,
  ),
  addonDetailData: call(
    paths.addonDetailData,
    'developer',
    dc.addonDetailRequest,
    dc.addonDetailAnswer,
  ),
  addonSaleTendency: call(
    paths.addonSaleTendency,
    'developer',
    dc.addonTendencyRequest,
    dc.addonTendencyAnswer,
  ),
  addonAllIncome: call(
    paths.addonAllIncome,
    'developer',
    dc.addonRangeRequest,
    dc.addonAllIncomeAnswer,
  ),
  addonSkuList: call(
    paths.addonSkuList,
    'developer',
    dc.addonSkuListRequest,
    dc.addonSkuListAnswer,
  ),
} as const;

/** What the store's backend reports, authenticated by the store key (header x-store-key). */
export const storeCalls = {
  reportEvents: call(paths.reportEvents, 'store', dc.reportEventsRequest, dc.intakeAnswer),
  reportOrders: call(paths.reportOrders, 'store', dc.reportOrdersRequest, dc.intakeAnswer),
  reportUsers: call(paths.reportUsers, 'store', dc.reportUsersRequest, dc.intakeAnswer),
} as const;
