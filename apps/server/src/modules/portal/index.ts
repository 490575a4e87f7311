// What other modules may use of the portal module; its other files are its own.
export { PortalService } from './portal.service.js';
export { portalRoutes } from './portal.routes.js';
