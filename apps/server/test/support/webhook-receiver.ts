import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { JobRunsRepository } from '../../src/jobs/job-runs.repository.js';
import { portalJobs } from '../../src/jobs/registry.js';
import { JobRunner } from '../../src/jobs/runner.js';
import type { TestApp } from '../harness.js';

export interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** What the receiver answers: a status, and a Location for a redirect. */
export interface ReceiverReply {
  status: number;
  location?: string;
}

/** A webhook receiver on 127.0.0.1 that keeps every request and answers as told. */
export async function startReceiver() {
  const received: Received[] = [];
  let reply: ReceiverReply = { status: 200 };
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.writeHead(reply.status, reply.location ? { location: reply.location } : {});
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    port,
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    answer(next: ReceiverReply) {
      reply = next;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type Receiver = Awaited<ReturnType<typeof startReceiver>>;

/** The recipe of docs/api/webhooks.md: the receiver's check of a delivery's signature. */
export function verifyWebhook(secret: string, header: string, rawBody: string, nowMs = Date.now()) {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(nowMs / 1000 - t) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The portal's job runner over a test app, quiet: the webhook tests run its jobs by hand. */
export async function quietJobRunner(t: TestApp): Promise<JobRunner> {
  const log = { warn: () => {}, debug: () => {} };
  return new JobRunner({
    repo: new JobRunsRepository(t.db),
    jobs: await portalJobs(t.services, log),
    log,
    clock: t.clock,
  });
}
