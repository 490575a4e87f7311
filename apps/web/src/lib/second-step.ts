import { ErrorCode, limits } from '@vrportal/contract';
import { isApiError, type ApiError } from './api-client';

/**
 * The codes of two-step sign-in, as the contract's secondStepCodeSchema takes them (checked here
 * without zod, which stays out of the browser): the 6 digits of the authenticator app, or a
 * recovery code of 10 letters and digits, its halves joined by a dash or not.
 */
export type SecondStepCodeKind = 'totp' | 'recovery';

/** What was typed, without the spaces apps and printouts put between groups of characters. */
export function cleanCode(typed: string): string {
  return typed.replace(/\s+/g, '');
}

export function isTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code);
}

export function isRecoveryCode(code: string): boolean {
  return /^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(code);
}

/** Why a typed code cannot be sent as one of the kinds a field takes, or null when it can. */
export function codeProblem(
  typed: string,
  kinds: readonly SecondStepCodeKind[],
): 'empty' | 'format' | null {
  const code = cleanCode(typed);
  if (!code) return 'empty';
  const fits = kinds.some((kind) => (kind === 'totp' ? isTotpCode(code) : isRecoveryCode(code)));
  return fits ? null : 'format';
}

/** Seconds a second step stays paused when an answer does not say. */
const LOCK_SECONDS = limits.lockMinutes * 60;

const seconds = (value: unknown) => (typeof value === 'number' ? value : LOCK_SECONDS);

/**
 * Where a sign-in's second step starts, from the sign-in's answer: the challenge to answer
 * (10064), or the wait while wrong codes paused the second step (10065).
 */
export type SecondStepStart = { challenge: string } | { lockedSeconds: number };

export function secondStepStart(answer: ApiError): SecondStepStart {
  const data = (answer.data ?? {}) as { challenge?: unknown; lockedSeconds?: unknown };
  if (answer.errCode === ErrorCode.secondStepLocked) {
    return { lockedSeconds: seconds(data.lockedSeconds) };
  }
  return { challenge: typeof data.challenge === 'string' ? data.challenge : '' };
}

/** Whole minutes of a wait, never less than one while there is one. */
export function lockedMinutes(seconds: number): number {
  return Math.max(1, Math.ceil(seconds / 60));
}

/** What a refused two-step call means for the screen. */
export type SecondStepFailure =
  /** 10066: a wrong code; the sign-in's second step counts tries left, enrolment does not */
  | { kind: 'wrong'; remain: number | null }
  /** 10065: too many wrong codes, locked for a while */
  | { kind: 'locked'; seconds: number }
  /** 10067: the sign-in waiting for its second step is gone: sign in again */
  | { kind: 'expired' }
  /** 10068: two-step sign-in was turned on or off meanwhile */
  | { kind: 'changed'; text: string }
  /** anything else: its text, or null for the screen's own "did not work" */
  | { kind: 'other'; text: string | null }
  /** the general handling told the user already (network failure, expired session) */
  | { kind: 'handled' };

export function secondStepFailure(error: unknown): SecondStepFailure {
  if (!isApiError(error)) return { kind: 'other', text: null };
  const data = (error.data ?? {}) as { remainCount?: unknown; lockedSeconds?: unknown };
  switch (error.errCode) {
    case ErrorCode.wrongSecondStep:
      return {
        kind: 'wrong',
        remain: typeof data.remainCount === 'number' ? data.remainCount : null,
      };
    case ErrorCode.secondStepLocked:
      return { kind: 'locked', seconds: seconds(data.lockedSeconds) };
    case ErrorCode.secondStepExpired:
      return { kind: 'expired' };
    case ErrorCode.twoStepState:
      return { kind: 'changed', text: error.message };
    default:
      return error.handled ? { kind: 'handled' } : { kind: 'other', text: error.message };
  }
}

/** The ways a 10064 or 10070 answer says its second step may be passed (totp, recovery, passkey). */
export function secondStepMethods(answer: ApiError): string[] {
  const data = (answer.data ?? {}) as { methods?: unknown };
  return Array.isArray(data.methods)
    ? data.methods.filter((m): m is string => typeof m === 'string')
    : [];
}
