import type { Lang } from './error-codes.js';

/**
 * How the audit log names each call that changes what an organisation holds, in both languages.
 * Kept apart from the calls so the log's screen loads only these texts.
 */
export const auditActionTexts: Record<string, { zh: string; en: string }> = {
  createApp: { zh: '创建应用', en: 'Created an app' },
  deleteOwnedApp: { zh: '删除应用', en: 'Deleted an app' },
  resetAppSecret: { zh: '更换 App Secret', en: 'Replaced the App Secret' },
  devSendMail: { zh: '上传账单发票', en: 'Sent the invoice of a bill' },
  devUpdate: { zh: '确认或质疑账单', en: 'Confirmed or disputed a bill' },
  cancelAppUpload: { zh: '取消构建上传', en: 'Cancelled a build upload' },
  mergeAppFile: { zh: '上传构建', en: 'Uploaded a build' },
  mergeAppFileTob: { zh: '上传渠道构建', en: 'Uploaded a channel build' },
  createAppChannel: { zh: '创建发布渠道', en: 'Created a release channel' },
  deleteAppChannel: { zh: '删除发布渠道', en: 'Deleted a release channel' },
  bindBusinessToChannel: { zh: '为渠道绑定企业', en: 'Linked a business to a channel' },
  unbindBusinessFromChannel: { zh: '为渠道解绑企业', en: 'Unlinked a business from a channel' },
  invite: { zh: '邀请成员', en: 'Invited a member' },
  resendInvite: { zh: '重新发送邀请', en: 'Sent an invitation again' },
  revokeInvite: { zh: '撤销邀请', en: 'Revoked an invitation' },
  acceptInvite: { zh: '接受邀请加入', en: 'Joined by invitation' },
  setRole: { zh: '更改成员角色', en: "Changed a member's role" },
  removeMember: { zh: '移除成员', en: 'Removed a member' },
  transferOwnership: { zh: '转让所有权', en: 'Transferred the ownership' },
  requireTwoStep: { zh: '更改两步验证要求', en: 'Changed the two-step sign-in requirement' },
  commitFinanceInfo: { zh: '提交收款信息', en: 'Submitted the payment profile' },
  uploadImage: { zh: '上传平台服务图片', en: 'Uploaded a platform image' },
  achievementSave: { zh: '保存成就', en: 'Saved an achievement' },
  achievementDelete: { zh: '删除成就', en: 'Deleted an achievement' },
  leaderboardSave: { zh: '保存排行榜', en: 'Saved a leaderboard' },
  leaderboardDelete: { zh: '删除排行榜', en: 'Deleted a leaderboard' },
  leaderboardRemoveEntry: { zh: '移除排行榜成绩', en: 'Removed a leaderboard entry' },
  destinationSave: { zh: '保存目的地', en: 'Saved a destination' },
  destinationDelete: { zh: '删除目的地', en: 'Deleted a destination' },
  addonSave: { zh: '保存附加内容', en: 'Saved an add-on' },
  addonDelete: { zh: '删除附加内容', en: 'Deleted an add-on' },
  submit: { zh: '提交平台服务审核', en: 'Submitted platform services for review' },
  saveAppInfo: { zh: '保存发布信息', en: 'Saved the release form' },
  saveAppInfoTob: { zh: '保存渠道发布信息', en: 'Saved a channel release form' },
  commitAppInfo: { zh: '提交发布审核', en: 'Submitted a release for review' },
  commitAppInfoTob: { zh: '提交渠道发布审核', en: 'Submitted a channel release for review' },
  uploadAppPic: { zh: '上传应用图片', en: 'Uploaded an app image' },
  deleteAppPic: { zh: '删除应用图片', en: 'Deleted an app image' },
  uploadAppVedio: { zh: '上传宣传视频', en: 'Uploaded a trailer' },
  deleteAppVedio: { zh: '删除宣传视频', en: 'Deleted a trailer' },
  uploadVedioPic: { zh: '上传视频封面', en: 'Uploaded a trailer cover' },
  deleteVedioPic: { zh: '删除视频封面', en: 'Deleted a trailer cover' },
  uploadAppDoc: { zh: '上传应用文档', en: 'Uploaded a document' },
  deleteAppDoc: { zh: '删除应用文档', en: 'Deleted a document' },
  deleteDraftResource: { zh: '删除草稿构建', en: 'Deleted a draft build' },
  deleteDraftTobResource: { zh: '删除渠道草稿构建', en: 'Deleted a draft channel build' },
  deleteDraftOBBResource: { zh: '删除草稿 OBB', en: 'Deleted a draft OBB' },
  deleteDraftPatchOBBResource: { zh: '删除草稿补丁 OBB', en: 'Deleted a draft patch OBB' },
};

/** The name of an action in `lang`; one without a text keeps a neutral one. */
export function auditActionText(action: string, lang: Lang): string {
  return auditActionTexts[action]?.[lang] ?? (lang === 'zh' ? '其他操作' : 'Other change');
}
