import type { StateAction } from '../api/change-app-state';

/** What the stage panel offers in a status: start a queued stage, decide one under way, wait. */
export type StagePanel = 'auto' | 'start' | 'decide' | null;

export function stagePanelOf(status: number): StagePanel {
  if (status === 1 || status === 2) return 'auto';
  if (status === 4 || status === 7 || status === 10) return 'start';
  if (status === 5 || status === 8 || status === 11) return 'decide';
  return null;
}

/** The report type (2 manual technical, 3 content, 4 publish) of the stage under way. */
export function decidedType(status: number): 2 | 3 | 4 | null {
  if (status === 5) return 2;
  if (status === 8) return 3;
  if (status === 11) return 4;
  return null;
}

const CANCELLABLE = [1, 2, 4, 5, 7, 8, 10, 11, 13, 14];

/** The state actions of a status, as the review state machine allows them. */
export function stateActionsOf(status: number): StateAction[] {
  const actions: StateAction[] = [];
  if (status === 13) actions.push('schedule');
  if (status === 13 || status === 14 || status === 16) actions.push('online');
  if (status === 15) actions.push('takeDown');
  if (CANCELLABLE.includes(status)) actions.push('cancel');
  return actions;
}

/** One line of the checklist as the reviewer marks it: 1 pass, 0 fail, null not marked yet. */
export interface MarkedItem {
  name: string;
  require: string;
  desc: string;
  status: 1 | 0 | null;
  note: string;
}

/**
 * What the marks allow: pass when every item passes; fail when every item is marked, at least
 * one failed, and every failed item says why.
 */
export function decisionOf(items: readonly MarkedItem[]) {
  const allMarked = items.every((item) => item.status !== null);
  const failed = items.filter((item) => item.status === 0);
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
    status: item.status === 1 ? 1 : 0,
    require: item.require,
    desc: item.desc,
    note: item.note.trim(),
  }));
}
