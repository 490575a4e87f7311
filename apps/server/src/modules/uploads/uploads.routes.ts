import type { FastifyInstance } from 'fastify';
import { ErrorCode, uploadCalls as calls, uploadLimits, uploadPaths } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import type { Guard, RegisterCall } from '../../plugins/calls.js';
import { ok } from '../../plugins/envelope.js';
import { fileMissing, formParts, malformedForm } from '../../plugins/upload-form.js';
import type { SessionAccount } from '../account/account.service.js';
import type { UploadCaller, UploadsService } from './uploads.service.js';

/** The caller of an upload call: a session, or an upload token scoped to one app. */
const callerOf = (session: SessionAccount | null): UploadCaller => {
  const s = session as (SessionAccount & { scopeAppId?: string }) | null;
  if (!s) throw new AppError(ErrorCode.loginExpired);
  return { id: s.id, admin: s.admin, scopeAppId: s.scopeAppId };
};

/**
 * The upload calls. `registerUpload` and `uploadGuard` accept upload tokens as well as sessions
 * (command-line uploads); the draft deletions take sessions only.
 */
export function uploadsRoutes(
  app: FastifyInstance,
  registerCall: RegisterCall,
  registerUpload: RegisterCall,
  uploadGuard: Guard,
  uploads: UploadsService,
) {
  app.post(uploadPaths.uploadAppFile, async (request) => {
    const caller = callerOf(await uploadGuard(request, 'developer'));
    const raw: Record<string, string> = {};
    let answer: { chunkNumber: number; uploaded: number[] } | undefined;
    // form fields come before the file part: all of them are checked before a byte is stored
    const parts = formParts(request, {
      fileSize: uploadLimits.chunkBytes * 2,
      files: 1,
      fields: 20,
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (!answer) raw[part.fieldname] = String(part.value);
        continue;
      }
      if (answer) {
        part.file.resume();
        continue;
      }
      try {
        const fields = uploads.parseChunkFields(raw, part.filename || undefined);
        answer = await uploads.storeChunk(caller, fields, part.file, () => part.file.truncated);
      } catch (error) {
        part.file.resume();
        // the body broke off, or lost the multipart syntax, in the middle of the chunk
        throw part.file.errored ? malformedForm(error) : error;
      }
    }
    if (!answer) throw fileMissing('file');
    return ok(answer);
  });

  registerUpload(calls.checkUploadChunks, ({ body, session }) =>
    uploads.checkChunks(callerOf(session), body.appId, body.identifier),
  );
  registerUpload(calls.mergeAppFile, async ({ body, session }) => {
    await uploads.merge(callerOf(session), { ...body, cId: undefined });
    return null;
  });
  registerUpload(calls.mergeAppFileTob, async ({ body, session }) => {
    await uploads.merge(callerOf(session), body);
    return null;
  });
  registerUpload(calls.checkMergeAppRet, ({ body, session }) =>
    uploads.mergeResult(callerOf(session), body.identifier),
  );
  registerUpload(calls.checkMergeZipRet, ({ body, session }) =>
    uploads.appMergeState(callerOf(session), body.appId),
  );
  registerUpload(calls.cancelAppUpload, async ({ body, session }) => {
    await uploads.cancel(callerOf(session), body.appId, body.identifier);
    return null;
  });
  registerUpload(calls.getUploadToken, ({ body, request }) =>
    uploads.uploadToken(body.appId, body.appSecret, request.ip),
  );

  registerCall(calls.deleteDraftResource, async ({ body, session }) => {
    await uploads.deleteDraft(callerOf(session), body.appId, body.fname);
    return null;
  });
  registerCall(calls.deleteDraftOBBResource, async ({ body, session }) => {
    await uploads.deleteDraft(callerOf(session), body.appId, body.fname, 2);
    return null;
  });
  registerCall(calls.deleteDraftPatchOBBResource, async ({ body, session }) => {
    await uploads.deleteDraft(callerOf(session), body.appId, body.fname, 3);
    return null;
  });
  registerCall(calls.deleteDraftTobResource, async ({ body, session }) => {
    await uploads.deleteDraft(callerOf(session), body.appId, body.fname, body.type, body.cId);
    return null;
  });
}
