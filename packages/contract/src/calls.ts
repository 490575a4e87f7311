import type { z } from 'zod';
import * as account from './account.js';
import type { CallSpec } from './call.js';
import { call, nothing } from './call.js';
import { accountPaths } from './paths.js';

export type { CallSpec } from './call.js';

export const accountCalls = {
  loginDvlper: call(
    accountPaths.loginDvlper,
    'none',
    account.loginDvlperRequest,
    account.loginAnswer,
  ),
  loginDvlperByMail: call(
    accountPaths.loginDvlperByMail,
    'none',
    account.loginDvlperByMailRequest,
    account.loginAnswer,
  ),
  validateSmscode: call(
    accountPaths.validateSmscode,
    'none',
    account.validateSmscodeRequest,
    account.statusAnswer,
  ),
  reqSmscode: call(
    accountPaths.reqSmscode,
    'none',
    account.reqSmscodeRequest,
    account.reqSmscodeAnswer,
  ),
  registerSd: call(accountPaths.registerSd, 'none', account.registerSdRequest, nothing),
  registerMail: call(accountPaths.registerMail, 'none', account.registerMailRequest, nothing),
  registerVerifyByMail: call(
    accountPaths.registerVerifyByMail,
    'none',
    account.registerVerifyByMailRequest,
    nothing,
  ),
  pwdResetByMail: call(accountPaths.pwdResetByMail, 'none', account.pwdResetByMailRequest, nothing),
  pwdResetVerifyByMail: call(
    accountPaths.pwdResetVerifyByMail,
    'none',
    account.pwdResetVerifyByMailRequest,
    nothing,
  ),
  validateUser: call(
    accountPaths.validateUser,
    'none',
    account.validateUserRequest,
    account.statusAnswer,
  ),
  modifyPwd: call(accountPaths.modifyPwd, 'none', account.modifyPwdRequest, nothing),
  reqDvlperCheck: call(
    accountPaths.reqDvlperCheck,
    'account',
    account.emptyRequest,
    account.statusAnswer,
  ),
  applyDvlper: call(
    accountPaths.applyDvlper,
    'account',
    account.applyDvlperRequest,
    account.statusAnswer,
  ),
  getAccountInfo: call(
    accountPaths.getAccountInfo,
    'account',
    account.emptyRequest,
    account.accountInfoAnswer,
  ),
  logout: call(accountPaths.logout, 'account', account.emptyRequest, nothing),
  getDvlperApplications: call(
    accountPaths.getDvlperApplications,
    'super',
    account.getDvlperApplicationsRequest,
    account.getDvlperApplicationsAnswer,
  ),
  reviewDvlper: call(
    accountPaths.reviewDvlper,
    'super',
    account.reviewDvlperRequest,
    account.statusAnswer,
  ),
} as const;

export type CallRequest<C extends CallSpec> = z.input<C['request']>;
export type CallAnswer<C extends CallSpec> = z.output<C['answer']>;
