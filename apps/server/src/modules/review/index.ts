// What other modules may use of the review module; its other files are its own.
export { financeItemId, localiseReport, standardFor } from './audit-standards.js';
export type { StoredReportItem } from './audit-standards.js';
export type { AutoCheck, AutoCheckResult, AutoCheckSubject } from './auto-check.js';
export type { ChannelReviewPort, ReviewChannel } from './channel-port.js';
export type { ReleaseViewPort } from './release-view-port.js';
export type { RolloutPort } from './rollout-port.js';
export { logColumns, toReviewLogEntries } from './review-log.js';
export type { ReviewService } from './review.service.js';
export { reviewColumns, transition } from './state-machine.js';
export type { Actor, ReviewEvent, Transition } from './state-machine.js';
