import { accountCalls, teamCalls, type AssignableRole } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { lastMailTo, pwdOf } from '../harness.js';

/** Registers an account by e-mail through the portal's flow (no organisation) and signs it in. */
export async function registerAccount(t: TestApp, email: string): Promise<string> {
  const pwd = await pwdOf('Abcd1234!');
  await t.call(accountCalls.registerMail, { email, pwd });
  const code = (await lastMailTo(t.dataDir, email)).link.searchParams.get('code')!;
  await t.call(accountCalls.registerVerifyByMail, { email, code });
  const login = await t.call(accountCalls.loginDvlperByMail, { email, pwd });
  if (login.errCode !== 0) throw new Error(`sign-in of ${email}: ${login.errMsg}`);
  return login.data.token;
}

/** Signs an account made by `registerAccount` or `t.signIn` in again. */
export async function signInAgain(t: TestApp, email: string): Promise<string> {
  const login = await t.call(accountCalls.loginDvlperByMail, {
    email,
    pwd: await pwdOf('Abcd1234!'),
  });
  if (login.errCode !== 0) throw new Error(`sign-in of ${email}: ${login.errMsg}`);
  return login.data.token;
}

/** The code of the last invitation mailed to `email`. */
export async function inviteCodeFor(t: TestApp, email: string): Promise<string> {
  const mail = await lastMailTo(t.dataDir, email);
  const code = mail.link.searchParams.get('code');
  if (!mail.link.pathname.endsWith('/manage/invite') || !code) {
    throw new Error(`no invitation link in the mail to ${email}`);
  }
  return code;
}

/**
 * Invites `email` into the organisation of `ownerToken` with `role`, registers that address and
 * accepts: answers the new member's token, acting in that organisation.
 */
export async function addMember(
  t: TestApp,
  ownerToken: string,
  email: string,
  role: AssignableRole,
  appIds?: string[],
): Promise<string> {
  const invited = await t.call(
    teamCalls.invite,
    { email, role, ...(appIds ? { appIds } : {}) },
    { token: ownerToken },
  );
  if (invited.errCode !== 0) throw new Error(`invite ${email}: ${invited.errMsg}`);
  // read before registering: the confirmation mail comes after it
  const code = await inviteCodeFor(t, email);
  const token = await registerAccount(t, email);
  const accepted = await t.call(teamCalls.acceptInvite, { code }, { token });
  if (accepted.errCode !== 0) throw new Error(`accept by ${email}: ${accepted.errMsg}`);
  return token;
}
