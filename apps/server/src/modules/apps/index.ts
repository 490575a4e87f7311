// What other modules may use of the apps module; its other files are its own. Other modules read
// an app as `AppFacts` and ask for changes through the service's methods, never the table's row.
export type { AppFacts, AppInStore, ReviewStateChange } from './app-facts.js';
export { toCard, toVersionItem } from './app-views.js';
export type { AppsService, Caller } from './apps.service.js';
