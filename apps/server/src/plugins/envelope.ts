import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Envelope, ErrorCodeValue, Lang } from '@vrportal/contract';
import { ErrorCode, LANG_HEADER, errorText } from '@vrportal/contract';
import { AppError, localizedError } from '../lib/app-error.js';

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
const requestErrors: Record<string, [number, ErrorCodeValue]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, ErrorCode.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, ErrorCode.invalidRequest],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, ErrorCode.invalidRequest],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, ErrorCode.invalidRequest],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, ErrorCode.invalidRequest],
  FST_ERR_BAD_URL: [400, ErrorCode.invalidRequest],
  // limits of the multipart parser
  FST_PARTS_LIMIT: [413, ErrorCode.bodyTooLarge],
  FST_FILES_LIMIT: [413, ErrorCode.bodyTooLarge],
  FST_FIELDS_LIMIT: [413, ErrorCode.bodyTooLarge],
  FST_REQ_FILE_TOO_LARGE: [413, ErrorCode.bodyTooLarge],
};

/**
 * The database stayed locked past its wait (SQLite), or a transaction met a conflicting one
 * (PostgreSQL): the transaction was rolled back, so nothing was stored and the call may be made
 * again.
 */
const DATABASE_BUSY = new Set([
  'SQLITE_BUSY',
  'SQLITE_BUSY_SNAPSHOT',
  'SQLITE_LOCKED',
  '40001',
  '40P01',
]);

/** The request each connection is answering, for failures of the connection itself. */
const answering = new WeakMap<Socket, { lang: Lang; reply: FastifyReply }>();

/**
 * Failures of the connection itself, which no route sees: a body that ends before its
 * Content-Length, a request line or headers that are not HTTP. The envelope as well (HTTP 400,
 * or 431 / 408 for headers too large / too slow), in the language of the request under way.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  // nobody is left to answer on a reset connection
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const current = answering.get(socket);
  if (socket.writable && !current?.reply.raw.headersSent) {
    const [status, code] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, ErrorCode.bodyTooLarge]
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, ErrorCode.invalidRequest]
          : [400, ErrorCode.invalidRequest];
    const body = JSON.stringify({
      errCode: code,
      errMsg: errorText(code, current?.lang ?? 'zh'),
      data: null,
    });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
    // end, not destroy: the answer reaches the client before the close (a destroy right after
    // the write resets the connection on Node 24, and a client may lose the answer); a client
    // that never reads is cut off a second later
    socket.end();
    setTimeout(() => socket.destroy(), 1000).unref();
    return;
  }
  socket.destroy(error);
}

/**
 * One answer shape for every failure. Rule failures answer HTTP 200 with their errCode, as the
 * portal reads errCode; malformed requests answer 4xx; nothing internal leaks to the caller.
 */
export function registerEnvelope(app: FastifyInstance) {
  // callback hooks: every request runs them, and an async hook costs a promise each
  app.addHook('onRequest', (request, reply, done) => {
    answering.set(request.raw.socket, { lang: requestLang(request), reply });
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    answering.delete(request.raw.socket);
    done();
  });
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) return reply.status(error.status).send(fail(request, error));
    const err = error as { code?: string; statusCode?: number };
    const known = err.code ? requestErrors[err.code] : undefined;
    if (known) {
      return reply.status(known[0]).send(fail(request, new AppError(known[1])));
    }
    if (err.code && DATABASE_BUSY.has(err.code)) {
      request.log.warn({ err: error }, 'database busy');
      const busy = localizedError(ErrorCode.tooManyRequests, 'service.busy', {}, { retryAfter: 1 });
      return reply.status(503).header('retry-after', '1').send(fail(request, busy));
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
