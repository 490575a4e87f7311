import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CallSpec, Lang } from '@vrportal/contract';
import {
  APP_ID_HEADER,
  APP_SECRET_HEADER,
  DeveloperStatus,
  ErrorCode,
  STORE_KEY_HEADER,
  TOKEN_HEADER,
} from '@vrportal/contract';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../lib/app-error.js';
import type { SessionAccount } from '../modules/account/account.service.js';
import { ok, requestLang } from './envelope.js';

export interface CallContext<Req> {
  body: Req;
  lang: Lang;
  /** the signed-in caller; set for every call whose auth is a kind of account */
  session: SessionAccount | null;
  /** the app whose App ID and App Secret headers a call of auth 'app' showed */
  app: CallerApp | null;
  request: FastifyRequest;
}

export type Authenticate = (token: string | undefined) => Promise<SessionAccount | null>;

/** A game's server, known by its App ID and App Secret. */
export interface CallerApp {
  id: string;
  ownerId: string;
}
/** The apps service's check of an App Secret (wrong: 10029; past the attempt limit: 10429). */
export type AppBySecret = (appId: string, appSecret: string, address: string) => Promise<CallerApp>;

/** An answer's data already turned into UTF-8 JSON, for answers served from a cache. */
export class SerializedData {
  constructor(readonly json: Buffer) {}
}

const OK_PREFIX = Buffer.from('{"errCode":0,"errMsg":"","data":');
const OK_SUFFIX = Buffer.from('}');

type Handler<C extends CallSpec> = (
  ctx: CallContext<z.output<C['request']>>,
) => Promise<z.input<C['answer']> | SerializedData>;

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

export type AuthLevel = CallSpec['auth'];

/** The same length and bytes, compared in constant time. */
function sameSecret(given: string | undefined, expected: string): boolean {
  const a = createHash('sha256')
    .update(given ?? '')
    .digest();
  const b = createHash('sha256').update(expected).digest();
  return given !== undefined && timingSafeEqual(a, b);
}

function headerOf(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  return (Array.isArray(raw) ? raw[0] : raw) || undefined;
}

/**
 * Checks the caller of a request against an auth level. `guard` answers the session (null for
 * 'none', for the store's backend, which shows the store key, and for a game's server, which
 * shows its App ID and App Secret); `guard.identify` also answers the app of an 'app' call.
 */
export function makeGuard(
  authenticate: Authenticate,
  storeKey?: string,
  appBySecret?: AppBySecret,
) {
  async function identify(
    request: FastifyRequest,
    level: AuthLevel,
  ): Promise<{ session: SessionAccount | null; app: CallerApp | null }> {
    if (level === 'none') return { session: null, app: null };
    if (level === 'store') {
      const key = headerOf(request, STORE_KEY_HEADER);
      if (!storeKey || !sameSecret(key, storeKey)) throw new AppError(ErrorCode.storeKeyRefused);
      return { session: null, app: null };
    }
    if (level === 'app') {
      const appId = headerOf(request, APP_ID_HEADER);
      const appSecret = headerOf(request, APP_SECRET_HEADER);
      // without both headers there is nothing to check, nor any try to count
      if (!appBySecret || !appId || !appSecret) throw new AppError(ErrorCode.wrongAppSecret);
      return { session: null, app: await appBySecret(appId, appSecret, request.ip) };
    }
    const session = await authenticate(tokenOf(request));
    if (!session) throw new AppError(ErrorCode.loginExpired);
    if (level === 'super' && !session.admin) throw new AppError(ErrorCode.notSuper);
    // a super account may use every developer call (it sees all apps)
    if (level === 'developer' && !session.admin && session.devStatus !== DeveloperStatus.approved) {
      throw new AppError(ErrorCode.notDeveloper);
    }
    return { session, app: null };
  }
  async function guard(request: FastifyRequest, level: AuthLevel): Promise<SessionAccount | null> {
    return (await identify(request, level)).session;
  }
  return Object.assign(guard, { identify });
}

export type Guard = ReturnType<typeof makeGuard>;

/**
 * Registers one call of the contract: POST at its exact path, the body checked by its schema,
 * the caller checked by its auth level, the handler's answer wrapped in the envelope.
 */
export function makeCallRegistrar(app: FastifyInstance, guard: Guard) {
  return function registerCall<C extends CallSpec>(
    spec: C,
    handler: Handler<C>,
    /** a larger body than the 64 KiB of a form, for batches */
    options: { bodyLimit?: number } = {},
  ) {
    app.post(spec.path, options, async (request, reply) => {
      // the multipart parser serves the upload routes: a JSON call's form would read as {}
      if (request.isMultipart()) {
        throw new AppError(ErrorCode.invalidRequest, null, undefined, 415);
      }
      const { session, app: callerApp } = await guard.identify(request, spec.auth);
      // no body at all is an empty request; a JSON null is a body of the wrong type
      const parsed = spec.request.safeParse(request.body === undefined ? {} : request.body);
      if (!parsed.success) throw invalid(parsed.error);
      const data = await handler({
        body: parsed.data as z.output<C['request']>,
        lang: requestLang(request),
        session,
        app: callerApp,
        request,
      });
      if (data instanceof SerializedData) {
        return reply
          .type('application/json; charset=utf-8')
          .send(Buffer.concat([OK_PREFIX, data.json, OK_SUFFIX]));
      }
      return ok(data ?? null);
    });
  };
}

export type RegisterCall = ReturnType<typeof makeCallRegistrar>;
