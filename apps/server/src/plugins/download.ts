import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';

export function headerOf(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value?.trim() || undefined;
}

/** Saved under `name` by the browser: a plain ASCII fallback and the UTF-8 name. */
function attachment(reply: FastifyReply, name: string) {
  const ascii = name.replace(/[^A-Za-z0-9._-]/g, '_');
  return reply
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .header('cache-control', 'private, no-store');
}

/** Streams a stored file as an attachment named `name`; nothing is held in memory. */
export function sendDownload(
  reply: FastifyReply,
  file: { stream: Readable; size: number; name: string },
) {
  return attachment(reply, file.name)
    .header('content-type', 'application/octet-stream')
    .header('content-length', String(file.size))
    .send(file.stream);
}

/** Streams a file made for this answer (an export), whose size is not known beforehand. */
export function sendMadeFile(
  reply: FastifyReply,
  file: { stream: Readable; name: string; type: string },
) {
  return attachment(reply, file.name).header('content-type', file.type).send(file.stream);
}
