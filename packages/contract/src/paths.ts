/**
 * The path of every JSON call, with no schema attached, so the browser can name calls without
 * shipping zod; calls.ts pairs each path with its request and answer schemas.
 */
export const accountPaths = {
  loginDvlper: '/vrmcsys/account/loginDvlper',
  loginDvlperByMail: '/vrmcsys/account/loginDvlperByMail',
  validateSmscode: '/vrmcsys/account/validateSmscode',
  reqSmscode: '/vrmcsys/account/reqSmscode',
  registerSd: '/vrmcsys/account/registerSd',
  registerMail: '/vrmcsys/account/registerMail',
  registerVerifyByMail: '/vrmcsys/account/registerVerifyByMail',
  pwdResetByMail: '/vrmcsys/account/pwdResetByMail',
  pwdResetVerifyByMail: '/vrmcsys/account/pwdResetVerifyByMail',
  validateUser: '/vrmcsys/account/validateUser',
  modifyPwd: '/vrmcsys/account/modifyPwd',
  reqDvlperCheck: '/vrmcsys/account/reqDvlperCheck',
  applyDvlper: '/vrmcsys/account/applyDvlper',
  getAccountInfo: '/vrmcsys/account/getAccountInfo',
  logout: '/vrmcsys/account/logout',
  getDvlperApplications: '/vrmcsys/admin/getDvlperApplications',
  reviewDvlper: '/vrmcsys/admin/reviewDvlper',
} as const;
