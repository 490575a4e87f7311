import { stageOf, stageStatuses, type StepState } from '@vrportal/contract';

/**
 * A review step's words, in the same state as the app's status: a step "in progress" while the
 * status says it waits would show two states at once ("Waiting for content review" beside
 * "Content review: In progress"), so a queued stage reads as waiting.
 */
export type StepWords = StepState | 'queued';

const queuedStatuses = new Set<number>(
  Object.values(stageStatuses).map((statuses) => statuses.queued),
);

/** The status waits for a review stage to start (queued, not yet under way). */
export const isQueued = (status: number): boolean =>
  stageOf(status) !== null && queuedStatuses.has(status);

export function stepWords(state: StepState, status: number): StepWords {
  return state === 'process' && isQueued(status) ? 'queued' : state;
}

/** The message of a check-text code; 4-6 (a review under way) waits while the status is queued. */
export function checkKey(code: number, status: number): string {
  return code >= 4 && code <= 6 && isQueued(status) ? `check${code}Queued` : `check${code}`;
}
