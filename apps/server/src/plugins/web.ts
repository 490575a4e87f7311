import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

const BASE = '/manage/';

/**
 * Serves the built portal under /manage/ with history-mode fallback: any /manage/ path that is
 * not a file answers index.html so the client router takes over.
 */
export async function registerWeb(app: FastifyInstance, webDist: string) {
  app.get('/', (_request, reply) => reply.redirect(BASE));
  app.get('/manage', (_request, reply) => reply.redirect(BASE));
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ webDist }, 'portal not built: run `npm run build` to serve it under /manage/');
    app.get(`${BASE}*`, (_request, reply) =>
      reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The portal is not built yet: run `npm run build`, then start the server again.'),
    );
    return;
  }
  // the portal's routes in a scope of their own, so the hook below touches only them
  await app.register(async (web) => {
    // a hashed asset is cached for good: validators and ranges would only add bytes to each of
    // the many small files of a first visit
    web.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith(`${BASE}assets/`) || reply.statusCode !== 200) return;
      reply.removeHeader('etag');
      reply.removeHeader('last-modified');
      reply.removeHeader('accept-ranges');
    });
    await web.register(fastifyStatic, {
      root: webDist,
      prefix: BASE,
      wildcard: false,
      index: false,
      // the build writes .br and .gz beside every asset once; the best one the browser takes is sent
      preCompressed: true,
      setHeaders(reply, filePath) {
        // hashed assets never change; index.html must always be fetched anew
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const sendIndex = (reply: FastifyReply) =>
      reply.header('cache-control', 'no-cache').sendFile('index.html');
    web.get(BASE, (_request, reply) => sendIndex(reply));
    // the API reference the build writes from the contract (apps/web/scripts/api-docs.ts)
    web.get(`${BASE}api-docs`, (_request, reply) => reply.redirect(`${BASE}api-docs/`));
    web.get(`${BASE}api-docs/`, (_request, reply) =>
      reply.header('cache-control', 'no-cache').sendFile('api-docs/index.html'),
    );
    web.get(`${BASE}*`, (request, reply) => {
      let rel: string;
      try {
        rel = decodeURIComponent((request.params as { '*': string })['*'] ?? '');
      } catch {
        // a bad escape (/manage/%25, /manage/%E0%A4%A) names no file: the portal's own 404
        // screen takes it
        return sendIndex(reply);
      }
      const file = path.join(webDist, rel);
      const inside = file.startsWith(webDist + path.sep);
      if (inside && fs.existsSync(file) && fs.statSync(file).isFile()) {
        return reply.sendFile(rel);
      }
      // a missing asset is a 404; any other path is a screen of the portal
      if (rel.startsWith('assets/')) return reply.status(404).send('Not found');
      return sendIndex(reply);
    });
  });
}
