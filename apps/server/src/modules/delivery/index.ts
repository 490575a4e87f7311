// What other modules may use of the delivery module; its other files are its own.
export { DeliveryService } from './delivery.service.js';
export { DownloadLinks } from './download-links.js';
export { deliveryRoutes } from './delivery.routes.js';
export { DeliveryCache } from './delivery-cache.js';
