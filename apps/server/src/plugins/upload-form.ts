import type { FastifyRequest } from 'fastify';
import type { Multipart } from '@fastify/multipart';
import type { z } from 'zod';
import type { Readable } from 'node:stream';
import { ErrorCode } from '@vrportal/contract';
import { AppError, localizedError } from '../lib/app-error.js';
import { invalid } from './calls.js';

/** A file part of a multipart form; busboy marks it truncated when it cut it at its limit. */
export interface UploadedFile {
  stream: Readable & { truncated?: boolean };
  filename: string;
}

export interface UploadFormSpec<S extends z.ZodObject> {
  /** the name of the file part */
  file: string;
  /** the text fields, which must come before the file */
  fields: S;
  /** busboy's cut: the largest file the call takes */
  maxBytes: number;
}

/** A form that breaks the multipart syntax or ends early: a malformed request (HTTP 400, 10400). */
export function malformedForm(cause?: unknown): AppError {
  return Object.assign(localizedError(ErrorCode.invalidRequest, 'form.malformed', {}, null, 400), {
    cause,
  });
}

/** A form without its file part: malformed as well, errMsg naming the part. */
export function fileMissing(file: string): AppError {
  return localizedError(ErrorCode.invalidRequest, 'asset.fileMissing', { file }, null, 400);
}

/**
 * The parts of a multipart form as the parser reads them. A parser failure ends the loop as a
 * malformed form; the parser's limits keep their 413 (10413).
 */
export async function* formParts(
  request: FastifyRequest,
  limits: { fileSize: number; files: number; fields: number },
): AsyncGenerator<Multipart> {
  if (!request.isMultipart()) {
    throw localizedError(ErrorCode.invalidRequest, 'asset.notMultipart', {}, null, 400);
  }
  try {
    for await (const part of request.parts({ limits })) yield part;
  } catch (error) {
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode === 413) {
      throw error;
    }
    throw malformedForm(error);
  }
}

/**
 * Reads a multipart form up to its file part and hands the file over unread, so the caller can
 * check the fields (ownership, limits) before a byte is stored and then stream the file. The text
 * fields must come before the file, as browsers send the fields of a FormData in order.
 */
export async function readUploadForm<S extends z.ZodObject>(
  request: FastifyRequest,
  spec: UploadFormSpec<S>,
): Promise<{ fields: z.output<S>; file: UploadedFile }> {
  const values: Record<string, string> = {};
  for await (const part of formParts(request, { fileSize: spec.maxBytes, files: 1, fields: 10 })) {
    if (part.type === 'field') {
      if (typeof part.value === 'string') values[part.fieldname] = part.value;
      continue;
    }
    const file = { stream: part.file, filename: part.filename };
    return { fields: checkFields(spec, values, part.fieldname, file), file };
  }
  throw fileMissing(spec.file);
}

/** The fields, once the file part has arrived; a refused form's file is dropped unread. */
function checkFields<S extends z.ZodObject>(
  spec: UploadFormSpec<S>,
  values: Record<string, string>,
  fieldname: string,
  file: UploadedFile,
): z.output<S> {
  const refuse = (error: Error) => {
    file.stream.resume();
    return error;
  };
  if (fieldname !== spec.file) throw refuse(fileMissing(spec.file));
  // an optional field may be left out; one sent after the file is not read
  const missing = Object.entries(spec.fields.shape)
    .filter(
      ([name, schema]) => !(name in values) && !(schema as z.ZodType).safeParse(undefined).success,
    )
    .map(([name]) => name);
  if (missing.length > 0) {
    throw refuse(
      localizedError(
        ErrorCode.invalidRequest,
        'asset.fieldsFirst',
        { fields: missing.join(', '), file: spec.file },
        null,
        400,
      ),
    );
  }
  const parsed = spec.fields.safeParse(values);
  if (!parsed.success) throw refuse(invalid(parsed.error));
  return parsed.data;
}
