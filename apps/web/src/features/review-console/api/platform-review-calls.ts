import type { platformReviewCalls } from '@vrportal/contract';
import { platformReviewPaths } from '@vrportal/contract';
import { callRefs } from '@/lib/api-calls';

/** The review console's calls on submitted platform items (platformReviewCalls). */
export const platformReviewApi = callRefs<typeof platformReviewCalls>(platformReviewPaths);
