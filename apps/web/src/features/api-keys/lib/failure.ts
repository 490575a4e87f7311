import { isApiError } from '@/lib/api-client';
import type { ApiKeysText } from './texts';

/**
 * What a failed call says to the reader: the error catalogue's text of its code in the reader's
 * language (e.g. 10753 at the limit of live keys), else a general text.
 */
export function failureText(error: unknown, t: ApiKeysText): string {
  if (isApiError(error) && error.message) return error.message;
  return t('page.actionFailed');
}

/** Whether the API client has told the reader of this failure already, or it needs no word. */
export function alreadyTold(error: unknown): boolean {
  return isApiError(error) && error.handled;
}
