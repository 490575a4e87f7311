import {
  AppStatus,
  CANCELLABLE_STATUSES,
  ReportItemStatus,
  stageOf,
  stageStatuses,
  stageType,
} from '@vrportal/contract';
import type { ReportItemStatusValue } from '@vrportal/contract';
import type { StateAction } from '../api/change-app-state';

/** What the stage panel offers in a status: start a queued stage, decide one under way, wait. */
export type StagePanel = 'auto' | 'start' | 'decide' | null;

export function stagePanelOf(status: number): StagePanel {
  const stage = stageOf(status);
  if (stage === 'auto' && status !== stageStatuses.auto.failed) return 'auto';
  if (!stage || status === stageStatuses[stage].failed) return null;
  return status === stageStatuses[stage].queued ? 'start' : 'decide';
}

/** The report type (2 manual technical, 3 content, 4 publish) of the stage under way. */
export function decidedType(status: number): 2 | 3 | 4 | null {
  const stage = stageOf(status);
  if (!stage || stage === 'auto' || status !== stageStatuses[stage].running) return null;
  return stageType[stage] as 2 | 3 | 4;
}

/** The stage after each decided stage: its queue, or passed after the release review. */
const NEXT_AFTER = {
  man: stageStatuses.content.queued,
  content: stageStatuses.publish.queued,
  publish: AppStatus.passed,
} as const;

/** Where a pass and a fail of the stage under way lead; null when no stage is decided. */
export function outcomeOf(status: number): { pass: number; fail: number } | null {
  const stage = stageOf(status);
  if (!stage || stage === 'auto' || status !== stageStatuses[stage].running) return null;
  return { pass: NEXT_AFTER[stage], fail: stageStatuses[stage].failed };
}

/**
 * The state actions of a status, as the review state machine allows them. The main store's
 * release date can be changed or cleared while set; a channel release is scheduled without one.
 */
export function stateActionsOf(status: number, channel = false): StateAction[] {
  const actions: StateAction[] = [];
  if (status === AppStatus.passed) actions.push('schedule');
  if (status === AppStatus.releaseScheduled && !channel) actions.push('schedule', 'unschedule');
  if (
    status === AppStatus.passed ||
    status === AppStatus.releaseScheduled ||
    status === AppStatus.takenDown
  ) {
    actions.push('online');
  }
  if (status === AppStatus.online) actions.push('takeDown');
  if (CANCELLABLE_STATUSES.includes(status)) actions.push('cancel');
  return actions;
}

/** One line of the checklist as the reviewer marks it: passed, failed, or null not marked yet. */
export interface MarkedItem {
  name: string;
  require: string;
  desc: string;
  status: ReportItemStatusValue | null;
  note: string;
}

/**
 * What the marks allow: pass when every item passes; fail when every item is marked, at least
 * one failed, and every failed item says why.
 */
export function decisionOf(items: readonly MarkedItem[]) {
  const allMarked = items.every((item) => item.status !== null);
  const failed = items.filter((item) => item.status === ReportItemStatus.failed);
  const notesMissing = failed.some((item) => item.note.trim() === '');
  return {
    allMarked,
    canPass: allMarked && failed.length === 0,
    canFail: allMarked && failed.length > 0 && !notesMissing,
    notesMissing,
  };
}

/** The report lines decideReview receives. */
export function reportItemsOf(items: readonly MarkedItem[]) {
  return items.map((item) => ({
    name: item.name,
    status:
      item.status === ReportItemStatus.passed ? ReportItemStatus.passed : ReportItemStatus.failed,
    require: item.require,
    desc: item.desc,
    note: item.note.trim(),
  }));
}
