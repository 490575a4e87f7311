// What other modules may use of the builds module; its other files are its own.
export type { BuildsService, ObbRow, VersionRow } from './builds.service.js';
export { outsideTracks } from './builds.service.js';
