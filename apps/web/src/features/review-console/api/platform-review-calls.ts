import type { platformReviewCalls } from '@vrportal/contract';
import { platformReviewPaths } from '@vrportal/contract';
import { callRefs } from '@/lib/api-calls';

/** The review console's calls on submitted platform items (platformReviewCalls). */
export const platformReviewApi = callRefs<typeof platformReviewCalls>(platformReviewPaths);

/** Every query of the platform review starts with this key; a decision refreshes them all. */
export const platformReviewKey = ['review', 'platform'] as const;
