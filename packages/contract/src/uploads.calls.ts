import { call, nothing } from './call.js';
import { uploadPaths } from './paths.js';
import * as up from './uploads.js';

/**
 * The JSON calls of uploads. uploadAppFile is multipart (fields as `uploadChunkFields`, then the
 * file part) and is registered by hand; its answer is `uploadChunkAnswer`.
 */
export const uploadCalls = {
  checkUploadChunks: call(
    uploadPaths.checkUploadChunks,
    'developer',
    up.checkUploadChunksRequest,
    up.checkUploadChunksAnswer,
  ),
  mergeAppFile: call(uploadPaths.mergeAppFile, 'developer', up.mergeAppFileRequest, nothing),
  mergeAppFileTob: call(
    uploadPaths.mergeAppFileTob,
    'developer',
    up.mergeAppFileTobRequest,
    nothing,
  ),
  checkMergeAppRet: call(
    uploadPaths.checkMergeAppRet,
    'developer',
    up.checkMergeAppRetRequest,
    up.checkMergeAppRetAnswer,
  ),
  checkMergeZipRet: call(
    uploadPaths.checkMergeZipRet,
    'developer',
    up.checkMergeZipRetRequest,
    up.checkMergeZipRetAnswer,
  ),
  cancelAppUpload: call(
    uploadPaths.cancelAppUpload,
    'developer',
    up.cancelAppUploadRequest,
    nothing,
  ),
  deleteDraftResource: call(
    uploadPaths.deleteDraftResource,
    'developer',
    up.deleteDraftResourceRequest,
    nothing,
  ),
  deleteDraftOBBResource: call(
    uploadPaths.deleteDraftOBBResource,
    'developer',
    up.deleteDraftResourceRequest,
    nothing,
  ),
  deleteDraftPatchOBBResource: call(
    uploadPaths.deleteDraftPatchOBBResource,
    'developer',
    up.deleteDraftResourceRequest,
    nothing,
  ),
  deleteDraftTobResource: call(
    uploadPaths.deleteDraftTobResource,
    'developer',
    up.deleteDraftTobResourceRequest,
    nothing,
  ),
  getUploadToken: call(
    uploadPaths.getUploadToken,
    'none',
    up.getUploadTokenRequest,
    up.getUploadTokenAnswer,
  ),
} as const;
