import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type {
  AuthLevel,
  CallSpec,
  FileSpec,
  FormSpec,
  GetSpec,
  Lang,
  RouteSpec,
} from '@vrportal/contract';
import {
  APP_ID_HEADER,
  APP_SECRET_HEADER,
  ErrorCode,
  STORE_KEY_HEADER,
  TOKEN_HEADER,
  isAuditedCall,
  permissionsOf,
  roleAllows,
} from '@vrportal/contract';
import type { ApiScope } from '@vrportal/contract';
import { everyRoute } from '@vrportal/contract/openapi';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../lib/app-error.js';
import type { SessionAccount } from '../modules/account/account.service.js';
import type { KeyCaller } from './caller.js';
import { ok, requestLang } from './envelope.js';
import { readUploadForm, type UploadedFile } from './upload-form.js';

/** A game's server, known by its App ID and App Secret. */
export interface CallerApp {
  id: string;
  /** the organisation that holds the app */
  orgId: string;
  pkg: string;
}

/** Who the registrar found behind a call, by its auth level: no handler checks it again. */
export type CallerOf<A extends AuthLevel> = A extends 'account' | 'developer' | 'super'
  ? { session: SessionAccount }
  : A extends 'app'
    ? { app: CallerApp }
    : A extends 'key'
      ? { key: KeyCaller }
      : Record<never, never>;

/** What a handler adds to the audit entry of its call: the before and after of sensitive fields. */
export interface AuditNotes {
  changed(field: string, before: string | null, after: string | null): void;
}

interface BaseContext {
  lang: Lang;
  request: FastifyRequest;
  reply: FastifyReply;
  audit: AuditNotes;
}

/** A call of a member that changed what its organisation holds, for the audit log. */
export interface ChangeRecord {
  orgId: string;
  accountId: string;
  action: string;
  appId: string | null;
  target: string | null;
  address: string;
  changes: { field: string; before: string | null; after: string | null }[];
}

const callNames = new Map<RouteSpec, string>(everyRoute().map(({ name, spec }) => [spec, name]));

/** Whether a call leaves an entry in the audit log when a member (or a key) makes it. */
export const isAudited = isAuditedCall;

/**
 * What the audit log keeps of a call: its app (named by the input, or by the answer of a call that
 * made one) and one other thing the input names.
 */
function namedIn(input: unknown, answer: unknown): { appId: string | null; target: string | null } {
  const fields = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const answered = answer && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const text = (key: string, from = fields) => {
    const value = from[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  };
  const target = ['cId', 'accountId', 'inviteId', 'email', 'id', 'bId', 'identifier', 'track']
    .map((key) => text(key))
    .find((value) => value !== null);
  return { appId: text('appId') ?? text('appId', answered), target: target ?? null };
}

export type JsonContext<C extends CallSpec> = BaseContext &
  CallerOf<C['auth']> & { body: z.output<C['request']> };
export type GetContext<C extends GetSpec> = BaseContext &
  CallerOf<C['auth']> & { query: z.output<C['query']> };
/** `readForm` reads the fields up to the file part; a streaming form reads `request` itself. */
export type FormContext<C extends FormSpec> = BaseContext &
  CallerOf<C['auth']> & {
    readForm: () => Promise<{ fields: z.output<C['fields']>; file: UploadedFile }>;
  };
export type FileContext<C extends FileSpec> = BaseContext &
  CallerOf<C['auth']> & { input: z.output<C['input']>; params: { name?: string } };

/** An answer's data already turned into UTF-8 JSON, for answers served from a cache. */
export class SerializedData {
  constructor(readonly json: Buffer) {}
}

const OK_PREFIX = Buffer.from('{"errCode":0,"errMsg":"","data":');
const OK_SUFFIX = Buffer.from('}');

/** What a handler answers: the data of the envelope, or the reply it sent itself (a file). */
type Answer<Res extends z.ZodType> = Promise<z.input<Res> | SerializedData | FastifyReply>;

export type HandlerOf<C extends RouteSpec> = C extends CallSpec
  ? (ctx: JsonContext<C>) => Answer<C['answer']>
  : C extends GetSpec
    ? (ctx: GetContext<C>) => Answer<C['answer']>
    : C extends FormSpec
      ? (ctx: FormContext<C>) => Answer<C['answer']>
      : C extends FileSpec
        ? (ctx: FileContext<C>) => Promise<FastifyReply>
        : never;

export type Authenticate = (token: string | undefined) => Promise<SessionAccount | null>;
/** The API keys service's check of a bearer key: null when unknown, revoked or expired. */
export type AuthenticateKey = (key: string, address: string) => Promise<KeyCaller | null>;
/** The apps service's check of an App Secret (wrong: 10029; past the attempt limit: 10429). */
export type AppBySecret = (appId: string, appSecret: string, address: string) => Promise<CallerApp>;

export function tokenOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[TOKEN_HEADER];
  const token = Array.isArray(raw) ? raw[0] : raw;
  // a token copied through a URL may have had its plus signs turned into spaces
  return token?.trim().replace(/ /g, '+') || undefined;
}

/** Turns zod's issues into one readable line per field, in both languages. */
export function invalid(error: z.ZodError): AppError {
  const fields = error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
  return new AppError(ErrorCode.invalidRequest, null, {
    zh: `请求参数有误（${fields}）`,
    en: `The request is invalid (${fields})`,
  });
}

function parsed<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  // no body at all is an empty request; a JSON null is a body of the wrong type
  const result = schema.safeParse(value === undefined ? {} : value);
  if (!result.success) throw invalid(result.error);
  return result.data;
}

const digestOf = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether `given` is the secret whose digest is `expected`, compared in constant time (digests
 * have one length whatever was given).
 */
function sameSecret(given: string | undefined, expected: Buffer): boolean {
  return given !== undefined && timingSafeEqual(digestOf(given), expected);
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  return (Array.isArray(raw) ? raw[0] : raw) || undefined;
}

/** The key of `Authorization: Bearer <key>`. */
function bearerOf(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headerOf(request, 'authorization') ?? '');
  return match?.[1];
}

export interface GuardParts {
  authenticate: Authenticate;
  /** an upload token (App ID and App Secret exchanged by the CLI): builds:upload calls only */
  authenticateUploadToken?: Authenticate;
  storeKey?: string;
  appBySecret?: AppBySecret;
  authenticateKey?: AuthenticateKey;
  /** before a sensitive change (`confirm`): asks for the second step again when it is old */
  requireRecentSecondStep?: (session: SessionAccount) => Promise<void>;
}

/**
 * Checks the caller of a request against a route's auth level and permission, and answers who
 * it is: the session of an account, the app of a game's server, or nobody.
 */
export function makeGuard(parts: GuardParts) {
  // the store key's digest, made once: every store call compares with it
  const storeKeyDigest = parts.storeKey ? digestOf(parts.storeKey) : null;
  return async function identify(
    request: FastifyRequest,
    spec: Pick<RouteSpec, 'auth' | 'permission' | 'confirm'>,
  ): Promise<{ session: SessionAccount | null; app: CallerApp | null; key?: KeyCaller }> {
    const level = spec.auth;
    if (level === 'none') return { session: null, app: null };
    if (level === 'key') {
      const bearer = bearerOf(request);
      const key = bearer ? await parts.authenticateKey?.(bearer, request.ip) : null;
      if (!key) throw new AppError(ErrorCode.apiKeyRefused, null, undefined, 401);
      const scope = spec.permission.slice('key:'.length) as ApiScope | 'self';
      if (scope !== 'self' && !key.scopes.includes(scope)) {
        throw new AppError(ErrorCode.apiScopeRefused, { scope }, undefined, 403);
      }
      return { session: null, app: null, key };
    }
    if (level === 'store') {
      const key = headerOf(request, STORE_KEY_HEADER);
      if (!storeKeyDigest || !sameSecret(key, storeKeyDigest)) {
        throw new AppError(ErrorCode.storeKeyRefused);
      }
      return { session: null, app: null };
    }
    if (level === 'app') {
      const appId = headerOf(request, APP_ID_HEADER);
      const appSecret = headerOf(request, APP_SECRET_HEADER);
      // without both headers there is nothing to check, nor any try to count
      if (!parts.appBySecret || !appId || !appSecret) throw new AppError(ErrorCode.wrongAppSecret);
      return { session: null, app: await parts.appBySecret(appId, appSecret, request.ip) };
    }
    const token = tokenOf(request);
    // an upload token stands for an account on the upload calls of its one app, nowhere else
    const byUploadToken =
      spec.permission === 'builds:upload' && token
        ? await parts.authenticateUploadToken?.(token)
        : null;
    const session = byUploadToken ?? (await parts.authenticate(token));
    if (!session) throw new AppError(ErrorCode.loginExpired);
    if (level === 'super' && !session.admin) throw new AppError(ErrorCode.notSuper);
    if (level === 'developer' && !session.admin) {
      // an account enters as a developer by belonging to an organisation (its own, once its
      // developer application was approved, or one that invited it)
      if (!session.role) throw new AppError(ErrorCode.notDeveloper);
      // an organisation that requires a second step: its members enrol before they act in it
      if (session.mustEnrolTwoStep) throw new AppError(ErrorCode.twoStepRequired);
      // a super account may use every developer call (it sees all apps); a member only what
      // the role allows
      if (!roleAllows(session.role, spec.permission)) throw new AppError(ErrorCode.roleRefused);
    }
    if (spec.confirm) await parts.requireRecentSecondStep?.(session);
    return { session, app: null };
  };
}

export type Guard = ReturnType<typeof makeGuard>;

const methodOf = (spec: RouteSpec) =>
  spec.kind === 'get' ? 'GET' : spec.kind === 'file' ? spec.method : 'POST';

/**
 * The one way a route is registered: every route of the API is a call of the contract. The
 * registrar checks the caller against the call's auth level and permission, parses the body,
 * query or form with the call's schemas, and wraps the handler's answer in the envelope (a file
 * call sends its own reply).
 */
export function makeCallRegistrar(
  app: FastifyInstance,
  guard: Guard,
  /** writes the audit entry of a member's call that changed something (see `isAudited`) */
  onChange?: (record: ChangeRecord) => Promise<void>,
) {
  return function registerCall<C extends RouteSpec>(
    spec: C,
    handler: HandlerOf<C>,
    /** a larger body than the 64 KiB of a form, for batches */
    options: { bodyLimit?: number } = {},
  ) {
    if (!permissionsOf[spec.auth].includes(spec.permission)) {
      throw new Error(`${spec.path}: ${spec.auth} calls cannot need ${spec.permission}`);
    }
    const run = handler as (ctx: object) => Promise<unknown>;
    const audited = Boolean(onChange) && isAudited(spec);
    const action = callNames.get(spec) ?? spec.path;
    app.route({
      method: methodOf(spec),
      url: spec.path,
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      // the route list tells the contract's routes from any other (see route-list.ts)
      config: { call: spec.path },
      handler: async (request, reply) => {
        // the multipart parser serves the form routes: a JSON call's form would read as {}
        if (spec.kind !== 'form' && request.isMultipart()) {
          throw new AppError(ErrorCode.invalidRequest, null, undefined, 415);
        }
        const { session, app: callerApp, key } = await guard(request, spec);
        const changes: ChangeRecord['changes'] = [];
        const audit: AuditNotes = {
          changed: (field, before, after) => changes.push({ field, before, after }),
        };
        const ctx = {
          lang: requestLang(request),
          request,
          reply,
          session,
          app: callerApp,
          key,
          audit,
        };
        let data: unknown;
        let input: unknown;
        if (spec.kind === 'json') {
          input = parsed(spec.request, request.body);
          data = await run({ ...ctx, body: input });
        } else if (spec.kind === 'get') {
          input = parsed(spec.query, request.query);
          data = await run({ ...ctx, query: input });
        } else if (spec.kind === 'form') {
          const readForm = async () => {
            const form = await readUploadForm(request, spec);
            input = form.fields;
            return form;
          };
          data = await run({ ...ctx, readForm });
        } else {
          const input = parsed(spec.input, spec.method === 'GET' ? request.query : request.body);
          return run({ ...ctx, input, params: request.params as { name?: string } });
        }
        // a key's change is its maker's, and names the key
        const actor = key ?? session;
        if (key)
          changes.push({ field: 'apiKey', before: null, after: `${key.keyName} (${key.hint}…)` });
        if (audited && actor?.orgId) {
          const record = {
            orgId: actor.orgId,
            accountId: actor.id,
            action,
            ...namedIn(input, data),
            address: request.ip,
            changes,
          };
          // the change is made: a failed entry is reported, not turned into a failed call
          await onChange!(record).catch((err: unknown) =>
            request.log.error({ err, action }, 'audit entry not written'),
          );
        }
        if (data === reply) return reply;
        if (data instanceof SerializedData) {
          return reply
            .type('application/json; charset=utf-8')
            .send(Buffer.concat([OK_PREFIX, data.json, OK_SUFFIX]));
        }
        return ok(data ?? null);
      },
    });
  };
}

export type RegisterCall = ReturnType<typeof makeCallRegistrar>;
