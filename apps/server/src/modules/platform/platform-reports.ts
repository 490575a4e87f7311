import {
  ADDON_REPORT_CHECKS,
  ErrorCode,
  PlatformAuditStatus,
  ReportItemStatus,
} from '@vrportal/contract';
import type {
  Achievement,
  Addon,
  AddonReport,
  AddonReportCheck,
  Destination,
  Lang,
  Leaderboard,
  PlatformKind,
  PlatformReport,
} from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import type { Caller } from '../apps/index.js';
import { holdsApp } from '../../plugins/caller.js';
import type { Item } from './platform-answers.js';
import type { PlatformDeps } from './platform-deps.js';
import type { StoredDecision } from './platform-review.js';
import type { ReviewRow } from './platform.repository.js';

/** An item's key (apiName, or an add-on's SKU) and its name in a language, for reports. */
function labelOf(kind: PlatformKind, item: Item, lang: Lang): { apiName: string; name: string } {
  const key = lang === 'en' ? 'en_US' : 'zh_CN';
  if (kind === 'addon') return { apiName: (item as Addon).sku, name: (item as Addon).name[key] };
  if (kind === 'destination') {
    const d = item as Destination;
    return { apiName: d.apiName, name: d.displayName[key] };
  }
  const a = item as Achievement | Leaderboard;
  return { apiName: a.apiName, name: a.title[key] };
}

/** The submission a report is of, the reader's language, and the app the call names, if any. */
interface ReportRequest {
  auditId: string;
  lang: Lang;
  appId?: string;
}

/**
 * The four reports of decided submissions (achievements, leaderboards, destinations, add-ons),
 * made from the snapshot and the decisions the submission keeps.
 */
export class PlatformReports {
  constructor(private readonly deps: Pick<PlatformDeps, 'repo' | 'apps'>) {}

  /**
   * A decided submission of this kind, for the developer who submitted it (or a super account);
   * 10522 for anything else, also when `appId` is given and is not the submission's app.
   */
  private async decidedReview(
    caller: Caller,
    kind: PlatformKind,
    auditId: string,
    appId?: string,
  ): Promise<ReviewRow> {
    const r = await this.deps.repo.findReview(auditId);
    if (
      !r ||
      r.kind !== kind ||
      r.status === PlatformAuditStatus.pending ||
      (appId !== undefined && r.app_id !== appId) ||
      (!caller.admin && !holdsApp(caller, { id: r.app_id, org_id: r.org_id }))
    ) {
      throw new AppError(ErrorCode.auditNotFound);
    }
    return r;
  }

  /** The report of a decided submission, each item named in the reader's language. */
  async report(
    caller: Caller,
    kind: Exclude<PlatformKind, 'addon'>,
    { auditId, lang, appId }: ReportRequest,
  ): Promise<PlatformReport> {
    const r = await this.decidedReview(caller, kind, auditId, appId);
    const report = await this.reportOf(r, kind, lang);
    return { ...report, items: report.items.map(({ decision: _decision, ...item }) => item) };
  }

  private async reportOf(r: ReviewRow, kind: PlatformKind, lang: Lang) {
    const items = JSON.parse(r.items) as Item[];
    const decisions = new Map(
      (JSON.parse(r.decisions) as StoredDecision[]).map((d) => [d.id, d] as const),
    );
    const names = await this.deps.apps.displayNamesOf([r.app_id], lang);
    return {
      auditId: r.id,
      kind: r.kind,
      status: r.status,
      appId: r.app_id,
      appName: names.get(r.app_id) ?? '',
      time: r.decided_at ?? '',
      note: r.note,
      items: items.map((item) => {
        const d = decisions.get(item.id);
        return {
          id: item.id,
          ...labelOf(kind, item, lang),
          status: d?.passed ? ReportItemStatus.passed : ReportItemStatus.failed,
          note: d?.note ?? '',
          decision: d,
        };
      }),
    };
  }

  /** The add-on report: each add-on with its seven store checks and their reasons. */
  async addonReport(
    caller: Caller,
    { auditId, lang, appId }: ReportRequest & { appId: string },
  ): Promise<AddonReport> {
    const r = await this.decidedReview(caller, 'addon', auditId, appId);
    const report = await this.reportOf(r, 'addon', lang);
    return {
      ...report,
      items: report.items.map(({ decision, ...item }) => ({
        ...item,
        ...(Object.fromEntries(
          ADDON_REPORT_CHECKS.flatMap((c) => [
            [c, decision?.checks?.[c] ?? 0],
            [`${c}Reason`, decision?.reasons?.[c] ?? ''],
          ]),
        ) as Record<AddonReportCheck, number> & Record<`${AddonReportCheck}Reason`, string>),
      })),
    };
  }
}
