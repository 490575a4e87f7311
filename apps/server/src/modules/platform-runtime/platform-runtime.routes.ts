import { platformCalls, runtimeCalls } from '@vrportal/contract';
import type { RegisterCall } from '../../plugins/calls.js';
import type { PlatformRuntimeService } from './platform-runtime.service.js';

/** The runtime API (App ID and App Secret headers) and the leaderboard moderation calls. */
export function platformRuntimeRoutes(registerCall: RegisterCall, runtime: PlatformRuntimeService) {
  registerCall(runtimeCalls.achievementsUnlock, ({ body, app }) => runtime.unlock(app!, body));
  registerCall(runtimeCalls.achievementsAdd, ({ body, app }) => runtime.add(app!, body));
  registerCall(runtimeCalls.achievementsBits, ({ body, app }) => runtime.setBits(app!, body));
  registerCall(runtimeCalls.achievementsUser, ({ body, app }) =>
    runtime.userAchievements(app!, body),
  );
  registerCall(runtimeCalls.leaderboardsWrite, ({ body, app }) => runtime.writeScore(app!, body));
  registerCall(runtimeCalls.leaderboardsEntries, ({ body, app }) =>
    runtime.runtimeEntries(app!, body),
  );
  registerCall(platformCalls.leaderboardEntries, ({ body, session }) =>
    runtime.moderationEntries(session, body),
  );
  registerCall(platformCalls.leaderboardRemoveEntry, ({ body, session }) =>
    runtime.removeEntry(session, body),
  );
  registerCall(platformCalls.leaderboardModeration, ({ body, session }) =>
    runtime.moderationHistory(session, body),
  );
}
