import type { FastifyInstance } from 'fastify';

/**
 * What the portal may load: its own scripts, workers and calls; inline styles for the component
 * library's runtime styles; pictures and videos from blob: previews. Nobody may frame it.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // hash-wasm computes the password transport hash and the upload MD5 in WebAssembly
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const SECURITY_HEADERS = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
};

/**
 * Security headers on every answer. API answers (tokens, App Secrets, payment data, builds) are
 * never stored by a browser or a proxy unless their route chose otherwise; the portal's files
 * keep the caching they were given.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  // a callback hook: every answer runs it, and an async hook costs a promise each
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(SECURITY_HEADERS);
    // a route that chose its caching keeps it (published pictures under unguessable names)
    if (!request.url.startsWith('/manage/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
