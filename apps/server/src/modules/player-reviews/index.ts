// What other modules may use of the player-reviews module; its other files are its own.
export { PlayerReviewsRepository } from './player-reviews.repository.js';
export { PlayerReviewsService } from './player-reviews.service.js';
export { playerReviewsRoutes } from './player-reviews.routes.js';
