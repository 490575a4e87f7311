// What other modules may use of the limits module; its other files are its own.
export { retryLater } from './limits.service.js';
export type { LimitsService } from './limits.service.js';
