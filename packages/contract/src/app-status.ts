/**
 * App status codes and the review rules derived from them (first document, section 4, in our
 * reading): 0 draft; 1-3 automatic technical check (1 queued, 2 under way, 3 failed); 4-6 manual
 * technical review; 7-9 content review; 10-12 publish review (third number of each = failed);
 * 13 passed; 14 passed with a release date; 15 online; 16 taken down; 18 cancelled.
 * Zod-free, so the browser can use it.
 */
export const AppStatus = {
  draft: 0,
  autoQueued: 1,
  autoRunning: 2,
  autoFailed: 3,
  manualQueued: 4,
  manualRunning: 5,
  manualFailed: 6,
  contentQueued: 7,
  contentRunning: 8,
  contentFailed: 9,
  publishQueued: 10,
  publishRunning: 11,
  publishFailed: 12,
  passed: 13,
  releaseScheduled: 14,
  online: 15,
  takenDown: 16,
  cancelled: 18,
} as const;
export type AppStatusValue = (typeof AppStatus)[keyof typeof AppStatus];
export const ALL_APP_STATUSES: readonly AppStatusValue[] = Object.values(AppStatus);
const S = AppStatus;

/** The four review stages in order; each has a queued, an under-way and a failed status. */
export const REVIEW_STAGES = ['auto', 'man', 'content', 'publish'] as const;
export type ReviewStage = (typeof REVIEW_STAGES)[number];

export const stageStatuses: Record<
  ReviewStage,
  { queued: AppStatusValue; running: AppStatusValue; failed: AppStatusValue }
> = {
  auto: { queued: 1, running: 2, failed: 3 },
  man: { queued: 4, running: 5, failed: 6 },
  content: { queued: 7, running: 8, failed: 9 },
  publish: { queued: 10, running: 11, failed: 12 },
};

/** Notification and audit-report types of the review stages: 1 auto, 2 man, 3 content, 4 publish. */
export const stageType: Record<ReviewStage, 1 | 2 | 3 | 4> = {
  auto: 1,
  man: 2,
  content: 3,
  publish: 4,
};
export const typeStage: Record<number, ReviewStage | undefined> = {
  1: 'auto',
  2: 'man',
  3: 'content',
  4: 'publish',
};

/** The stage a status belongs to, if it is one of a stage's queued, under-way or failed statuses. */
export function stageOf(status: number): ReviewStage | null {
  for (const stage of REVIEW_STAGES) {
    const s = stageStatuses[stage];
    if (status === s.queued || status === s.running || status === s.failed) return stage;
  }
  return null;
}

/** A review stage failed: the developer changes the release and submits it again. */
export const FAILED_STATUSES: readonly number[] = [3, 6, 9, 12];
/** A review stage is queued or under way. */
export const IN_REVIEW_STATUSES: readonly number[] = [1, 2, 4, 5, 7, 8, 10, 11];
/** Every review stage passed: passed, passed with a release date, or online. */
export const PASSED_STATUSES: readonly number[] = [13, 14, 15];
/** A submission may be cancelled while in review, or passed and not yet online. */
export const CANCELLABLE_STATUSES: readonly number[] = [...IN_REVIEW_STATUSES, 13, 14];
/** The platform-services tab is listed for an app that is online or taken down. */
export const LIVE_OR_TAKEN_DOWN_STATUSES: readonly number[] = [15, 16];

/** The release form, its build and its assets may change only in these statuses (release document 4.1). */
export const EDITABLE_STATUSES: readonly number[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 15, 16, 18];
export const canEditRelease = (status: number) => EDITABLE_STATUSES.includes(status);
/** A release may be submitted for review while it may be edited, but not once it passed. */
export const SUBMITTABLE_STATUSES: readonly number[] = EDITABLE_STATUSES;
/** Committing in these statuses interrupts the review under way: the wizard asks first. */
export const RESUBMIT_CONFIRM_STATUSES: readonly number[] = [1, 2, 4, 5, 7, 8];
/** The wizard's summary offers jump-to-step buttons in these statuses. */
export const STEP_JUMP_STATUSES: readonly number[] = [
  0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 13, 14, 15, 16,
];
/** The wizard's summary shows the published notice in these statuses. */
export const PUBLISHED_NOTICE_STATUSES: readonly number[] = [13, 14];

/** Review-status filter of the super search: 21 under review, 22 passed, 23 failed. */
export const SearchStatus = { all: 0, inReview: 21, passed: 22, failed: 23 } as const;
export type SearchStatusValue = (typeof SearchStatus)[keyof typeof SearchStatus];
export const searchStatusSets: Record<number, readonly number[]> = {
  21: IN_REVIEW_STATUSES,
  22: PASSED_STATUSES,
  23: FAILED_STATUSES,
};

/** Cards of the app list: delete only for drafts and taken-down apps. */
export const canDeleteApp = (status: number) => status === 0 || status === 16;
/** Cards of the app list: edit for 0-9, 12 and 15. */
export const canEditApp = (status: number) =>
  (status >= 0 && status <= 9) || status === 12 || status === 15;
/** The "in review" banner of the app center is hidden for these statuses. */
const NO_BANNER = [0, 3, 6, 9, 12, 13, 14, 15, 16, 18];
export const showsInReviewBanner = (status: number) => !NO_BANNER.includes(status);

/** The check-text codes of a stage's failure and of its review queued or under way. */
const STAGE_CHECK_CODES: Record<ReviewStage, { failed: 1 | 2 | 3; underWay: 4 | 5 | 6 }> = {
  auto: { failed: 1, underWay: 4 },
  man: { failed: 1, underWay: 4 },
  content: { failed: 2, underWay: 5 },
  publish: { failed: 3, underWay: 6 },
};

/**
 * The check-text code of the app center's review card: 1 technical failed, 2 content failed,
 * 3 publish failed (each links to its notification), 4 technical under way, 5 content under
 * review, 6 publish under review, 10 cancelled, 16 taken down; 0 when no message applies.
 */
export function checkCode(status: number): 0 | 1 | 2 | 3 | 4 | 5 | 6 | 10 | 16 {
  if (status === S.cancelled) return 10;
  if (status === S.takenDown) return 16;
  const stage = stageOf(status);
  if (!stage) return 0;
  const codes = STAGE_CHECK_CODES[stage];
  return status === stageStatuses[stage].failed ? codes.failed : codes.underWay;
}

/** The notification type (1 auto, 2 man, 3 content, 4 publish) a failed status links to. */
export function failedType(status: number): 1 | 2 | 3 | 4 | null {
  const index = FAILED_STATUSES.indexOf(status);
  return index < 0 ? null : ((index + 1) as 1 | 2 | 3 | 4);
}

export type StepState = 'wait' | 'process' | 'finish' | 'error';

/**
 * The three steps of the app center's review card (technical, content, release) for a status.
 * Taken down and cancelled keep the steps the app had passed, given by the pass times.
 */
export function reviewSteps(
  status: number,
  passed: { tech: boolean; content: boolean; publish: boolean },
): [StepState, StepState, StepState] {
  if (status === S.takenDown || status === S.cancelled) {
    return [
      passed.tech ? 'finish' : 'wait',
      passed.content ? 'finish' : 'wait',
      passed.publish ? 'finish' : 'wait',
    ];
  }
  if (status >= S.passed) return ['finish', 'finish', 'finish'];
  if (status === S.publishFailed) return ['finish', 'finish', 'error'];
  if (status >= S.publishQueued) return ['finish', 'finish', 'process'];
  if (status === S.contentFailed) return ['finish', 'error', 'wait'];
  if (status >= S.contentQueued) return ['finish', 'process', 'wait'];
  if (status === S.autoFailed || status === S.manualFailed) return ['error', 'wait', 'wait'];
  if (status >= S.autoQueued) return ['process', 'wait', 'wait'];
  return ['wait', 'wait', 'wait'];
}

/** Queues of the review console: the statuses each one holds. */
export const REVIEW_QUEUES = {
  auto: [1, 2],
  man: [4, 5],
  content: [7, 8],
  publish: [10, 11],
  release: [13, 14],
  online: [15],
} as const;
export type ReviewQueue = keyof typeof REVIEW_QUEUES;
export const REVIEW_QUEUE_NAMES = [
  'auto',
  'man',
  'content',
  'publish',
  'release',
  'online',
] as const;
