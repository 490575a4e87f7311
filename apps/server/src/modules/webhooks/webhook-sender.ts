// One try of a delivery: a signed POST with a 10 s limit, no redirect followed.
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { webhookHeaders, webhookLimits } from '@vrportal/contract';
import type { AddressRules } from './address-guard.js';
import { guardedLookup, literalRefused, RefusedAddressError } from './address-guard.js';

/**
 * The signature header of a body: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, keyed
 * with the endpoint's secret as UTF-8 (docs/api/webhooks.md).
 */
export function signatureOf(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export interface TryResult {
  ok: boolean;
  /** null: no answer */
  httpStatus: number | null;
  durationMs: number;
  /** a short reason when not ok */
  error: string | null;
}

export interface Outgoing {
  url: string;
  body: string;
  secret: string;
  eventType: string;
  deliveryId: string;
  /** the time the signature names */
  at: Date;
}

const MAX_ANSWER_BYTES = 64 * 1024;

function reasonOf(error: unknown): string {
  if (error instanceof RefusedAddressError) return error.message;
  const e = error as NodeJS.ErrnoException;
  if (e.code === 'ETIMEDOUT') return `no answer within ${webhookLimits.timeoutSeconds} s`;
  const known: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ECONNRESET: 'connection reset',
    ENOTFOUND: 'host not found',
    EAI_AGAIN: 'host not found (DNS)',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable',
    CERT_HAS_EXPIRED: 'TLS certificate expired',
    DEPTH_ZERO_SELF_SIGNED_CERT: 'TLS certificate not trusted',
    UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'TLS certificate not trusted',
    ERR_TLS_CERT_ALTNAME_INVALID: 'TLS certificate of another host',
  };
  return (e.code && known[e.code]) ?? (e.message || String(error)).slice(0, 200);
}

/** POSTs one delivery: 2xx is delivered; a redirect, another status or no answer is a failure. */
export function sendOnce(out: Outgoing, rules: AddressRules): Promise<TryResult> {
  const started = performance.now();
  const took = () => Math.round(performance.now() - started);
  const fail = (error: string, httpStatus: number | null = null): TryResult => ({
    ok: false,
    httpStatus,
    durationMs: took(),
    error: error.slice(0, 300),
  });
  let url: URL;
  try {
    url = new URL(out.url);
  } catch {
    return Promise.resolve(fail('invalid address'));
  }
  if (url.protocol === 'http:' && !rules.allowPrivate) {
    return Promise.resolve(fail('plain http refused: use https'));
  }
  const literal = literalRefused(url, rules);
  if (literal) return Promise.resolve(fail(new RefusedAddressError(literal).message));
  const seconds = Math.floor(out.at.getTime() / 1000);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<TryResult>((resolve) => {
    let settled = false;
    const done = (result: TryResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      url,
      {
        method: 'POST',
        // a fresh connection each try: the address is checked on every connect
        agent: false,
        lookup: guardedLookup(rules) as never,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(out.body),
          'user-agent': 'VRPortal-Webhooks/1',
          [webhookHeaders.signature]: signatureOf(out.secret, out.body, seconds),
          [webhookHeaders.event]: out.eventType,
          [webhookHeaders.delivery]: out.deliveryId,
        },
      },
      (answer) => {
        const status = answer.statusCode ?? 0;
        let read = 0;
        answer.on('data', (chunk: Buffer) => {
          read += chunk.length;
          // the answer's body is not kept: stop reading a large one
          if (read > MAX_ANSWER_BYTES) answer.destroy();
        });
        const finish = () => {
          if (status >= 200 && status < 300) {
            done({ ok: true, httpStatus: status, durationMs: took(), error: null });
          } else if (status >= 300 && status < 400) {
            done(fail(`redirect not followed (HTTP ${status})`, status));
          } else {
            done(fail(`HTTP ${status}`, status));
          }
        };
        answer.on('end', finish);
        answer.on('close', finish);
        answer.on('error', finish);
      },
    );
    const timer = setTimeout(() => {
      done(fail(`no answer within ${webhookLimits.timeoutSeconds} s`));
      request.destroy();
    }, webhookLimits.timeoutSeconds * 1000);
    request.on('error', (error) => done(fail(reasonOf(error))));
    request.end(out.body);
  });
}
