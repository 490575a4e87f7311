import type { teamCalls } from '@vrportal/contract';
import { teamPaths } from '@vrportal/contract';
import { callRefs } from './api-calls';

/**
 * The team calls (teamCalls): organisations, members and invitations. The shell lists and
 * switches organisations (lib/current-org.ts); the team screens make the others. Kept out of
 * api-calls.ts, which the sign-in page loads: its paths load with the signed-in frame.
 */
export const teamApi = callRefs<typeof teamCalls>(teamPaths);
