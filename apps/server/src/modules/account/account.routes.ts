import { accountCalls as calls } from '@vrportal/contract';
import type { FastifyRequest } from 'fastify';
import type { RegisterCall } from '../../plugins/calls.js';
import type { AccountService } from './account.service.js';

const agentOf = (request: FastifyRequest) => request.headers['user-agent'] ?? '';

/** The account calls of the contract, each handed to the service. */
export function accountRoutes(registerCall: RegisterCall, accounts: AccountService) {
  registerCall(calls.loginDvlper, ({ body, lang, request }) =>
    'code' in body
      ? accounts.loginWithSmsCode(body.mobile, body.code, request.ip, lang, agentOf(request))
      : accounts.loginWithPassword(
          { mobile: body.mobile },
          body.pwd,
          request.ip,
          lang,
          agentOf(request),
        ),
  );
  registerCall(calls.loginDvlperByMail, ({ body, lang, request }) =>
    accounts.loginWithPassword({ email: body.email }, body.pwd, request.ip, lang, agentOf(request)),
  );
  registerCall(calls.twoStepVerify, ({ body }) =>
    accounts.verifySecondStep(body.challenge, { code: body.code }),
  );
  registerCall(calls.passkeyVerify, ({ body }) =>
    accounts.verifySecondStep(body.challenge, { passkey: body.response }),
  );
  registerCall(calls.passkeyOptions, ({ body }) => accounts.passkeyOptions(body.challenge));
  registerCall(calls.passkeyConfirm, ({ session, body }) =>
    accounts.confirmSecondStep(session, body.challenge, { passkey: body.response }),
  );
  registerCall(calls.passkeyBegin, ({ session, lang }) => accounts.passkeyBegin(session.id, lang));
  registerCall(calls.passkeyFinish, ({ session, body, lang, request }) =>
    accounts.passkeyFinish(session, body.response, {
      name: body.name,
      lang,
      agent: agentOf(request),
      address: request.ip,
    }),
  );
  registerCall(calls.passkeys, ({ session }) => accounts.passkeyList(session.id));
  registerCall(calls.passkeyRemove, ({ session, body, request }) =>
    accounts.passkeyRemove(session, body.id, request.ip),
  );
  registerCall(calls.passkeyLoginBegin, ({ request }) => accounts.passkeyLoginBegin(request.ip));
  registerCall(calls.passkeyLogin, ({ body, lang, request }) =>
    accounts.loginWithPasskey(body.challengeId, body.response, request.ip, lang, agentOf(request)),
  );
  registerCall(calls.twoStepStatus, ({ session }) => accounts.twoStepStatus(session.id));
  registerCall(calls.totpBegin, ({ session, lang }) => accounts.totpBegin(session.id, lang));
  registerCall(calls.totpConfirm, ({ session, body }) => accounts.totpConfirm(session, body.code));
  registerCall(calls.mailPrefs, ({ session }) => accounts.mailPrefs(session.id));
  registerCall(calls.setMailPref, ({ session, body }) =>
    accounts.setMailPref(session.id, body.kind, body.on),
  );
  registerCall(calls.twoStepConfirm, ({ session, body }) =>
    accounts.confirmSecondStep(session, body.challenge, { code: body.code }),
  );
  registerCall(calls.totpDisable, ({ session, body }) =>
    accounts.totpDisable(session.id, body.code),
  );
  registerCall(calls.listSessions, ({ session }) => accounts.listSessions(session));
  registerCall(calls.revokeSessions, ({ session, body }) => accounts.revokeSessions(session, body));
  registerCall(calls.reqSmscode, ({ body, lang, request }) =>
    accounts.requestSmsCode(body.mobile, lang, request.ip, body.forRegistration === true),
  );
  registerCall(calls.validateSmscode, ({ body }) =>
    accounts.validateSmsCode(body.mobile, body.code),
  );
  registerCall(calls.registerSd, async ({ body }) => {
    await accounts.registerByPhone(body.mobile, body.pwd, body.code);
    return null;
  });
  registerCall(calls.registerMail, async ({ body, lang, request }) => {
    await accounts.registerByMail(body.email, body.pwd, lang, request.ip);
    return null;
  });
  registerCall(calls.registerVerifyByMail, async ({ body }) => {
    await accounts.confirmMail(body.email, body.code);
    return null;
  });
  registerCall(calls.pwdResetByMail, async ({ body, lang, request }) => {
    await accounts.requestPasswordResetMail(body.email, lang, request.ip);
    return null;
  });
  registerCall(calls.pwdResetVerifyByMail, async ({ body }) => {
    await accounts.resetPasswordByMail(body.email, body.code, body.pwd);
    return null;
  });
  registerCall(calls.modifyPwd, async ({ body }) => {
    await accounts.modifyPasswordBySms(body.mobile, body.code, body.pwd);
    return null;
  });
  registerCall(calls.validateUser, ({ body, request }) => accounts.accountExists(body, request.ip));
  registerCall(calls.reqDvlperCheck, ({ session }) => accounts.developerStatus(session.id));
  registerCall(calls.applyDvlper, ({ session, body }) =>
    accounts.applyAsDeveloper(session.id, body),
  );
  registerCall(calls.getAccountInfo, ({ session }) => accounts.accountInfo(session.id));
  registerCall(calls.logout, async ({ session }) => {
    await accounts.logout(session);
    return null;
  });
  registerCall(calls.getDvlperApplications, ({ body }) =>
    accounts.listDeveloperApplications(body.page, body.status),
  );
  registerCall(calls.reviewDvlper, ({ session, body }) =>
    accounts.reviewDeveloper(session.id, body.accountId, body.approve),
  );
}
