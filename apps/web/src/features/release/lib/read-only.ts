import { AppStatus } from '@vrportal/contract';

/** Why a release's form cannot change now, which says what its developer can do about it. */
export type ReadOnlyReason = 'releaseReview' | 'passed' | 'other';

export function readOnlyReason(status: number): ReadOnlyReason {
  if (status === AppStatus.publishQueued || status === AppStatus.publishRunning) {
    return 'releaseReview';
  }
  if (status === AppStatus.passed || status === AppStatus.releaseScheduled) return 'passed';
  return 'other';
}
