// What other modules may use of the api-keys module; its other files are its own.
export { ApiKeysRepository } from './api-keys.repository.js';
export { ApiKeysService } from './api-keys.service.js';
export { apiKeysRoutes } from './api-keys.routes.js';
