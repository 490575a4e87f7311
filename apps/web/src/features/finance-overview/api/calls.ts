import type { billCalls } from '@vrportal/contract';
import { billPaths } from '@vrportal/contract';
import { callRefs } from '@/lib/api-calls';
import { isApiError } from '@/lib/api-client';
import { feedback } from '@/lib/feedback';

/** The finance overview's calls (billCalls): paths from the zod-free bills-paths.ts. */
export const overviewApi = callRefs<typeof billCalls>({
  financeOverview: billPaths.financeOverview,
  financeOrders: billPaths.financeOrders,
});

/**
 * A refused call shows its state where its figures would be; the reason (errMsg, in the reader's
 * language) is also told once as a toast, however many parts of the screen it empties.
 */
export async function toldOnce<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (isApiError(error) && !error.handled) {
      feedback.error(error.errMsg || error.message, `finance-overview-${error.errCode}`);
    }
    throw error;
  }
}

/** The text a failed part shows: the API's errMsg, else the client's localized message. */
export function failureText(error: unknown): string | null {
  if (isApiError(error)) return error.errMsg || error.message;
  return null;
}
