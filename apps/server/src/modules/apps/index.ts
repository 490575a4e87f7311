// What other modules may use of the apps module; its other files are its own.
export type { AppRow } from './apps.repository.js';
export { toCard, toVersionItem } from './app-views.js';
export type { AppsService, Caller } from './apps.service.js';
