// What other modules may use of the webhooks module; its other files are its own.
export { WebhooksRepository } from './webhooks.repository.js';
export { WebhooksService, SECRET_PREFIX } from './webhooks.service.js';
export { webhooksRoutes } from './webhooks.routes.js';
export { signatureOf } from './webhook-sender.js';
export { isPrivateAddress } from './address-guard.js';
