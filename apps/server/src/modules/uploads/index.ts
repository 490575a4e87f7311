// What other modules may use of the uploads module; its other files are its own.
export type { ReleaseBuild, UploadsService } from './uploads.service.js';
export type { UploadCaller } from './upload-context.js';
export { receiveChunk } from './uploads.routes.js';
