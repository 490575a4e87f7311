import * as assets from './assets.js';
import { assetPaths } from './asset-rules.js';
import { call, nothing } from './call.js';

/**
 * The JSON calls of app assets. The uploads (uploadAppPic, uploadAppVedio, uploadVedioPic,
 * uploadAppDoc) are multipart: their fields are `uploadXxxFields` in assets.ts.
 */
export const assetCalls = {
  deleteAppPic: call(assetPaths.deleteAppPic, 'developer', assets.deleteAppPicRequest, nothing),
  deleteAppVedio: call(assetPaths.deleteAppVedio, 'developer', assets.vedioIdRequest, nothing),
  deleteVedioPic: call(assetPaths.deleteVedioPic, 'developer', assets.vedioIdRequest, nothing),
  deleteAppDoc: call(assetPaths.deleteAppDoc, 'developer', assets.deleteAppDocRequest, nothing),
  getAppAssets: call(
    assetPaths.getAppAssets,
    'developer',
    assets.appAssetsRequest,
    assets.appAssetsAnswer,
  ),
} as const;
