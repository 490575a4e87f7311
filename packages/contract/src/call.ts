import { z } from 'zod';
import type { Access, ApiScope, AuthLevel, Permission } from './access.js';
import { changingPermissions, scopePermission } from './access.js';

interface RouteBase<A extends AuthLevel> {
  path: string;
  /** how the caller shows who it is (see AuthLevel) */
  auth: A;
  /** what the caller's role must allow */
  permission: Permission;
  /** one line for the API reference; a JSON call is named by its key instead */
  summary?: string;
  /**
   * false: no entry in the organisation's audit log although the permission is one that changes
   * things (`changingPermissions`): the call only reads (a list, a progress check) or is one
   * chunk of an upload whose merge is logged
   */
  audited?: false;
  /**
   * a sensitive change: a caller with two-step sign-in whose session passed no second step in
   * the last 10 minutes is asked for one first (10070)
   */
  confirm?: true;
}

/**
 * A JSON call: POST at its path with a JSON body checked by `request`, answered in the envelope
 * with data of the shape of `answer`. The server registers routes from these tables, and the web
 * client and tests type their calls with them.
 */
export interface CallSpec<
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  A extends AuthLevel = AuthLevel,
> extends RouteBase<A> {
  kind: 'json';
  request: Req;
  answer: Res;
}

/** A GET call: its query checked by `query`, answered in the envelope like a JSON call. */
export interface GetSpec<
  Q extends z.ZodType = z.ZodType,
  Res extends z.ZodType = z.ZodType,
  A extends AuthLevel = AuthLevel,
> extends RouteBase<A> {
  kind: 'get';
  query: Q;
  answer: Res;
}

/**
 * A multipart form: its text fields (checked by `fields`) come before its one file part, named
 * `file`, of at most `maxBytes`; answered in the envelope. A `stream` form hands the parts to its
 * handler as they come (a build's chunk), the others are read up to the file by the registrar.
 */
export interface FormSpec<
  F extends z.ZodObject = z.ZodObject,
  Res extends z.ZodType = z.ZodType,
  A extends AuthLevel = AuthLevel,
> extends RouteBase<A> {
  kind: 'form';
  fields: F;
  file: string;
  maxBytes: number;
  stream?: boolean;
  answer: Res;
}

/**
 * A call answered with a file or a page rather than the envelope (a refusal still answers the
 * envelope). GET takes `input` from the query, POST from a JSON body; `headers` are request
 * headers it reads; a path ending in `:name` serves a stored file of that name.
 */
export interface FileSpec<
  In extends z.ZodType = z.ZodType,
  A extends AuthLevel = AuthLevel,
> extends RouteBase<A> {
  kind: 'file';
  method: 'GET' | 'POST';
  input: In;
  headers?: readonly string[];
  /** the media type of the answer: a file's, text/html for a page */
  type: string;
  summary: string;
}

export type RouteSpec = CallSpec | GetSpec | FormSpec | FileSpec;

export function call<Req extends z.ZodType, Res extends z.ZodType, A extends AuthLevel>(
  path: string,
  access: Access<A>,
  request: Req,
  answer: Res,
): CallSpec<Req, Res, A> {
  return { kind: 'json', path, ...access, request, answer };
}

export function getCall<Q extends z.ZodType, Res extends z.ZodType, A extends AuthLevel>(
  path: string,
  access: Access<A>,
  query: Q,
  answer: Res,
  summary: string,
): GetSpec<Q, Res, A> {
  return { kind: 'get', path, ...access, query, answer, summary };
}

export function formCall<F extends z.ZodObject, Res extends z.ZodType, A extends AuthLevel>(
  path: string,
  access: Access<A>,
  form: { fields: F; file: string; maxBytes: number; stream?: boolean },
  answer: Res,
  summary: string,
): FormSpec<F, Res, A> {
  return { kind: 'form', path, ...access, ...form, answer, summary };
}

export const noInput = z.object({});

export function fileCall<In extends z.ZodType, A extends AuthLevel>(
  method: 'GET' | 'POST',
  path: string,
  access: Access<A>,
  answer: { type: string; input?: In; headers?: readonly string[] },
  summary: string,
): FileSpec<In, A> {
  return {
    kind: 'file',
    method,
    path,
    ...access,
    input: (answer.input ?? noInput) as In,
    headers: answer.headers,
    type: answer.type,
    summary,
  };
}

export const nothing = z.null();

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type JsonCallsOf<T extends Record<string, RouteSpec>> = {
  [N in keyof T as T[N] extends CallSpec ? N : never]: T[N];
};

/** The JSON calls of a table (the calls with a JSON body and an envelope answer). */
export function jsonCallsOf<T extends Record<string, RouteSpec>>(table: T): JsonCallsOf<T> {
  return Object.fromEntries(
    Object.entries(table).filter(([, spec]) => spec.kind === 'json'),
  ) as JsonCallsOf<T>;
}

/** The call without an audit entry (see `audited`). */
/** Marks a sensitive change: it asks for the second step again when the last is old. */
export function confirmed<S extends RouteSpec>(spec: S): S {
  return { ...spec, confirm: true };
}

export function unaudited<S extends RouteSpec>(spec: S): S {
  return { ...spec, audited: false };
}

/** The member permission a call stands for: its own, or for a call of an API key, its scope's. */
function memberPermissionOf(spec: RouteSpec): string | null {
  if (spec.auth === 'developer') return spec.permission;
  if (spec.auth === 'key' && spec.permission !== 'key:self') {
    return scopePermission[spec.permission.slice('key:'.length) as ApiScope];
  }
  return null;
}

/**
 * Whether a call leaves an entry in the organisation's audit log when a member (or an API key)
 * makes it: it changes what the organisation holds and is not marked `audited: false`.
 */
export function isAuditedCall(spec: RouteSpec): boolean {
  const permission = memberPermissionOf(spec);
  return (
    permission !== null &&
    (changingPermissions as readonly string[]).includes(permission) &&
    spec.audited !== false
  );
}
