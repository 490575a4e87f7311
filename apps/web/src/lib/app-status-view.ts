import {
  ALL_APP_STATUSES,
  AppStatus,
  FAILED_STATUSES,
  IN_REVIEW_STATUSES,
  PASSED_STATUSES,
} from '@vrportal/contract';

/** The colour family a status is shown in. */
export type StatusTone = 'default' | 'processing' | 'error' | 'success' | 'warning';

export function statusTone(status: number): StatusTone {
  if (FAILED_STATUSES.includes(status)) return 'error';
  if (IN_REVIEW_STATUSES.includes(status)) return 'processing';
  if (PASSED_STATUSES.includes(status)) return 'success';
  if (status === AppStatus.takenDown) return 'warning';
  return 'default';
}

/** The key of a status text under the apps namespace's `status` (unknown codes included). */
export function statusTextKey(status: number): `status.${string}` {
  return (ALL_APP_STATUSES as readonly number[]).includes(status)
    ? `status.${status}`
    : 'status.unknown';
}
