// What other modules may use of the releases module; its other files are its own.
export type { ReleasesService } from './releases.service.js';
