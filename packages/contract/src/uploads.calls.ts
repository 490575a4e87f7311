import { anyone, developer } from './access.js';
import { call, formCall, nothing, unaudited } from './call.js';
import { uploadLimits } from './upload-rules.js';
import { uploadPaths } from './paths.js';
import * as up from './uploads.js';

/**
 * The calls of uploads. uploadAppFile is multipart: the fields of `uploadChunkFields`, then the
 * file part.
 */
export const uploadCalls = {
  checkUploadChunks: unaudited(
    call(
      uploadPaths.checkUploadChunks,
      developer('builds:upload'),
      up.checkUploadChunksRequest,
      up.checkUploadChunksAnswer,
    ),
  ),
  mergeAppFile: call(
    uploadPaths.mergeAppFile,
    developer('builds:upload'),
    up.mergeAppFileRequest,
    nothing,
  ),
  mergeAppFileTob: call(
    uploadPaths.mergeAppFileTob,
    developer('builds:upload'),
    up.mergeAppFileTobRequest,
    nothing,
  ),
  checkMergeAppRet: unaudited(
    call(
      uploadPaths.checkMergeAppRet,
      developer('builds:upload'),
      up.checkMergeAppRetRequest,
      up.checkMergeAppRetAnswer,
    ),
  ),
  checkMergeZipRet: unaudited(
    call(
      uploadPaths.checkMergeZipRet,
      developer('builds:upload'),
      up.checkMergeZipRetRequest,
      up.checkMergeZipRetAnswer,
    ),
  ),
  cancelAppUpload: call(
    uploadPaths.cancelAppUpload,
    developer('builds:upload'),
    up.cancelAppUploadRequest,
    nothing,
  ),
  deleteDraftResource: call(
    uploadPaths.deleteDraftResource,
    developer('releases:write'),
    up.deleteDraftResourceRequest,
    nothing,
  ),
  deleteDraftOBBResource: call(
    uploadPaths.deleteDraftOBBResource,
    developer('releases:write'),
    up.deleteDraftResourceRequest,
    nothing,
  ),
  deleteDraftPatchOBBResource: call(
    uploadPaths.deleteDraftPatchOBBResource,
    developer('releases:write'),
    up.deleteDraftResourceRequest,
    nothing,
  ),
  deleteDraftTobResource: call(
    uploadPaths.deleteDraftTobResource,
    developer('releases:write'),
    up.deleteDraftTobResourceRequest,
    nothing,
  ),
  getUploadToken: call(
    uploadPaths.getUploadToken,
    anyone,
    up.getUploadTokenRequest,
    up.getUploadTokenAnswer,
  ),
  // each chunk would be an entry: the merge that makes the build is logged
  uploadAppFile: unaudited(
    formCall(
      uploadPaths.uploadAppFile,
      developer('builds:upload'),
      // the fields are checked by the uploads service as the parts stream in
      {
        fields: up.uploadChunkFields,
        file: 'file',
        maxBytes: uploadLimits.chunkBytes * 2,
        stream: true,
      },
      up.uploadChunkAnswer,
      'One chunk of a build (10 MB), resumable',
    ),
  ),
} as const;
