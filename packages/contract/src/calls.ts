import { z } from 'zod';
import * as account from './account.js';
import { accountPaths } from './paths.js';

/**
 * Every JSON call of the API: its path, whether it needs a signed-in caller, and the shapes of
 * its request body and of the answer's data. The server registers routes from this table and the
 * web client and tests type their calls with it.
 */
export interface CallSpec<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  path: string;
  /** none: anyone; account: any signed-in caller; developer: an approved developer; super: an admin */
  auth: 'none' | 'account' | 'developer' | 'super';
  request: Req;
  answer: Res;
}

function call<Req extends z.ZodType, Res extends z.ZodType>(
  path: string,
  auth: CallSpec['auth'],
  request: Req,
  answer: Res,
): CallSpec<Req, Res> {
  return { path, auth, request, answer };
}

const nothing = z.null();

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
