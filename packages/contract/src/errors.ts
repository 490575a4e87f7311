/**
 * The error-code catalogue: every errCode the API answers, with its text in both languages.
 * The server puts the text of the caller's language in errMsg; the web client shows the text
 * of the current language for the code, so both sides speak from this one list.
 */
import type { ErrorCodeValue, Lang } from './error-codes.js';
export * from './error-codes.js';

export const errorTexts: Record<ErrorCodeValue, { zh: string; en: string }> = {
  0: { zh: '成功', en: 'Success' },
  10001: { zh: '该账号尚未注册', en: 'This account is not registered' },
  10002: { zh: '密码错误', en: 'Wrong password' },
  10003: { zh: '新密码不能与旧密码相同', en: 'The new password must differ from the old one' },
  10011: { zh: '该账号不是开发者账号', en: 'This account is not a developer account' },
  10012: { zh: '该邮箱已注册', en: 'This e-mail address is already registered' },
  10013: { zh: '该手机号已注册', en: 'This phone number is already registered' },
  10014: {
    zh: '邮箱尚未验证，请点击邮件中的链接完成验证',
    en: 'The e-mail address is not confirmed yet: open the link in the mail we sent you',
  },
  10021: { zh: '登录已过期，请重新登录！', en: 'Login expired, please login again!' },
  10027: { zh: '该账号已被封禁', en: 'This account has been blocked' },
  10028: {
    zh: '开发者资质审核中，请耐心等待',
    en: 'Your developer application is under review',
  },
  10029: {
    zh: 'App ID 或 App Secret 错误',
    en: 'The App ID or App Secret is wrong',
  },
  10051: { zh: '验证码错误或已过期', en: 'The verification code is wrong or has expired' },
  10054: {
    zh: '验证码发送过于频繁，请稍后再试',
    en: 'A code was sent moments ago, please wait before asking again',
  },
  10055: {
    zh: '邮件发送失败，请稍后再试',
    en: 'The mail could not be sent, please try again later',
  },
  10056: {
    zh: '短信发送失败，请稍后再试',
    en: 'The SMS could not be sent, please try again later',
  },
  10061: { zh: '仅管理员可执行此操作', en: 'Only an administrator can do this' },
  10062: { zh: '商店密钥无效', en: 'The store key is missing or wrong' },
  10063: { zh: '您的角色不允许此操作', en: 'Your role does not allow this' },
  10064: {
    zh: '请输入验证器应用中的验证码完成登录',
    en: 'Enter the code of your authenticator app to finish signing in',
  },
  10065: {
    zh: '验证码错误次数过多，请 5 分钟后再试',
    en: 'Too many wrong codes. Try again in 5 minutes',
  },
  10066: { zh: '验证码错误', en: 'The code is wrong' },
  10067: {
    zh: '登录已超时，请重新登录',
    en: 'This sign-in has timed out. Sign in again',
  },
  10069: {
    zh: '您的组织要求开启两步验证，请先开启后再继续',
    en: 'Your organisation requires two-step sign-in. Turn it on to continue',
  },
  10068: {
    zh: '两步验证的状态已改变，请刷新后重试',
    en: 'Two-step sign-in was changed meanwhile. Reload and try again',
  },
  10070: {
    zh: '此操作需要再次验证身份：请输入身份验证器应用中的验证码',
    en: 'Confirm it is you before this change: enter a code of your authenticator app',
  },
  10071: {
    zh: '通行密钥验证失败，请重试',
    en: 'The passkey could not be verified. Try again',
  },
  10072: {
    zh: '此通行密钥未在本平台注册',
    en: 'This passkey is not registered with the portal',
  },
  10073: {
    zh: '通行密钥请求已超时或已使用，请重试',
    en: 'The passkey request timed out or was used. Try again',
  },
  10074: { zh: '没有找到该通行密钥', en: 'No such passkey' },
  10075: {
    zh: '通行密钥的签名计数器回退，可能已被复制。请删除后重新添加',
    en: "The passkey's signature counter went backwards: it may have been copied. Remove it and add it again",
  },
  10076: { zh: '此通行密钥已添加', en: 'This passkey is added already' },
  10700: { zh: '您不是该组织的成员', en: 'You are not a member of this organisation' },
  10701: {
    zh: '邀请不存在或已撤销',
    en: 'This invitation does not exist or was revoked',
  },
  10702: {
    zh: '此邀请发给了另一个邮箱，请用受邀邮箱登录后接受',
    en: 'This invitation was sent to another address. Sign in with that address to accept it',
  },
  10703: {
    zh: '邀请已过期，请联系邀请人重新发送',
    en: 'This invitation has expired. Ask the sender to send it again',
  },
  10704: { zh: '该账号已是组织成员', en: 'This account is already a member' },
  10705: {
    zh: '此邀请发送次数已达上限，请撤销后重新邀请',
    en: 'This invitation was sent as often as allowed. Revoke it and invite again',
  },
  10706: {
    zh: '所有者的角色只能通过转让所有权变更',
    en: "The owner's role changes only by transferring the ownership",
  },
  10707: { zh: '该成员不存在', en: 'This member does not exist' },
  10708: {
    zh: '组织的成员与待接受邀请已达上限',
    en: 'The organisation has as many members and open invitations as allowed',
  },
  10709: {
    zh: '此邮箱已有待接受的邀请，您可以在邀请列表中重新发送',
    en: 'This address already has an open invitation. You can send it again from the list',
  },
  10720: { zh: '该轨道还没有构建', en: 'This track has no build yet' },
  10721: {
    zh: '该构建尚未通过自动检测，不能推广',
    en: 'This build has not passed its automatic check, so it cannot be promoted',
  },
  10722: {
    zh: '每个轨道最多 2000 名测试者',
    en: 'A track holds at most 2,000 testers',
  },
  10723: {
    zh: '该邀请链接已失效，请向开发者索取新链接',
    en: 'This invitation link no longer works. Ask the studio for a new one',
  },
  10724: {
    zh: '该应用没有进行中的分阶段发布',
    en: 'This app has no staged rollout in progress',
  },
  10725: {
    zh: '发布比例只能提高，不能降低',
    en: 'The share of devices can only be raised',
  },
  10726: {
    zh: '分阶段发布的当前状态不允许此操作，请刷新后查看',
    en: "The rollout's current state does not allow this. Reload to see it",
  },
  10727: {
    zh: '有分阶段发布正在进行：请先全量发布，或暂停后再上线新版本',
    en: 'A staged rollout is in progress: complete it, or halt it, before another update goes online',
  },
  10728: { zh: '该构建已在目标轨道上', en: 'This build is already on that track' },
  10729: {
    zh: '下载地址已过期或被修改，请重新检查更新',
    en: 'This download address has expired or was altered. Check for updates again',
  },
  10730: {
    zh: '崩溃聚类不存在，或不属于该应用',
    en: 'This crash cluster does not exist, or is not of this app',
  },
  10740: { zh: '该应用没有这条评价', en: 'This app has no such review' },
  10741: { zh: '这条评价还没有回复', en: 'This review has no reply' },
  10742: { zh: '这条评价已经举报过了', en: 'This review has already been reported' },
  10743: { zh: '没有这条举报', en: 'No such report' },
  10744: { zh: '这条举报已经处理过了', en: 'This report has already been decided' },
  10745: {
    zh: '该评价编号已属于另一个应用或玩家',
    en: 'This review id already belongs to another app or player',
  },
  10750: {
    zh: 'API 密钥无效、已撤销或已过期',
    en: 'The API key is not valid, was revoked or has expired',
  },
  10751: {
    zh: '该 API 密钥没有这项调用所需的权限范围',
    en: 'This API key does not hold the scope this call needs',
  },
  10752: { zh: '本组织没有这个 API 密钥', en: 'Your organisation has no such API key' },
  10753: {
    zh: '本组织的有效 API 密钥已达上限，请先撤销不再使用的密钥',
    en: 'Your organisation has as many live API keys as it may have: revoke one it no longer uses first',
  },
  10754: {
    zh: '过期时间须在将来，且不超过两年',
    en: 'The expiry must be in the future and at most two years away',
  },
  10755: {
    zh: '所选应用中有不属于本组织的应用',
    en: 'One of the chosen apps is not one of your organisation',
  },
  10760: { zh: '该 Webhook 不存在', en: 'This webhook does not exist' },
  10761: { zh: '该投递记录不存在', en: 'This delivery does not exist' },
  10762: {
    zh: '地址须为完整的 HTTPS 网址，且不含用户名和密码',
    en: 'The address must be a full https:// URL without a user name or password',
  },
  10763: {
    zh: '该地址指向内网、本机或保留地址，不能接收 Webhook',
    en: 'This address points to a private, local or reserved network and cannot receive webhooks',
  },
  10764: {
    zh: '找不到该主机名，请检查地址',
    en: 'The host name could not be found: check the address',
  },
  10765: {
    zh: '每个组织最多 20 个 Webhook',
    en: 'An organisation has at most 20 webhooks',
  },
  10766: {
    zh: '该 Webhook 已关闭，请先开启再重新发送',
    en: 'This webhook is off: turn it on before sending again',
  },
  10500: { zh: '请修改您的信息', en: 'Please fix your information' },
  10501: { zh: '应用不存在', en: 'App does not exist' },
  10502: {
    zh: '应用版本号必须高于已上传的版本',
    en: 'App version number must be higher than the uploaded version',
  },
  10503: {
    zh: '应用当前状态不允许此操作',
    en: "This cannot be done in the app's current status",
  },
  10505: {
    zh: '发布时间必须晚于当前时间',
    en: 'The release date must be in the future',
  },
  10506: {
    zh: '请选择发布时间',
    en: 'Choose a release date',
  },
  10509: { zh: '请先删除 OBB 文件', en: 'Please delete the OBB file first' },
  10510: {
    zh: '发布信息不完整，请补全后再提交',
    en: 'The release information is incomplete: fill in the missing items and submit again',
  },
  10512: { zh: '包名已存在', en: 'This package name already exists' },
  10550: { zh: '渠道不存在', en: 'Channel does not exist' },
  10551: {
    zh: '该渠道有正在审核的版本，不能删除',
    en: 'A build of this channel is under review: the channel cannot be deleted',
  },
  10552: { zh: '企业 ID 不存在', en: 'No business has this ID' },
  10553: { zh: '该企业已关联此渠道', en: 'This business is already linked to the channel' },
  10554: { zh: '该企业未关联此渠道', en: 'This business is not linked to the channel' },
  10580: {
    zh: '日期范围无效：开始日期不能晚于结束日期，且不能超过 366 天',
    en: 'Invalid date range: the start must not be after the end, and it may cover at most 366 days',
  },
  10560: { zh: '账单不存在', en: 'Bill does not exist' },
  10561: {
    zh: '核对结果只能是确认（2）或异议（4）',
    en: 'A bill can only be confirmed (2) or disputed (4)',
  },
  10562: {
    zh: '该账单已核对或已超时自动确认，不能再次核对',
    en: 'This bill is already verified, or was confirmed automatically when its deadline passed',
  },
  10563: {
    zh: '账单暂缓发送：收款信息审核通过后才能核对',
    en: 'This bill is held until your payment information is approved',
  },
  10564: {
    zh: '现在不能上传：账单核对后才能上传，上传期已过或文件已提交',
    en: 'No upload now: verify the bill first; the upload window may have closed or a file was already sent',
  },
  10565: {
    zh: '只允许上传 PDF 格式的发票，请重试。',
    en: 'Only invoices in PDF format are allowed. Please try again.',
  },
  10566: {
    zh: '文件大小不能超过 5 MB，请重试并点击确定。',
    en: 'The file cannot exceed 5 MB in size. Please try again and click OK.',
  },
  10567: { zh: '邮件发送失败', en: 'Mail sending failed' },
  10568: {
    zh: '该账单没有待处理的异议',
    en: 'This bill has no dispute waiting for a decision',
  },
  10569: {
    zh: '请填写异议原因（1–500 个字符）',
    en: 'Say why you dispute this bill, in 1 to 500 characters',
  },
  10605: { zh: '上传服务异常，请重试', en: 'Upload service fault, please try again' },
  10611: { zh: '文件合并失败', en: 'Merge failed' },
  10630: { zh: 'APK 解析错误', en: 'APK parsing error' },
  10631: {
    zh: '包名与之前的版本不一致',
    en: 'Package name inconsistent with previous versions',
  },
  10632: { zh: '安装包异常，无法上传', en: 'Installation package abnormal, can not upload' },
  10901: { zh: 'MD5 校验失败', en: 'MD5 check failed' },
  36111: { zh: '应用正在合并，请稍后再试', en: 'App is merging, please try again later' },
  10640: { zh: '文件格式不支持', en: 'File format not supported' },
  10641: { zh: '图片尺寸不符合要求', en: 'The image does not have the required dimensions' },
  10642: { zh: '文件过大', en: 'The file is too large' },
  10643: { zh: '已达到该类文件的数量上限', en: 'No more files of this kind can be added' },
  10644: { zh: '视频不存在', en: 'Video does not exist' },
  10645: {
    zh: '截图顺序须列出本版本的每张截图各一次，且不能包含其他图片',
    en: 'The screenshot order must list each screenshot of this release once and no other picture',
  },
  10650: { zh: '该项目不存在', en: 'This item does not exist' },
  10651: { zh: 'API 名称已存在', en: 'This API name already exists in the app' },
  10652: {
    zh: '该项目正在审核中，审核结束前不能修改、删除或再次提交',
    en: 'This item is under review: it cannot be changed, deleted or submitted until the review ends',
  },
  10653: {
    zh: '目标值不能为 0；简单成就的目标值为 1，位域成就的目标值不能大于位域大小',
    en: 'The target cannot be 0; a simple achievement has a target of 1, and a bitfield one at most its size',
  },
  10654: {
    zh: '最小组队人数必须小于最大组队人数（或移除最大人数）',
    en: 'The minimum group size must be below the maximum (or remove the maximum)',
  },
  10655: {
    zh: '价格与定价方式不符：免费为 0，推荐价格为 40、70 或 90，自定义价格最多两位小数',
    en: 'The price does not match its pricing: 0 when free, 40, 70 or 90 when recommended, at most two decimals when custom',
  },
  10656: {
    zh: '图片不存在，请重新上传',
    en: 'The image was not found, please upload it again',
  },
  10657: { zh: '该 API 名称不存在', en: 'No item has this API name' },
  10658: {
    zh: '该操作与成就类型不符',
    en: "This does not match the achievement's type",
  },
  10659: { zh: '排行榜中没有该用户的记录', en: 'This user has no entry on the leaderboard' },
  10660: { zh: '该提交已审核', en: 'This submission has already been decided' },
  10661: { zh: '关联的目的地不存在', en: 'The linked destination does not exist' },
  10662: {
    zh: '请对提交的每一项逐一给出结论',
    en: 'Decide on each submitted item, once',
  },
  23000: { zh: 'SKU 已存在', en: 'This SKU already exists in the app' },
  1: { zh: '应用不存在', en: 'App does not exist' },
  2: { zh: '该应用不属于当前开发者', en: 'This app is not owned by the developer' },
  3: { zh: 'API 名称已存在', en: 'This API name already exists in the app' },
  10521: { zh: '通知不存在', en: 'Notification does not exist' },
  10522: { zh: '审核报告不存在', en: 'Audit report does not exist' },
  10523: { zh: '文件不存在', en: 'File does not exist' },
  10540: {
    zh: '收款信息正在审核中，暂不能修改',
    en: 'Your payment information is under review and cannot be changed now',
  },
  10541: { zh: '收款信息不存在', en: 'Payment information does not exist' },
  10542: {
    zh: '该版本收款信息不在审核中',
    en: 'This version of the payment information is not under review',
  },
  10400: { zh: '请求参数有误', en: 'The request is invalid' },
  10404: { zh: '接口不存在', en: 'No such call' },
  10413: { zh: '请求内容过大', en: 'The request is too large' },
  10429: { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  10999: { zh: '服务异常，请稍后再试', en: 'Service error, please try again later' },
};

export function errorText(code: number, lang: Lang): string {
  const texts = errorTexts[code as ErrorCodeValue];
  return texts ? texts[lang] : lang === 'zh' ? '操作失败' : 'Operation failed';
}
