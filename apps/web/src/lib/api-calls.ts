import type {
  CallSpec,
  JsonCallsOf,
  RouteSpec,
  accountCalls,
  appCalls,
  datacenterCalls,
  notificationCalls,
  reviewCalls,
} from '@vrportal/contract';
import {
  accountPaths,
  appPaths,
  datacenterPaths,
  notificationPaths,
  reviewPaths,
} from '@vrportal/contract';

/**
 * A call of the contract as the browser holds it: its path, typed with the call's request and
 * answer schemas. Only the path is a value, so neither the schemas nor zod reach the browser.
 */
export interface CallRef<C extends CallSpec> {
  readonly path: string;
  /** type-only: the call spec this reference stands for */
  readonly spec?: C;
}

/** The JSON calls of a table; its GET, form and file calls have helpers of their own. */
type CallRefs<Calls extends Record<string, RouteSpec>> = {
  readonly [N in keyof JsonCallsOf<Calls>]: JsonCallsOf<Calls>[N] extends CallSpec
    ? CallRef<JsonCallsOf<Calls>[N]>
    : never;
};

export function callRefs<Calls extends Record<string, RouteSpec>>(
  paths: Partial<Record<keyof Calls, string>>,
): CallRefs<Calls> {
  return Object.fromEntries(
    Object.entries(paths).map(([name, path]) => [name, { path }]),
  ) as CallRefs<Calls>;
}

/** The account calls of the contract (accountCalls). */
export const accountApi = callRefs<typeof accountCalls>(accountPaths);

/** The app calls (appCalls); appPaths.downloadApp is a GET download, see lib/download. */
export const appApi = callRefs<typeof appCalls>(appPaths);

/** The notification calls (notificationCalls). */
export const notificationApi = callRefs<typeof notificationCalls>(notificationPaths);

/** The review console's calls (reviewCalls); uploadReviewLog is a multipart POST. */
export const reviewApi = callRefs<typeof reviewCalls>(reviewPaths);

/**
 * The data centre's JSON calls (datacenterCalls). Its table also holds the GET buyer figures,
 * the .xlsx exports and the store's intake, which are not JSON calls of the portal.
 */
export const datacenterApi = callRefs<typeof datacenterCalls>(datacenterPaths);
