import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';

export function headerOf(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value?.trim() || undefined;
}

/** Streams a stored file as an attachment named `name`; nothing is held in memory. */
export function sendDownload(
  reply: FastifyReply,
  file: { stream: Readable; size: number; name: string },
) {
  const ascii = file.name.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .header('content-type', 'application/octet-stream')
    .header('content-length', String(file.size))
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
    )
    .header('cache-control', 'private, no-store')
    .send(file.stream);
}
