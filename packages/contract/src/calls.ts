import type { z } from 'zod';
import * as account from './account.js';
import type { CallSpec } from './call.js';
import { anyone, signedIn, superAccount } from './access.js';
import { call, nothing } from './call.js';
import { accountPaths } from './paths.js';

export const accountCalls = {
  loginDvlper: call(
    accountPaths.loginDvlper,
    anyone,
    account.loginDvlperRequest,
    account.loginAnswer,
  ),
  loginDvlperByMail: call(
    accountPaths.loginDvlperByMail,
    anyone,
    account.loginDvlperByMailRequest,
    account.loginAnswer,
  ),
  validateSmscode: call(
    accountPaths.validateSmscode,
    anyone,
    account.validateSmscodeRequest,
    account.statusAnswer,
  ),
  reqSmscode: call(
    accountPaths.reqSmscode,
    anyone,
    account.reqSmscodeRequest,
    account.reqSmscodeAnswer,
  ),
  registerSd: call(accountPaths.registerSd, anyone, account.registerSdRequest, nothing),
  registerMail: call(accountPaths.registerMail, anyone, account.registerMailRequest, nothing),
  registerVerifyByMail: call(
    accountPaths.registerVerifyByMail,
    anyone,
    account.registerVerifyByMailRequest,
    nothing,
  ),
  pwdResetByMail: call(accountPaths.pwdResetByMail, anyone, account.pwdResetByMailRequest, nothing),
  pwdResetVerifyByMail: call(
    accountPaths.pwdResetVerifyByMail,
    anyone,
    account.pwdResetVerifyByMailRequest,
    nothing,
  ),
  validateUser: call(
    accountPaths.validateUser,
    anyone,
    account.validateUserRequest,
    account.statusAnswer,
  ),
  modifyPwd: call(accountPaths.modifyPwd, anyone, account.modifyPwdRequest, nothing),
  reqDvlperCheck: call(
    accountPaths.reqDvlperCheck,
    signedIn,
    account.emptyRequest,
    account.statusAnswer,
  ),
  applyDvlper: call(
    accountPaths.applyDvlper,
    signedIn,
    account.applyDvlperRequest,
    account.statusAnswer,
  ),
  getAccountInfo: call(
    accountPaths.getAccountInfo,
    signedIn,
    account.emptyRequest,
    account.accountInfoAnswer,
  ),
  logout: call(accountPaths.logout, signedIn, account.emptyRequest, nothing),
  listSessions: call(
    accountPaths.listSessions,
    signedIn,
    account.emptyRequest,
    account.listSessionsAnswer,
  ),
  twoStepStatus: call(
    accountPaths.twoStepStatus,
    signedIn,
    account.emptyRequest,
    account.twoStepStatusAnswer,
  ),
  totpBegin: call(accountPaths.totpBegin, signedIn, account.emptyRequest, account.totpBeginAnswer),
  totpConfirm: call(
    accountPaths.totpConfirm,
    signedIn,
    account.totpCodeRequest,
    account.totpConfirmAnswer,
  ),
  totpDisable: call(accountPaths.totpDisable, signedIn, account.totpCodeRequest, nothing),
  /** the second step of a sign-in that answered 10064: answers what the sign-in call answers */
  twoStepVerify: call(
    accountPaths.twoStepVerify,
    anyone,
    account.twoStepVerifyRequest,
    account.loginAnswer,
  ),
  /** the second step again, before a sensitive change that answered 10070 */
  twoStepConfirm: call(
    accountPaths.twoStepConfirm,
    signedIn,
    account.twoStepVerifyRequest,
    account.twoStepConfirmAnswer,
  ),
  mailPrefs: call(accountPaths.mailPrefs, signedIn, account.emptyRequest, account.mailPrefsAnswer),
  setMailPref: call(
    accountPaths.setMailPref,
    signedIn,
    account.setMailPrefRequest,
    account.mailPrefsAnswer,
  ),
  revokeSessions: call(
    accountPaths.revokeSessions,
    signedIn,
    account.revokeSessionsRequest,
    account.revokeSessionsAnswer,
  ),
  getDvlperApplications: call(
    accountPaths.getDvlperApplications,
    superAccount('review:accounts'),
    account.getDvlperApplicationsRequest,
    account.getDvlperApplicationsAnswer,
  ),
  reviewDvlper: call(
    accountPaths.reviewDvlper,
    superAccount('review:accounts'),
    account.reviewDvlperRequest,
    account.statusAnswer,
  ),
} as const;

export type CallRequest<C extends CallSpec> = z.input<C['request']>;
export type CallAnswer<C extends CallSpec> = z.output<C['answer']>;
