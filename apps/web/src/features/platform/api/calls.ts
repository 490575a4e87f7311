import type { platformCalls } from '@vrportal/contract';
import { platformPaths } from '@vrportal/contract';
import { callRefs } from '@/lib/api-calls';

/**
 * The platform services' JSON calls (platformCalls). uploadImage is a multipart POST of its own
 * (upload-image.ts); the report calls are read in the notification centre.
 */
export const platformApi = callRefs<typeof platformCalls>(platformPaths);
