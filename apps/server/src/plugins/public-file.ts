import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { ErrorCode } from '@vrportal/contract';
import { AppError } from '../lib/app-error.js';
import type { ByteRange } from '../lib/blob-store.js';
import { fail } from './envelope.js';

/** A stored file anyone may fetch by its url. */
export interface PublicFile {
  key: string;
  size: number;
  contentType: string;
}

/**
 * A single byte range of a Range header against a blob of `size` bytes: undefined for the whole
 * blob, null when the range cannot be served.
 */
export function byteRange(header: string | undefined, size: number): ByteRange | undefined | null {
  if (!header) return undefined;
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return null;
  let start: number;
  let end: number;
  if (m[1] === '') {
    // the last n bytes
    start = Math.max(0, size - Number(m[2]));
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start <= end && start < size ? { start, end } : null;
}

const notFound = (request: FastifyRequest, reply: FastifyReply) =>
  reply.status(404).send(fail(request, new AppError(ErrorCode.fileNotFound)));

/**
 * Streams a public file, whole or the range asked for; 404 when there is none. Public names are
 * 128 random bits and never reused, so a cache may keep the file for good.
 */
export async function sendPublicFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: PublicFile | null,
  open: (key: string, range?: ByteRange) => Promise<{ stream: Readable } | null>,
  cacheControl = 'public, max-age=31536000, immutable',
) {
  if (!file) return notFound(request, reply);
  const range = byteRange(request.headers.range, file.size);
  if (range === null) {
    return reply
      .status(416)
      .header('content-range', `bytes */${file.size}`)
      .send(fail(request, new AppError(ErrorCode.invalidRequest)));
  }
  const blob = await open(file.key, range);
  if (!blob) return notFound(request, reply);
  reply
    .header('content-type', file.contentType)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes');
  if (range) {
    reply
      .status(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', String(range.end - range.start + 1));
  } else {
    reply.header('content-length', String(file.size));
  }
  return reply.send(blob.stream);
}
