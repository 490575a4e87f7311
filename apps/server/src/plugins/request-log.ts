import { randomFillSync } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createRequire } from 'node:module';
import type pinoPretty from 'pino-pretty';
import { notificationCalls } from '@vrportal/contract';

/**
 * Query parameters whose values are logged: the portal's own harmless ones (ids, pages, ranges,
 * languages, screen states). Every other value is blanked, whatever its name, so a secret sent
 * under a name nobody foresaw (`password=`, `code[]=`, `cardNo=`) never reaches the log.
 */
const LOGGED_QUERY_NAMES = new Set([
  'lang',
  'page',
  'psize',
  'pageSize',
  'size',
  'appId',
  'cId',
  'auditId',
  'nty',
  'type',
  'mode',
  'kind',
  'tag',
  'queue',
  'board',
  'view',
  'flow',
  'metric',
  'format',
  'startTime',
  'endTime',
  'id',
  'checkStatus',
  'period',
  'sku',
]);
const PLAIN_NAME = /^[A-Za-z][A-Za-z0-9_]{0,31}$/;

/** A request address whose query keeps the values of the logged names only. */
export function withoutSecrets(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const hash = url.indexOf('#', at);
  const query = url.slice(at + 1, hash < 0 ? undefined : hash);
  const kept = query.split('&').map((pair) => {
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    // a name that is not a plain word may itself be a value (`?<token>`)
    const shownName = PLAIN_NAME.test(name) ? name : '-';
    if (eq < 0) return LOGGED_QUERY_NAMES.has(name) ? name : '-';
    return LOGGED_QUERY_NAMES.has(name) ? pair : `${shownName}=-`;
  });
  return `${url.slice(0, at)}?${kept.join('&')}`;
}

/** An id a proxy in front sent along, kept when it is plain; else a new one. */
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
export function requestIdOf(request: { headers: Record<string, unknown> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : freshRequestId();
}

/** Random bytes drawn 4 KB at a time: one system call for 512 requests' ids, not one each. */
const idPool = Buffer.alloc(4096);
let idOffset = idPool.length;

function freshRequestId(): string {
  if (idOffset === idPool.length) {
    randomFillSync(idPool);
    idOffset = 0;
  }
  idOffset += 8;
  return idPool.toString('hex', idOffset - 8, idOffset);
}

/** Calls every open tab repeats on a timer: logged at debug, so they do not flood the log. */
const quietPaths = new Set([notificationCalls.getDvNtyList.path, '/healthz']);

export type LogFormat = 'json' | 'pretty';

/** pino-pretty is loaded only for a terminal's log, not by a server writing JSON lines. */
const prettyStream = () => createRequire(import.meta.url)('pino-pretty') as typeof pinoPretty;

/**
 * The structured log: JSON lines (for collectors) or a readable line per event in a terminal.
 * Tokens and passwords never reach it: headers and bodies are not logged, and the secrets a URL
 * may carry are cut out.
 */
export function loggerOptions(opts: {
  level: string;
  format: LogFormat;
  stream?: NodeJS.WritableStream | undefined;
}) {
  const stream =
    opts.format === 'pretty'
      ? prettyStream()({
          colorize: !opts.stream,
          translateTime: 'SYS:HH:MM:ss',
          ignore: 'pid,hostname',
          sync: true,
          ...(opts.stream ? { destination: opts.stream } : {}),
        })
      : opts.stream;
  return {
    level: opts.level,
    redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: withoutSecrets(req.url),
        remoteAddress: req.ip,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}

/**
 * One line per answered request (method, address, status, time), carrying the request id that
 * every line logged while answering it carries too; the id is also sent back in x-request-id.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const path = request.url.split('?')[0] ?? '';
    const level = quietPaths.has(path) ? 'debug' : 'info';
    const url = withoutSecrets(request.url);
    request.log[level](
      { method: request.method, url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      `${request.method} ${url} ${reply.statusCode}`,
    );
    done();
  });
}
