import { useSyncExternalStore } from 'react';
import { accountApi } from '@/lib/api-calls';
import { callApi } from './api-client';
import { BASE_PATH } from './navigation';
import {
  clearAllExceptLang,
  readStored,
  removeStored,
  StorageKey,
  subscribeStorage,
  writeStored,
} from './storage';

/** The signed-in session: token, account and super flag, all kept in localStorage. */
export interface Session {
  token: string | null;
  account: string | null;
  isSuper: boolean;
}

let cached: Session = { token: null, account: null, isSuper: false };

function readSession(): Session {
  const token = readStored(StorageKey.token);
  const account = readStored(StorageKey.account);
  const isSuper = readStored(StorageKey.isSuper) === '1';
  if (token !== cached.token || account !== cached.account || isSuper !== cached.isSuper) {
    cached = { token, account, isSuper };
  }
  return cached;
}

export function getSession(): Session {
  return readSession();
}

export function isSignedIn(): boolean {
  return Boolean(readStored(StorageKey.token));
}

/** The session, re-rendering when it changes (also from another tab). */
export function useSession(): Session {
  return useSyncExternalStore(subscribeStorage, readSession, readSession);
}

/**
 * Forgets what this tab kept of the account signed in before (its answers in the query cache,
 * the app it chose), so nothing of it shows to the one signing in or after a sign-out.
 */
const forgetters = new Set<() => void>();

/**
 * Asks to be told when another account signs in or the account signs out in this tab, to forget
 * what was kept of it. The query cache registers here rather than being imported: the sign-in
 * page then loads no query code of its own.
 */
export function onAccountChange(forget: () => void): void {
  forgetters.add(forget);
}

function forgetPreviousAccount(): void {
  for (const forget of forgetters) forget();
  // the chosen app (lib/app-selection), removed by its key: the sign-in page loads no more
  removeStored(StorageKey.currentApp, 'session');
}

export function startSession(session: { token: string; account: string; isSuper: boolean }): void {
  forgetPreviousAccount();
  writeStored(StorageKey.token, session.token);
  writeStored(StorageKey.account, session.account);
  writeStored(StorageKey.isSuper, session.isSuper ? '1' : '0');
}

/** Forgets the session in this browser without leaving the page. */
export function clearSession(): void {
  forgetPreviousAccount();
  removeStored(StorageKey.token);
  removeStored(StorageKey.account);
  removeStored(StorageKey.isSuper);
}

/**
 * Takes token, account and isSuper given as URL parameters into storage and removes them from
 * the address bar. In the token, spaces (a '+' decoded by the query string) become plus signs.
 */
export function captureSessionFromUrl(): void {
  const url = new URL(window.location.href);
  const params = url.searchParams;
  if (!params.has('token') && !params.has('account') && !params.has('isSuper')) return;
  const token = params.get('token');
  // a session handed over in the address may be another account's
  if (token && token.replace(/ /g, '+') !== readStored(StorageKey.token)) forgetPreviousAccount();
  if (token) writeStored(StorageKey.token, token.replace(/ /g, '+'));
  const account = params.get('account');
  if (account) writeStored(StorageKey.account, account);
  if (params.has('isSuper')) {
    writeStored(StorageKey.isSuper, params.get('isSuper') === '1' ? '1' : '0');
  }
  params.delete('token');
  params.delete('account');
  params.delete('isSuper');
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/**
 * Signs out: tells the server (its failure does not matter), clears all local and session
 * storage except the language flag, then reloads to the login screen.
 */
export async function logout(): Promise<void> {
  if (isSignedIn()) {
    await callApi(accountApi.logout, {}, { silent: true }).catch(() => undefined);
  }
  forgetPreviousAccount();
  clearAllExceptLang();
  window.location.replace(`${BASE_PATH}/login`);
}

/** Ends the session without leaving the page (e.g. an account still under review). */
export async function endSessionQuietly(): Promise<void> {
  if (isSignedIn()) {
    await callApi(accountApi.logout, {}, { silent: true }).catch(() => undefined);
  }
  clearSession();
}
