/**
 * The error-code catalogue: every errCode the API answers, with its text in both languages.
 * The server puts the text of the caller's language in errMsg; the web client shows the text
 * of the current language for the code, so both sides speak from this one list.
 */
export const ErrorCode = {
  ok: 0,
  // account
  notRegistered: 10001,
  wrongPassword: 10002,
  passwordReuse: 10003,
  notDeveloper: 10011,
  emailTaken: 10012,
  mobileTaken: 10013,
  emailNotConfirmed: 10014,
  loginExpired: 10021,
  accountBlocked: 10027,
  developerUnderReview: 10028,
  wrongCode: 10051,
  codeTooSoon: 10054,
  mailNotSent: 10055,
  smsNotSent: 10056,
  notSuper: 10061,
  // apps and review
  appNotFound: 10501,
  appStateRefused: 10503,
  pkgTaken: 10512,
  notificationNotFound: 10521,
  auditNotFound: 10522,
  fileNotFound: 10523,
  // general
  invalidRequest: 10400,
  unknownCall: 10404,
  bodyTooLarge: 10413,
  tooManyRequests: 10429,
  internal: 10999,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

export type Lang = 'zh' | 'en';

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
  10501: { zh: '应用不存在', en: 'App does not exist' },
  10503: {
    zh: '应用当前状态不允许此操作',
    en: "This cannot be done in the app's current status",
  },
  10512: { zh: '包名已存在', en: 'This package name already exists' },
  10521: { zh: '通知不存在', en: 'Notification does not exist' },
  10522: { zh: '审核报告不存在', en: 'Audit report does not exist' },
  10523: { zh: '文件不存在', en: 'File does not exist' },
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
