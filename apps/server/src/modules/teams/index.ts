// What other modules may use of the teams module; its other files are its own.
export { TeamsRepository } from './teams.repository.js';
export { TeamsService } from './teams.service.js';
export { teamsRoutes } from './teams.routes.js';
