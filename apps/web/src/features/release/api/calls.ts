import type { assetCalls, releaseCalls } from '@vrportal/contract';
import { assetPaths, releasePaths } from '@vrportal/contract';
import { callRefs } from '@/lib/api-calls';

/** The release wizard's and channels' calls (releaseCalls) and the asset calls (assetCalls). */
export const releaseApi = callRefs<typeof releaseCalls>(releasePaths);
export const assetApi = callRefs<typeof assetCalls>(assetPaths);
