import type { FastifyRequest } from 'fastify';
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

/** A form that ends early or breaks the multipart syntax: a malformed request (HTTP 400). */
export function malformedForm(cause?: unknown): Error {
  return Object.assign(new Error('malformed or incomplete multipart form', { cause }), {
    statusCode: 400,
  });
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
  if (!request.isMultipart())
    throw localizedError(ErrorCode.invalidRequest, 'asset.notMultipart', {});
  const values: Record<string, string> = {};
  const parts = request.parts({ limits: { fileSize: spec.maxBytes, files: 1, fields: 10 } });
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') values[part.fieldname] = part.value;
        continue;
      }
      const file = { stream: part.file, filename: part.filename };
      return { fields: checkFields(spec, values, part.fieldname, file), file };
    }
  } catch (error) {
    // limits of the parser carry their own 4xx status; a broken body does not
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw malformedForm(error);
  }
  throw localizedError(ErrorCode.invalidRequest, 'asset.fileMissing', { file: spec.file });
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
  if (fieldname !== spec.file) {
    throw refuse(
      localizedError(ErrorCode.invalidRequest, 'asset.fileMissing', { file: spec.file }),
    );
  }
  const missing = Object.keys(spec.fields.shape).filter((name) => !(name in values));
  if (missing.length > 0) {
    throw refuse(
      localizedError(ErrorCode.invalidRequest, 'asset.fieldsFirst', {
        fields: missing.join(', '),
        file: spec.file,
      }),
    );
  }
  const parsed = spec.fields.safeParse(values);
  if (!parsed.success) throw refuse(invalid(parsed.error));
  return parsed.data;
}
