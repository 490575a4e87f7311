import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  assetCalls as calls,
  assetLimits,
  assetPaths,
  uploadAppDocFields,
  uploadAppPicFields,
  uploadAppVedioFields,
  uploadVedioPicFields,
} from '@vrportal/contract';
import type { Guard, RegisterCall } from '../../plugins/calls.js';
import { sendDownload } from '../../plugins/download.js';
import { sendPublicFile } from '../../plugins/public-file.js';
import { postUploadForm } from '../../plugins/upload-form.js';
import type { AssetsService } from './assets.service.js';
import { missingDoc } from './assets.service.js';

const PIC_NAME = /^[0-9a-f]{32}\.(png|jpg)$/;
const VEDIO_NAME = /^[0-9a-f]{32}\.mp4$/;
const DOC_NAME = /^[0-9a-f]{32}\.(pdf|doc|docx)$/;

/** The asset calls: multipart uploads, JSON deletes and list, and the file urls. */
export function assetsRoutes(
  app: FastifyInstance,
  registerCall: RegisterCall,
  guard: Guard,
  assets: AssetsService,
) {
  postUploadForm(
    app,
    guard,
    assetPaths.uploadAppPic,
    { file: 'picFile', fields: uploadAppPicFields, maxBytes: assetLimits.imageBytes },
    (session, fields, file) => assets.uploadPic(session, fields, file),
  );
  postUploadForm(
    app,
    guard,
    assetPaths.uploadAppVedio,
    { file: 'vedioFile', fields: uploadAppVedioFields, maxBytes: assetLimits.videoBytes },
    (session, fields, file) => assets.uploadVideo(session, fields, file),
  );
  postUploadForm(
    app,
    guard,
    assetPaths.uploadVedioPic,
    { file: 'picFile', fields: uploadVedioPicFields, maxBytes: assetLimits.imageBytes },
    (session, fields, file) => assets.uploadVideoCover(session, fields, file),
  );
  postUploadForm(
    app,
    guard,
    assetPaths.uploadAppDoc,
    { file: 'docFile', fields: uploadAppDocFields, maxBytes: assetLimits.docBytes },
    (session, fields, file) => assets.uploadDoc(session, fields, file),
  );

  registerCall(calls.deleteAppPic, async ({ body, session }) => {
    await assets.deletePic(session!, body.appId, body.url, body.cId);
    return null;
  });
  registerCall(calls.deleteAppVedio, async ({ body, session }) => {
    await assets.deleteVideo(session!, body.vedioId);
    return null;
  });
  registerCall(calls.deleteVedioPic, async ({ body, session }) => {
    await assets.deleteVideoCover(session!, body.vedioId);
    return null;
  });
  registerCall(calls.deleteAppDoc, async ({ body, session }) => {
    await assets.deleteDoc(session!, body.appId, body.type, body.cId);
    return null;
  });
  registerCall(calls.getAppAssets, ({ body, session }) =>
    assets.list(session!, body.appId, body.cId),
  );

  // pictures and trailers are public: their names are 128 random bits and never reused, so a
  // cache may keep them for good
  const servePublic =
    (kind: 'pic' | 'vedio', pattern: RegExp) =>
    async (request: FastifyRequest<{ Params: { name: string } }>, reply: FastifyReply) => {
      const { name } = request.params;
      const file = pattern.test(name) ? await assets.findPublic(kind, name) : null;
      return sendPublicFile(request, reply, file, (key, range) => assets.open(key, range));
    };
  app.get(`${assetPaths.pic}:name`, servePublic('pic', PIC_NAME));
  app.get(`${assetPaths.vedio}:name`, servePublic('vedio', VEDIO_NAME));

  app.get<{ Params: { name: string } }>(`${assetPaths.doc}:name`, async (request, reply) => {
    const session = await guard(request, 'developer');
    if (!DOC_NAME.test(request.params.name)) throw missingDoc();
    return sendDownload(reply, await assets.openDoc(session!, request.params.name));
  });
}
