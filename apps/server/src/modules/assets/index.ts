// What other modules may use of the assets module; its other files are its own.
export type { AssetsService } from './assets.service.js';
export { discard, storeChecked } from './file-check.js';
export type { FileRule } from './file-check.js';
