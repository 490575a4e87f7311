import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope, Lang } from '@vrportal/contract';
import { ErrorCode, LANG_HEADER, errorText } from '@vrportal/contract';
import { AppError } from '../lib/app-error.js';

/** The caller's language: the lang header ('zh'/'en'), else Accept-Language, else Chinese. */
export function requestLang(request: FastifyRequest): Lang {
  const header = request.headers[LANG_HEADER];
  const explicit = Array.isArray(header) ? header[0] : header;
  if (explicit) return explicit.toLowerCase().startsWith('en') ? 'en' : 'zh';
  const accept = request.headers['accept-language'] ?? '';
  return accept.toLowerCase().startsWith('en') ? 'en' : 'zh';
}

export function ok<T>(data: T): Envelope<T> {
  return { errCode: ErrorCode.ok, errMsg: '', data };
}

export function fail(request: FastifyRequest, error: AppError): Envelope<unknown> {
  const lang = requestLang(request);
  return {
    errCode: error.code,
    errMsg: error.detail ? error.detail[lang] : errorText(error.code, lang),
    data: error.data ?? null,
  };
}

/** Framework errors that come from the request itself, with their HTTP status and errCode. */
const requestErrors: Record<string, [number, number]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, ErrorCode.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, ErrorCode.invalidRequest],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, ErrorCode.invalidRequest],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, ErrorCode.invalidRequest],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, ErrorCode.invalidRequest],
  FST_ERR_BAD_URL: [400, ErrorCode.invalidRequest],
};

/**
 * One answer shape for every failure. Rule failures answer HTTP 200 with their errCode, as the
 * portal reads errCode; malformed requests answer 4xx; nothing internal leaks to the caller.
 */
export function registerEnvelope(app: FastifyInstance) {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return reply.status(200).send(fail(request, error));
    const err = error as { code?: string; statusCode?: number };
    const known = err.code ? requestErrors[err.code] : undefined;
    if (known) {
      return reply.status(known[0]).send(fail(request, new AppError(known[1] as 10400)));
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      return reply
        .status(err.statusCode)
        .send(fail(request, new AppError(ErrorCode.invalidRequest)));
    }
    request.log.error({ err: error }, 'unhandled error');
    // the id finds the logged cause; nothing else of it leaves the server
    const internal = new AppError(ErrorCode.internal, { requestId: request.id });
    return reply.status(500).send(fail(request, internal));
  });
}
