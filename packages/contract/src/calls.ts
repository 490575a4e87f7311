import type { z } from 'zod';
import * as account from './account.js';
import * as passkeys from './passkeys.js';
import type { CallSpec } from './call.js';
import { anyone, signedIn, superAccount } from './access.js';
import { call, confirmed, nothing } from './call.js';
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
  /** registration options for a new passkey of the caller */
  passkeyBegin: call(
    accountPaths.passkeyBegin,
    signedIn,
    account.emptyRequest,
    passkeys.passkeyCreationOptions,
  ),
  /** checks the browser's new credential and keeps it: a second step from now on */
  passkeyFinish: confirmed(
    call(
      accountPaths.passkeyFinish,
      signedIn,
      passkeys.passkeyFinishRequest,
      passkeys.passkeyListAnswer,
    ),
  ),
  passkeys: call(accountPaths.passkeys, signedIn, account.emptyRequest, passkeys.passkeyListAnswer),
  passkeyRemove: confirmed(
    call(
      accountPaths.passkeyRemove,
      signedIn,
      passkeys.passkeyRemoveRequest,
      passkeys.passkeyListAnswer,
    ),
  ),
  /** authentication options for a sign-in (10064) or a confirmation (10070) waiting for a second step */
  passkeyOptions: call(
    accountPaths.passkeyOptions,
    anyone,
    passkeys.passkeyOptionsRequest,
    passkeys.passkeyRequestOptions,
  ),
  /** the second step of a sign-in by a passkey: answers what the sign-in call answers */
  passkeyVerify: call(
    accountPaths.passkeyVerify,
    anyone,
    passkeys.passkeyVerifyRequest,
    account.loginAnswer,
  ),
  /** the second step again by a passkey, before a sensitive change that answered 10070 */
  passkeyConfirm: call(
    accountPaths.passkeyConfirm,
    signedIn,
    passkeys.passkeyVerifyRequest,
    account.twoStepConfirmAnswer,
  ),
  /** a sign-in by a passkey alone: options for any passkey of the portal, and their challenge */
  passkeyLoginBegin: call(
    accountPaths.passkeyLoginBegin,
    anyone,
    account.emptyRequest,
    passkeys.passkeyLoginBeginAnswer,
  ),
  /** a passkey is both steps: answers what loginDvlperByMail answers */
  passkeyLogin: call(
    accountPaths.passkeyLogin,
    anyone,
    passkeys.passkeyLoginRequest,
    account.loginAnswer,
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
