// The Fastify app: the request path (parsing, envelope, log, headers), the guard and every route.
import Fastify, { LogController } from 'fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { ErrorCode, serviceCalls } from '@vrportal/contract';
import { AppError } from './lib/app-error.js';
import { newToken } from './lib/crypto.js';
import { readOrCreateSecret } from './lib/local-secret.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { apiKeysRoutes } from './modules/api-keys/index.js';
import { appsRoutes } from './modules/apps/apps.routes.js';
import { assetsRoutes } from './modules/assets/assets.routes.js';
import { auditLogRoutes } from './modules/audit-log/index.js';
import { billsRoutes } from './modules/bills/bills.routes.js';
import { datacenterRoutes } from './modules/datacenter/datacenter.routes.js';
import { deliveryRoutes } from './modules/delivery/index.js';
import { financeRoutes } from './modules/finance/finance.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { platformRoutes } from './modules/platform/platform.routes.js';
import { platformRuntimeRoutes } from './modules/platform-runtime/platform-runtime.routes.js';
import { playerReviewsRoutes } from './modules/player-reviews/index.js';
import { portalRoutes } from './modules/portal/index.js';
import { publishingRoutes } from './modules/publishing/index.js';
import { releasesRoutes } from './modules/releases/releases.routes.js';
import { reviewRoutes } from './modules/review/review.routes.js';
import { rolloutsRoutes } from './modules/rollouts/index.js';
import { teamsRoutes } from './modules/teams/index.js';
import { tracksRoutes } from './modules/tracks/index.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { vitalsRoutes } from './modules/vitals/index.js';
import { webhooksRoutes } from './modules/webhooks/index.js';
import { makeCallRegistrar, makeGuard } from './plugins/calls.js';
import { clientErrorHandler, fail, registerEnvelope } from './plugins/envelope.js';
import { loggerOptions, registerRequestLog, requestIdOf } from './plugins/request-log.js';
import { trackRoutes } from './plugins/route-list.js';
import { registerSecurityHeaders } from './plugins/security.js';
import { registerWeb } from './plugins/web.js';
import { buildServices } from './services.js';
import type { AppParts, Services } from './services.js';

// the services are wired in services.ts; tests, bench, cli and seed import them from here
export { buildServices };
export type { AppParts, Services };

/** True when any string in a parsed JSON body holds a NUL character. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 64 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, v]) => key.includes('\u0000') || holdsNul(v, depth + 1));
}

function badUrl(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  void reply.status(400).send(fail(request, new AppError(ErrorCode.invalidRequest)));
}

/** Builds the Fastify instance without listening, so tests can inject requests. */
export async function buildApp(
  parts: AppParts,
): Promise<{ app: FastifyInstance; services: Services }> {
  const app = Fastify({
    logger:
      parts.logger === false
        ? false
        : loggerOptions({
            level: parts.config.logLevel,
            format: parts.config.logFormat,
            stream: parts.logger?.stream,
          }),
    // one line per request, written when it is answered (plugins/request-log.ts)
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    bodyLimit: 64 * 1024,
    // the client address is the socket's unless TRUST_PROXY names the proxies in front
    trustProxy: parts.config.trustProxy,
    // a path that is not a valid URL gets the envelope like any other bad request
    frameworkErrors: badUrl,
    clientErrorHandler,
  });
  // an empty body on a JSON call means an empty request, as the portal sends for "empty" calls
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = String(body).trim();
    if (text === '') return done(null, {});
    try {
      const body: unknown = JSON.parse(text);
      // PostgreSQL cannot store a NUL character in text: refuse it here, the same on both databases.
      // JSON writes one only as the escape \u0000, so a body without it is not walked.
      if (/\\u0000/i.test(text) && holdsNul(body)) {
        done(Object.assign(new Error('NUL in a text'), { code: 'FST_ERR_CTP_INVALID_JSON_BODY' }));
        return;
      }
      done(null, body);
    } catch {
      done(
        Object.assign(new Error('invalid JSON'), {
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
          statusCode: 400,
        }),
      );
    }
  });
  trackRoutes(app);
  registerEnvelope(app);
  registerRequestLog(app);
  registerSecurityHeaders(app);
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(fail(request, new AppError(ErrorCode.unknownCall))),
  );

  const services = buildServices(parts, (err) => app.log.error({ err }, 'background work failed'));
  // a store made here is closed here; one handed in belongs to whoever made it
  if (!parts.blobs) app.addHook('onClose', async () => services.blobs.close?.());
  await app.register(multipart, { limits: { fieldSize: 64 * 1024, fields: 20, parts: 30 } });
  // the store's backend shows this key (STORE_API_KEY, else one made in the data folder)
  const storeKey =
    parts.config.storeApiKey ??
    readOrCreateSecret(parts.config.dataDir, 'store-api.key', () => newToken());
  const guard = makeGuard({
    // the session, with its organisation and role read afresh on every call
    authenticate: async (token) => {
      const stored = await services.accounts.authenticate(token);
      return stored ? services.teams.sessionOf(stored) : null;
    },
    // upload calls also take upload tokens (App ID + App Secret, for command-line uploads)
    authenticateUploadToken: (token) => services.uploads.authenticateToken(token ?? ''),
    storeKey,
    // a sensitive change asks a session with two-step sign-in for its second step again
    requireRecentSecondStep: (session) => services.accounts.requireRecentSecondStep(session),
    // a game's server shows its App ID and App Secret (the runtime API, the studio's figures)
    appBySecret: async (appId, secret, address) => {
      const target = await services.apps.appBySecret(appId, secret, address);
      return { id: target.id, orgId: target.org_id, pkg: target.pkg };
    },
    // a pipeline shows an API key of its organisation (the publishing API under /api/v1)
    authenticateKey: (key, address) => services.apiKeys.authenticate(key, address),
  });
  // every member's call that changes what its organisation holds leaves an audit entry
  const registerCall = makeCallRegistrar(app, guard, (record) => services.auditLog.record(record));
  accountRoutes(registerCall, services.accounts);
  teamsRoutes(registerCall, services.teams);
  auditLogRoutes(registerCall, services.auditLog);
  apiKeysRoutes(registerCall, services.apiKeys);
  appsRoutes(registerCall, services.apps, services.releases);
  releasesRoutes(registerCall, services.releases);
  notificationsRoutes(registerCall, services.notifications);
  reviewRoutes(registerCall, services.review);
  financeRoutes(registerCall, services.finance);
  datacenterRoutes(registerCall, {
    figures: services.figures,
    intake: services.intake,
    sheets: services.exportSheets,
  });
  assetsRoutes(registerCall, services.assets);
  billsRoutes(registerCall, services.bills, parts.config.timeZone);
  platformRoutes(registerCall, services.platform);
  platformRuntimeRoutes(registerCall, services.platformRuntime);
  uploadsRoutes(registerCall, services.uploads);
  tracksRoutes(registerCall, services.tracks);
  rolloutsRoutes(registerCall, services.rollouts);
  playerReviewsRoutes(registerCall, services.playerReviews);
  vitalsRoutes(registerCall, { vitals: services.vitals, intake: services.crashIntake });
  deliveryRoutes(registerCall, services.delivery, services.blobs);
  publishingRoutes(registerCall, {
    publishing: services.publishing,
    uploads: services.uploads,
    tracks: services.tracks,
    rollouts: services.rollouts,
    vitals: services.vitals,
    figures: services.figures,
    reviews: services.playerReviews,
  });
  webhooksRoutes(registerCall, services.webhooks);
  app.addHook('onClose', async () => services.uploads.close());
  app.addHook('onClose', async () => services.limits.close());
  registerCall(serviceCalls.healthz, async ({ reply }) => reply.send({ ok: true }));
  portalRoutes(registerCall, services.portal);
  await registerWeb(app, parts.config.webDist);
  return { app, services };
}
