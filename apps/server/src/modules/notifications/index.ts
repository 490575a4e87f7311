// What other modules may use of the notifications module; its other files are its own.
export type { NotificationService, Texts } from './notifications.service.js';
