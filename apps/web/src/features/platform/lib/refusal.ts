import { ErrorCode } from '@vrportal/contract';
import { isApiError } from '@/lib/api-client';
import type { PlatformText } from './texts';

/**
 * What a failed call says to the reader: the error catalogue's text of its code in the reader's
 * language (the API client looked it up), else a general text.
 */
export function failureText(error: unknown, t: PlatformText): string {
  if (isApiError(error) && error.message) return error.message;
  return t('errors.unknown');
}

/** The form field a refusal of a save concerns, by its code; null for the form as a whole. */
export function refusedField(error: unknown): string | null {
  if (!isApiError(error)) return null;
  switch (error.errCode) {
    case ErrorCode.apiNameTaken:
    case ErrorCode.destinationApiNameTaken:
      return 'apiName';
    case ErrorCode.skuTaken:
      return 'sku';
    case ErrorCode.achievementTargetInvalid:
      return 'target';
    case ErrorCode.destinationGroupsInvalid:
      return 'maxGroup';
    case ErrorCode.addonPriceInvalid:
      return 'price';
    case ErrorCode.destinationLinkNotFound:
      return 'destinationId';
    default:
      return null;
  }
}
