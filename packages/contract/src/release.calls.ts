import { anyone, developer } from './access.js';
import { call, fileCall, nothing } from './call.js';
import { emptyBody } from './apps.js';
import { releasePaths } from './paths.js';
import * as release from './release.js';

/**
 * The calls of the release wizard and release channels. getAppDetailInfo and commitAppInfo,
 * which also serve the app center, stay in appCalls (their shapes are in release.ts).
 */
export const releaseCalls = {
  getAppTagInfo: call(releasePaths.getAppTagInfo, anyone, emptyBody, release.getAppTagInfoAnswer),
  saveAppInfo: call(
    releasePaths.saveAppInfo,
    developer('releases:write'),
    release.saveAppInfoRequest,
    release.releaseFormSchema,
  ),
  getAppInfoTob: call(
    releasePaths.getAppInfoTob,
    developer('apps:read'),
    release.appInfoTobRequest,
    release.releaseFormSchema,
  ),
  saveAppInfoTob: call(
    releasePaths.saveAppInfoTob,
    developer('releases:write'),
    release.saveAppInfoTobRequest,
    release.releaseFormSchema,
  ),
  commitAppInfoTob: call(
    releasePaths.commitAppInfoTob,
    developer('releases:write'),
    release.commitAppInfoTobRequest,
    release.releaseStatusAnswer,
  ),
  getReleaseDiff: call(
    releasePaths.getReleaseDiff,
    developer('apps:read'),
    release.getReleaseDiffRequest,
    release.getReleaseDiffAnswer,
  ),
  getAppChannelList: call(
    releasePaths.getAppChannelList,
    developer('apps:read'),
    release.getAppChannelListRequest,
    release.getAppChannelListAnswer,
  ),
  createAppChannel: call(
    releasePaths.createAppChannel,
    developer('channels:write'),
    release.createAppChannelRequest,
    release.createAppChannelAnswer,
  ),
  getAppChannelInfo: call(
    releasePaths.getAppChannelInfo,
    developer('apps:read'),
    release.channelIdRequest,
    release.getAppChannelInfoAnswer,
  ),
  deleteAppChannel: call(
    releasePaths.deleteAppChannel,
    developer('channels:write'),
    release.channelIdRequest,
    nothing,
  ),
  bindBusinessToChannel: call(
    releasePaths.bindBusinessToChannel,
    developer('channels:write'),
    release.channelBusinessRequest,
    nothing,
  ),
  unbindBusinessFromChannel: call(
    releasePaths.unbindBusinessFromChannel,
    developer('channels:write'),
    release.channelBusinessRequest,
    nothing,
  ),
  confirmChannel: fileCall(
    'GET',
    releasePaths.confirmChannel,
    anyone,
    { type: 'text/html', input: release.confirmChannelQuery },
    'The link mailed to a business: confirms the channel and answers a page',
  ),
} as const;
