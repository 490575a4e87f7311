// What other modules may use of the rollouts module; its other files are its own.
export { RolloutsRepository } from './rollouts.repository.js';
export { RolloutsService } from './rollouts.service.js';
export { rolloutsRoutes } from './rollouts.routes.js';
export { AutoHalt, haltReason } from './auto-halt.js';
