import * as assets from './assets.js';
import { assetLimits, assetPaths } from './asset-rules.js';
import { anyone, developer } from './access.js';
import { call, fileCall, formCall, nothing } from './call.js';

/** The calls of app assets: multipart uploads, deletes, the list and the files' urls. */
export const assetCalls = {
  deleteAppPic: call(
    assetPaths.deleteAppPic,
    developer('releases:write'),
    assets.deleteAppPicRequest,
    nothing,
  ),
  deleteAppVedio: call(
    assetPaths.deleteAppVedio,
    developer('releases:write'),
    assets.vedioIdRequest,
    nothing,
  ),
  deleteVedioPic: call(
    assetPaths.deleteVedioPic,
    developer('releases:write'),
    assets.vedioIdRequest,
    nothing,
  ),
  deleteAppDoc: call(
    assetPaths.deleteAppDoc,
    developer('releases:write'),
    assets.deleteAppDocRequest,
    nothing,
  ),
  getAppAssets: call(
    assetPaths.getAppAssets,
    developer('apps:read'),
    assets.appAssetsRequest,
    assets.appAssetsAnswer,
  ),
  uploadAppPic: formCall(
    assetPaths.uploadAppPic,
    developer('releases:write'),
    { fields: assets.uploadAppPicFields, file: 'picFile', maxBytes: assetLimits.imageBytes },
    assets.urlAnswer,
    'Icon, cover or screenshot (checked by content)',
  ),
  uploadAppVedio: formCall(
    assetPaths.uploadAppVedio,
    developer('releases:write'),
    { fields: assets.uploadAppVedioFields, file: 'vedioFile', maxBytes: assetLimits.videoBytes },
    assets.uploadAppVedioAnswer,
    'A trailer (MP4)',
  ),
  uploadVedioPic: formCall(
    assetPaths.uploadVedioPic,
    developer('releases:write'),
    { fields: assets.uploadVedioPicFields, file: 'picFile', maxBytes: assetLimits.imageBytes },
    assets.urlAnswer,
    "A trailer's cover",
  ),
  uploadAppDoc: formCall(
    assetPaths.uploadAppDoc,
    developer('releases:write'),
    { fields: assets.uploadAppDocFields, file: 'docFile', maxBytes: assetLimits.docBytes },
    assets.uploadAppDocAnswer,
    'A licence or record document',
  ),
  pic: fileCall(
    'GET',
    `${assetPaths.pic}:name`,
    anyone,
    { type: 'image/*' },
    'A picture (public, cached for good)',
  ),
  vedio: fileCall(
    'GET',
    `${assetPaths.vedio}:name`,
    anyone,
    { type: 'video/mp4' },
    'A trailer (public, with byte ranges)',
  ),
  doc: fileCall(
    'GET',
    `${assetPaths.doc}:name`,
    developer('apps:read'),
    { type: 'application/octet-stream' },
    "A document, for its app's owner and super accounts",
  ),
} as const;
