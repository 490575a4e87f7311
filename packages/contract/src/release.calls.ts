import { call, nothing } from './call.js';
import { emptyBody } from './apps.js';
import { releasePaths } from './paths.js';
import * as release from './release.js';

/**
 * The calls of the release wizard and release channels. getAppDetailInfo and commitAppInfo,
 * which also serve the app center, stay in appCalls (their shapes are in release.ts).
 */
export const releaseCalls = {
  getAppTagInfo: call(releasePaths.getAppTagInfo, 'none', emptyBody, release.getAppTagInfoAnswer),
  saveAppInfo: call(
    releasePaths.saveAppInfo,
    'developer',
    release.saveAppInfoRequest,
    release.releaseFormSchema,
  ),
  getAppInfoTob: call(
    releasePaths.getAppInfoTob,
    'developer',
    release.appInfoTobRequest,
    release.releaseFormSchema,
  ),
  saveAppInfoTob: call(
    releasePaths.saveAppInfoTob,
    'developer',
    release.saveAppInfoTobRequest,
    release.releaseFormSchema,
  ),
  commitAppInfoTob: call(
    releasePaths.commitAppInfoTob,
    'developer',
    release.commitAppInfoTobRequest,
    release.releaseStatusAnswer,
  ),
  getReleaseDiff: call(
    releasePaths.getReleaseDiff,
    'developer',
    release.getReleaseDiffRequest,
    release.getReleaseDiffAnswer,
  ),
  getAppChannelList: call(
    releasePaths.getAppChannelList,
    'developer',
    release.getAppChannelListRequest,
    release.getAppChannelListAnswer,
  ),
  createAppChannel: call(
    releasePaths.createAppChannel,
    'developer',
    release.createAppChannelRequest,
    release.createAppChannelAnswer,
  ),
  getAppChannelInfo: call(
    releasePaths.getAppChannelInfo,
    'developer',
    release.channelIdRequest,
    release.getAppChannelInfoAnswer,
  ),
  deleteAppChannel: call(
    releasePaths.deleteAppChannel,
    'developer',
    release.channelIdRequest,
    nothing,
  ),
  bindBusinessToChannel: call(
    releasePaths.bindBusinessToChannel,
    'developer',
    release.channelBusinessRequest,
    nothing,
  ),
  unbindBusinessFromChannel: call(
    releasePaths.unbindBusinessFromChannel,
    'developer',
    release.channelBusinessRequest,
    nothing,
  ),
} as const;
