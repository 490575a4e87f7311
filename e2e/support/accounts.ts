import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import type { z } from 'zod';
import { DeveloperStatus, transportPassword, type CallSpec } from '@vrportal/contract';
import { lastMailLink } from './outbox.js';
import { loginUrl, signInLabels } from './portal.js';
import type { StartedServer } from './server.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export interface Envelope<T = unknown> {
  errCode: number;
  errMsg: string;
  data: T;
}

/**
 * One JSON call of the API, answering its envelope. Given the call of the contract, the body is
 * typed by its request schema and a successful answer's data is checked against its answer
 * schema; a bare path is for what the schemas refuse.
 */
export async function apiCall<C extends CallSpec>(
  base: string,
  spec: C,
  body: z.input<C['request']>,
  token?: string,
): Promise<Envelope<z.output<C['answer']>>>;
export async function apiCall<T = unknown>(
  base: string,
  callPath: string,
  body: unknown,
  token?: string,
): Promise<Envelope<T>>;
export async function apiCall(
  base: string,
  target: CallSpec | string,
  body: unknown,
  token?: string,
): Promise<Envelope> {
  return send(base, target, body, token);
}

async function send(
  base: string,
  target: CallSpec | string,
  body: unknown,
  token?: string,
): Promise<Envelope> {
  const callPath = typeof target === 'string' ? target : target.path;
  const res = await fetch(`${base}${callPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Envelope;
  if (typeof target !== 'string' && answer.errCode === 0) {
    const checked = target.answer.safeParse(answer.data);
    if (!checked.success) {
      throw new Error(
        `The answer of ${callPath} is not of its call's shape: ${checked.error.message}`,
      );
    }
  }
  return answer;
}

/** Like apiCall, failing the test unless the call succeeds; answers its data. */
export async function apiData<C extends CallSpec>(
  base: string,
  spec: C,
  body: z.input<C['request']>,
  token?: string,
): Promise<z.output<C['answer']>>;
export async function apiData<T = unknown>(
  base: string,
  callPath: string,
  body: unknown,
  token?: string,
): Promise<T>;
export async function apiData(
  base: string,
  target: CallSpec | string,
  body: unknown,
  token?: string,
): Promise<unknown> {
  const answer = await send(base, target, body, token);
  if (answer.errCode !== 0) {
    const callPath = typeof target === 'string' ? target : target.path;
    throw new Error(`${callPath} answered ${answer.errCode} ${answer.errMsg}`);
  }
  return answer.data;
}

/** Signs in through the API; answers the session token. */
export async function apiSignIn(base: string, email: string, password: string): Promise<string> {
  const data = await apiData<{ token: string }>(base, '/vrmcsys/account/loginDvlperByMail', {
    email,
    pwd: await transportPassword(password, md5),
  });
  return data.token;
}

/**
 * A fresh developer the way a visitor becomes one: registration by e-mail, the mailed
 * confirmation code, sign-in and the developer application (approved at once by a server on its
 * embedded database). Answers the session token.
 */
export async function registerDeveloper(
  server: StartedServer,
  email: string,
  password: string,
  name: string,
): Promise<string> {
  const pwd = await transportPassword(password, md5);
  await apiData(server.url, '/vrmcsys/account/registerMail', { email, pwd });
  const link = await lastMailLink(server.dataDir, email);
  await apiData(server.url, '/vrmcsys/account/registerVerifyByMail', {
    email,
    code: link.searchParams.get('code'),
  });
  const token = await apiSignIn(server.url, email, password);
  const applied = await apiData<{ status: number }>(
    server.url,
    '/vrmcsys/account/applyDvlper',
    { name, contact: email },
    token,
  );
  if (applied.status !== DeveloperStatus.approved)
    throw new Error(`developer ${email} is not approved: ${applied.status}`);
  return token;
}

/** A super account made with the admin command line, on the started server's database. */
export async function createSuperAccount(server: StartedServer, email: string, password: string) {
  await promisify(execFile)(
    process.execPath,
    [
      'apps/server/dist/admin.js',
      'create-account',
      '--email',
      email,
      '--password',
      password,
      '--super',
    ],
    { cwd: repoRoot, env: { ...process.env, DATABASE_URL: '', DATA_DIR: server.dataDir } },
  );
}

/** Signs in through the English login form and waits for the app list. */
export async function signInByMail(page: Page, base: string, email: string, password: string) {
  const labels = signInLabels('en');
  await page.goto(loginUrl(base, 'en'));
  await page.getByLabel(labels.account, { exact: true }).fill(email);
  await page.getByLabel(labels.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: labels.submit, exact: true }).click();
  await page.waitForURL(/\/manage\/all_apps$/);
}
