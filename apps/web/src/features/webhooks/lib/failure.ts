import { isApiError } from '@/lib/api-client';
import type { WebhooksText } from './texts';

/** What a failed call says: the error catalogue's text of its code (10762...), else a general one. */
export function failureText(error: unknown, t: WebhooksText): string {
  if (isApiError(error) && error.message) return error.message;
  return t('page.actionFailed');
}

/** Whether the API client has told the reader of this failure already (network, expiry). */
export function alreadyTold(error: unknown): boolean {
  return isApiError(error) && error.handled;
}
