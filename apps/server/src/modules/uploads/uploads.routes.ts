import type { FastifyRequest } from 'fastify';
import { uploadCalls as calls } from '@vrportal/contract';
import type { RegisterCall } from '../../plugins/calls.js';
import { fileMissing, formParts, malformedForm } from '../../plugins/upload-form.js';
import type { SessionAccount } from '../account/index.js';
import type { UploadCaller, UploadsService } from './uploads.service.js';

/**
 * Streams one chunk of a build to the uploads service: the form's fields come before the file
 * part, and all of them are checked before a byte is stored. The publishing API takes chunks the
 * same way.
 */
export async function receiveChunk(
  request: FastifyRequest,
  caller: UploadCaller,
  uploads: UploadsService,
): Promise<{ chunkNumber: number; uploaded: number[] }> {
  const raw: Record<string, string> = {};
  let answer: { chunkNumber: number; uploaded: number[] } | undefined;
  const parts = formParts(request, {
    fileSize: calls.uploadAppFile.maxBytes,
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
  return answer;
}

/** The caller of an upload call: a session, or an upload token scoped to one app. */
const callerOf = (session: SessionAccount): UploadCaller => ({
  id: session.id,
  admin: session.admin,
  orgId: session.orgId,
  appIds: session.appIds,
  scopeAppId: session.scopeAppId,
});

/**
 * The upload calls. Those needing builds:upload take upload tokens as well as sessions
 * (command-line uploads; see the guard).
 */
export function uploadsRoutes(registerCall: RegisterCall, uploads: UploadsService) {
  registerCall(calls.uploadAppFile, ({ request, session }) =>
    receiveChunk(request, callerOf(session), uploads),
  );

  registerCall(calls.checkUploadChunks, ({ body, session }) =>
    uploads.checkChunks(callerOf(session), body.appId, body.identifier),
  );
  registerCall(calls.mergeAppFile, async ({ body, session }) => {
    await uploads.merge(callerOf(session), { ...body, cId: undefined });
    return null;
  });
  registerCall(calls.mergeAppFileTob, async ({ body, session }) => {
    await uploads.merge(callerOf(session), body);
    return null;
  });
  registerCall(calls.checkMergeAppRet, ({ body, session }) =>
    uploads.mergeResult(callerOf(session), body.identifier),
  );
  registerCall(calls.checkMergeZipRet, ({ body, session }) =>
    uploads.appMergeState(callerOf(session), body.appId),
  );
  registerCall(calls.cancelAppUpload, async ({ body, session }) => {
    await uploads.cancel(callerOf(session), body.appId, body.identifier);
    return null;
  });
  registerCall(calls.getUploadToken, ({ body, request }) =>
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
