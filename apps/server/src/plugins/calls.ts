import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { CallSpec, Lang } from '@vrportal/contract';
import { DeveloperStatus, ErrorCode, STORE_KEY_HEADER, TOKEN_HEADER } from '@vrportal/contract';
import { createHash, timingSafeEqual } from 'node:crypto';
import { AppError } from '../lib/app-error.js';
import type { SessionAccount } from '../modules/account/account.service.js';
import { ok, requestLang } from './envelope.js';

export interface CallContext<Req> {
  body: Req;
  lang: Lang;
  /** the signed-in caller; set for every call whose auth is not 'none' */
  session: SessionAccount | null;
  request: FastifyRequest;
}

export type Authenticate = (token: string | undefined) => Promise<SessionAccount | null>;

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

/**
 * Checks the caller of a request against an auth level; answers the session (null for 'none'
 * and for the store's backend, which shows the store key).
 */
export function makeGuard(authenticate: Authenticate, storeKey?: string) {
  return async function guard(
    request: FastifyRequest,
    level: AuthLevel,
  ): Promise<SessionAccount | null> {
    if (level === 'none') return null;
    if (level === 'store') {
      const given = request.headers[STORE_KEY_HEADER];
      const key = Array.isArray(given) ? given[0] : given;
      if (!storeKey || !sameSecret(key, storeKey)) throw new AppError(ErrorCode.storeKeyRefused);
      return null;
    }
    const session = await authenticate(tokenOf(request));
    if (!session) throw new AppError(ErrorCode.loginExpired);
    if (level === 'super' && !session.admin) throw new AppError(ErrorCode.notSuper);
    // a super account may use every developer call (it sees all apps)
    if (level === 'developer' && !session.admin && session.devStatus !== DeveloperStatus.approved) {
      throw new AppError(ErrorCode.notDeveloper);
    }
    return session;
  };
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
      const session = await guard(request, spec.auth);
      // no body at all is an empty request; a JSON null is a body of the wrong type
      const parsed = spec.request.safeParse(request.body === undefined ? {} : request.body);
      if (!parsed.success) throw invalid(parsed.error);
      const data = await handler({
        body: parsed.data as z.output<C['request']>,
        lang: requestLang(request),
        session,
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
