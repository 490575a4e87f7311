import { isApiError } from '@/lib/api-client';
import type { TeamText } from '@/lib/team-text';

/**
 * What a failed call says to the reader: the error catalogue's text of its code in the reader's
 * language (the API client looked it up, e.g. 10705 for an invitation sent as often as allowed),
 * else a general text.
 */
export function failureText(error: unknown, t: TeamText): string {
  if (isApiError(error) && error.message) return error.message;
  return t('page.actionFailed');
}

/** Whether the API client has told the reader of this failure already (network, expiry). */
export function alreadyTold(error: unknown): boolean {
  return isApiError(error) && error.handled;
}
