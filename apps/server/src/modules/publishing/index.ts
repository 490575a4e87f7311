// What other modules may use of the publishing module; its other files are its own.
export { PublishingService } from './publishing.service.js';
export { publishingRoutes } from './publishing.routes.js';
