import { ADDON_REPORT_CHECKS, PLATFORM_KINDS } from '@vrportal/contract';
import type { AddonReportCheck, PlatformKind } from '@vrportal/contract';
import type { PlatformDecideBody, PlatformDecisionItem } from '../api/decide-platform';
import type { PlatformSubmission } from '../api/get-platform-submission';

/** A platform kind named by a URL parameter or an answer; null for anything else. */
export function platformKindOf(value: string | null | undefined): PlatformKind | null {
  return (PLATFORM_KINDS as readonly string[]).includes(value ?? '')
    ? (value as PlatformKind)
    : null;
}

/** One add-on store check as the reviewer marked it. */
export interface CheckMark {
  ok: boolean;
  reason: string;
}

/** One submitted item as the reviewer marked it: not yet (null), passed or rejected. */
export interface ItemMark {
  id: string;
  pass: boolean | null;
  note: string;
  /** add-ons only: the seven store checks, every one passed at first */
  checks: Record<AddonReportCheck, CheckMark> | null;
}

const allChecksPassed = (): Record<AddonReportCheck, CheckMark> =>
  Object.fromEntries(ADDON_REPORT_CHECKS.map((c) => [c, { ok: true, reason: '' }])) as Record<
    AddonReportCheck,
    CheckMark
  >;

/** The items of a submission, from the array of its kind, with nothing marked yet. */
export function initialMarks(kind: PlatformKind, ids: readonly string[]): ItemMark[] {
  return ids.map((id) => ({
    id,
    pass: null,
    note: '',
    checks: kind === 'addon' ? allChecksPassed() : null,
  }));
}

/** The ids of the submitted items, in the order the submission lists them. */
export function submittedIds(submission: PlatformSubmission): string[] {
  switch (platformKindOf(submission.submission.kind)) {
    case 'achievement':
      return submission.achievements.map((i) => i.id);
    case 'leaderboard':
      return submission.leaderboards.map((i) => i.id);
    case 'destination':
      return submission.destinations.map((i) => i.id);
    case 'addon':
      return submission.addons.map((i) => i.id);
    default:
      return [];
  }
}

export const failedChecks = (mark: ItemMark): AddonReportCheck[] =>
  mark.checks ? ADDON_REPORT_CHECKS.filter((c) => !mark.checks![c].ok) : [];

/** A check marked: a failed check rejects the add-on. */
export function withCheck(mark: ItemMark, check: AddonReportCheck, ok: boolean): ItemMark {
  if (!mark.checks) return mark;
  const checks = { ...mark.checks, [check]: { ...mark.checks[check], ok } };
  return { ...mark, checks, pass: ok ? mark.pass : false };
}

export function withReason(mark: ItemMark, check: AddonReportCheck, reason: string): ItemMark {
  if (!mark.checks) return mark;
  return { ...mark, checks: { ...mark.checks, [check]: { ...mark.checks[check], reason } } };
}

/** What still keeps the decision from being sent; all zero when it can be. */
export interface DecisionGaps {
  unmarked: number;
  notesMissing: number;
  reasonsMissing: number;
}

export function gapsOf(marks: readonly ItemMark[]): DecisionGaps {
  let unmarked = 0;
  let notesMissing = 0;
  let reasonsMissing = 0;
  for (const mark of marks) {
    if (mark.pass === null) unmarked += 1;
    if (mark.pass === false && !mark.note.trim()) notesMissing += 1;
    for (const check of failedChecks(mark)) {
      if (!mark.checks![check].reason.trim()) reasonsMissing += 1;
    }
  }
  return { unmarked, notesMissing, reasonsMissing };
}

export const isComplete = (gaps: DecisionGaps) =>
  gaps.unmarked === 0 && gaps.notesMissing === 0 && gaps.reasonsMissing === 0;

/** The decide call's body: every item once, add-ons with their checks and reasons. */
export function decisionBody(
  auditId: string,
  marks: readonly ItemMark[],
  note: string,
): PlatformDecideBody {
  return {
    auditId,
    note: note.trim(),
    items: marks.map((mark) => {
      const item: PlatformDecisionItem = {
        id: mark.id,
        pass: mark.pass === true && failedChecks(mark).length === 0,
        note: mark.note.trim(),
      };
      if (!mark.checks) return item;
      const checks = Object.fromEntries(
        ADDON_REPORT_CHECKS.flatMap((c) => [
          [c, mark.checks![c].ok ? 1 : 0],
          [`${c}Reason`, mark.checks![c].ok ? '' : mark.checks![c].reason.trim()],
        ]),
      ) as Partial<PlatformDecisionItem>;
      return { ...item, ...checks };
    }),
  };
}
