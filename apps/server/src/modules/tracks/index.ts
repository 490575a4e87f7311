// What other modules may use of the tracks module; its other files are its own.
export { TracksRepository } from './tracks.repository.js';
export { TracksService } from './tracks.service.js';
export type { TestedBuild } from './tracks.service.js';
export { tracksRoutes } from './tracks.routes.js';
