import { z } from 'zod';
import * as account from './account.js';

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
    '/vrmcsys/account/loginDvlper',
    'none',
    account.loginDvlperRequest,
    account.loginAnswer,
  ),
  loginDvlperByMail: call(
    '/vrmcsys/account/loginDvlperByMail',
    'none',
    account.loginDvlperByMailRequest,
    account.loginAnswer,
  ),
  validateSmscode: call(
    '/vrmcsys/account/validateSmscode',
    'none',
    account.validateSmscodeRequest,
    account.statusAnswer,
  ),
  reqSmscode: call(
    '/vrmcsys/account/reqSmscode',
    'none',
    account.reqSmscodeRequest,
    account.reqSmscodeAnswer,
  ),
  registerSd: call('/vrmcsys/account/registerSd', 'none', account.registerSdRequest, nothing),
  registerMail: call('/vrmcsys/account/registerMail', 'none', account.registerMailRequest, nothing),
  registerVerifyByMail: call(
    '/vrmcsys/account/registerVerifyByMail',
    'none',
    account.registerVerifyByMailRequest,
    nothing,
  ),
  pwdResetByMail: call(
    '/vrmcsys/account/pwdResetByMail',
    'none',
    account.pwdResetByMailRequest,
    nothing,
  ),
  pwdResetVerifyByMail: call(
    '/vrmcsys/account/pwdResetVerifyByMail',
    'none',
    account.pwdResetVerifyByMailRequest,
    nothing,
  ),
  validateUser: call(
    '/vrmcsys/account/validateUser',
    'none',
    account.validateUserRequest,
    account.statusAnswer,
  ),
  modifyPwd: call('/vrmcsys/account/modifyPwd', 'none', account.modifyPwdRequest, nothing),
  reqDvlperCheck: call(
    '/vrmcsys/account/reqDvlperCheck',
    'account',
    account.emptyRequest,
    account.statusAnswer,
  ),
  applyDvlper: call(
    '/vrmcsys/account/applyDvlper',
    'account',
    account.applyDvlperRequest,
    account.statusAnswer,
  ),
  getAccountInfo: call(
    '/vrmcsys/account/getAccountInfo',
    'account',
    account.emptyRequest,
    account.accountInfoAnswer,
  ),
  logout: call('/vrmcsys/account/logout', 'account', account.emptyRequest, nothing),
  getDvlperApplications: call(
    '/vrmcsys/admin/getDvlperApplications',
    'super',
    account.getDvlperApplicationsRequest,
    account.getDvlperApplicationsAnswer,
  ),
  reviewDvlper: call(
    '/vrmcsys/admin/reviewDvlper',
    'super',
    account.reviewDvlperRequest,
    account.statusAnswer,
  ),
} as const;

export type CallRequest<C extends CallSpec> = z.input<C['request']>;
export type CallAnswer<C extends CallSpec> = z.output<C['answer']>;
