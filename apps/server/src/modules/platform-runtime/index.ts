// What other modules may use of the platform-runtime module; its other files are its own.
export type { AchievementDef, BoardDef, PlatformPort } from './platform-runtime.service.js';
