import { assetCalls as calls } from '@vrportal/contract';
import type { HandlerOf, RegisterCall } from '../../plugins/calls.js';
import { sendDownload } from '../../plugins/download.js';
import { sendPublicFile } from '../../plugins/public-file.js';
import type { AssetsService } from './assets.service.js';
import { missingDoc } from './assets.service.js';

const PIC_NAME = /^[0-9a-f]{32}\.(png|jpg)$/;
const VEDIO_NAME = /^[0-9a-f]{32}\.mp4$/;
const DOC_NAME = /^[0-9a-f]{32}\.(pdf|doc|docx)$/;

/** The asset calls: multipart uploads, JSON deletes and list, and the file urls. */
export function assetsRoutes(registerCall: RegisterCall, assets: AssetsService) {
  registerCall(calls.uploadAppPic, async ({ session, readForm }) => {
    const { fields, file } = await readForm();
    return assets.uploadPic(session, fields, file);
  });
  registerCall(calls.uploadAppVedio, async ({ session, readForm }) => {
    const { fields, file } = await readForm();
    return assets.uploadVideo(session, fields, file);
  });
  registerCall(calls.uploadVedioPic, async ({ session, readForm }) => {
    const { fields, file } = await readForm();
    return assets.uploadVideoCover(session, fields, file);
  });
  registerCall(calls.uploadAppDoc, async ({ session, readForm }) => {
    const { fields, file } = await readForm();
    return assets.uploadDoc(session, fields, file);
  });

  registerCall(calls.deleteAppPic, async ({ body, session }) => {
    await assets.deletePic(session, body.appId, body.url, body.cId);
    return null;
  });
  registerCall(calls.deleteAppVedio, async ({ body, session }) => {
    await assets.deleteVideo(session, body.vedioId);
    return null;
  });
  registerCall(calls.deleteVedioPic, async ({ body, session }) => {
    await assets.deleteVideoCover(session, body.vedioId);
    return null;
  });
  registerCall(calls.deleteAppDoc, async ({ body, session }) => {
    await assets.deleteDoc(session, body.appId, body.type, body.cId);
    return null;
  });
  registerCall(calls.getAppAssets, ({ body, session }) =>
    assets.list(session, body.appId, body.cId),
  );

  // pictures and trailers are public: their names are 128 random bits and never reused, so a
  // cache may keep them for good
  const servePublic = (kind: 'pic' | 'vedio', pattern: RegExp) =>
    async function ({ params, request, reply }: Parameters<HandlerOf<typeof calls.pic>>[0]) {
      const name = params.name ?? '';
      const file = pattern.test(name) ? await assets.findPublic(kind, name) : null;
      return sendPublicFile(request, reply, file, (key, range) => assets.open(key, range));
    };
  registerCall(calls.pic, servePublic('pic', PIC_NAME));
  registerCall(calls.vedio, servePublic('vedio', VEDIO_NAME));

  registerCall(calls.doc, async ({ params, session, reply }) => {
    const name = params.name ?? '';
    if (!DOC_NAME.test(name)) throw missingDoc();
    return sendDownload(reply, await assets.openDoc(session, name));
  });
}
