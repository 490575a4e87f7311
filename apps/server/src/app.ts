import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@vrportal/contract';
import type { Config } from './config.js';
import type { Db } from './db/database.js';
import { AppError } from './lib/app-error.js';
import type { Clock } from './lib/time.js';
import { systemClock } from './lib/time.js';
import type { MailTransport } from './messaging/mail.js';
import { OutboxMailTransport, SmtpMailTransport } from './messaging/mail.js';
import type { SmsTransport } from './messaging/sms.js';
import { OutboxSmsTransport } from './messaging/sms.js';
import { AccountRepository } from './modules/account/account.repository.js';
import { AccountService } from './modules/account/account.service.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { makeCallRegistrar } from './plugins/calls.js';
import { fail, registerEnvelope } from './plugins/envelope.js';
import { registerWeb } from './plugins/web.js';

export interface AppParts {
  config: Config;
  db: Db;
  clock?: Clock;
  mail?: MailTransport;
  sms?: SmsTransport;
  /** false for silence; a stream to capture the structured log (tests) */
  logger?: false | { stream: NodeJS.WritableStream };
}

export interface Services {
  accounts: AccountService;
}

/** The services of the portal, wired to their stores and transports. */
export function buildServices(
  parts: AppParts,
  onDeliveryError?: (error: unknown) => void,
): Services {
  const { config } = parts;
  const mail =
    parts.mail ??
    (config.smtpUrl
      ? new SmtpMailTransport(config.smtpUrl, config.mailFrom)
      : new OutboxMailTransport(path.join(config.dataDir, 'outbox', 'mail'), config.mailFrom));
  const sms = parts.sms ?? new OutboxSmsTransport(path.join(config.dataDir, 'outbox', 'sms.jsonl'));
  const accounts = new AccountService({
    accounts: new AccountRepository(parts.db),
    mail,
    sms,
    clock: parts.clock ?? systemClock,
    publicUrl: config.publicUrl,
    tokenTtlMs: config.tokenTtlMs,
    autoApproveDevelopers: config.autoApproveDevelopers,
    ...(onDeliveryError ? { onDeliveryError } : {}),
  });
  return { accounts };
}

/** Builds the Fastify instance without listening, so tests can inject requests. */
export async function buildApp(
  parts: AppParts,
): Promise<{ app: FastifyInstance; services: Services }> {
  const app = Fastify({
    logger:
      parts.logger === false
        ? false
        : {
            level: parts.config.logLevel,
            // tokens and passwords never reach the log
            redact: ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie'],
            ...(parts.logger ? { stream: parts.logger.stream } : {}),
          },
    bodyLimit: 64 * 1024,
    trustProxy: true,
  });
  // an empty body on a JSON call means an empty request, as the portal sends for "empty" calls
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(
        Object.assign(new Error('invalid JSON'), {
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
          statusCode: 400,
        }),
      );
    }
  });
  registerEnvelope(app);
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(fail(request, new AppError(ErrorCode.unknownCall))),
  );

  const services = buildServices(parts, (err) =>
    app.log.error({ err }, 'mail or SMS delivery failed'),
  );
  const registerCall = makeCallRegistrar(app, (token) => services.accounts.authenticate(token));
  accountRoutes(registerCall, services.accounts);
  app.get('/healthz', async () => ({ ok: true }));
  await registerWeb(app, parts.config.webDist);
  return { app, services };
}
