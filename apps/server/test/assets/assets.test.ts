import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppStatus,
  ErrorCode,
  appCalls,
  assetCalls as calls,
  assetLimits,
  assetPaths,
} from '@vrportal/contract';
import type { AppAssets } from '@vrportal/contract';
import type { FilePart } from '../asset-files.js';
import { cfb, docx, jpg, mp4, mp4Stream, multipart, pdf, png, pngOfSize } from '../asset-files.js';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import { LARGE_FILE_TIMEOUT, peakBufferMemory } from '../memory.js';
import type { TestS3 } from '../s3-server.js';
import { startS3Server } from '../s3-server.js';

const MiB = 1024 * 1024;
const icon = png(512, 512);
const wide = png(1920, 1080);
const wideJpg = jpg(1920, 1080);

const stores = [
  { name: 'local folder', s3: false },
  { name: 'S3-compatible server', s3: true },
];

describe.each(stores)(`app assets (${dbKind}, blobs in $name)`, ({ s3 }) => {
  let t: TestApp;
  let server: TestS3 | undefined;
  let dev: string;
  let other: string;
  let admin: string;
  let pkgCount = 0;

  beforeAll(async () => {
    server = s3 ? await startS3Server() : undefined;
    t = await createTestApp({}, server ? { blobs: server.store } : {});
    dev = await t.signIn('dev@example.com');
    other = await t.signIn('other@example.com');
    admin = await t.signIn('admin@example.com', { admin: true });
  });
  afterAll(async () => {
    await t?.close();
    await server?.stop();
  });

  /** Every file in the blob store, whichever store it is. */
  async function stored(): Promise<string[]> {
    if (server) return server.objectKeys();
    const root = path.join(t.dataDir, 'blobs');
    const entries = await fs
      .readdir(root, { recursive: true, withFileTypes: true })
      .catch(() => []);
    return entries
      .filter((e) => e.isFile())
      .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .sort();
  }

  async function newApp(token = dev): Promise<string> {
    pkgCount++;
    const res = await t.call(
      appCalls.createApp,
      { name: `Game ${pkgCount}`, pkg: `com.example.game${pkgCount}` },
      { token },
    );
    expect(res.errCode).toBe(0);
    return res.data.appId;
  }

  async function upload<T = unknown>(
    url: string,
    parts: ([string, string] | FilePart)[],
    opts: { token?: string; lang?: string } = { token: dev },
  ) {
    const form = multipart(parts);
    const res = await t.inject({
      method: 'POST',
      url,
      headers: {
        ...form.headers,
        ...(opts.token ? { token: opts.token } : {}),
        ...(opts.lang ? { lang: opts.lang } : {}),
      },
      payload: form.payload,
    });
    return {
      status: res.statusCode,
      ...(res.json() as { errCode: number; errMsg: string; data: T }),
    };
  }

  const picFile = (body: Buffer, filename = 'picture.png'): FilePart => ({
    field: 'picFile',
    filename,
    contentType: 'image/png',
    body,
  });
  const uploadPic = (
    appId: string,
    type: number,
    body: Buffer,
    opts?: { token?: string; lang?: string; filename?: string },
  ) =>
    upload<{ url: string }>(
      assetPaths.uploadAppPic,
      [['appId', appId], ['type', String(type)], picFile(body, opts?.filename)],
      { token: opts?.token ?? dev, ...(opts?.lang ? { lang: opts.lang } : {}) },
    );
  const uploadVideo = (
    appId: string,
    body: Buffer | AsyncIterable<Buffer>,
    token = dev,
    filename = 'trailer.mp4',
  ) =>
    upload<{ vedioId: string; url: string }>(
      assetPaths.uploadAppVedio,
      [['appId', appId], { field: 'vedioFile', filename, contentType: 'video/mp4', body }],
      { token },
    );
  const uploadVideoPic = (vedioId: string, body: Buffer, token = dev) =>
    upload<{ url: string }>(
      assetPaths.uploadVedioPic,
      [['vedioId', vedioId], picFile(body, 'trailer-cover.jpg')],
      { token },
    );
  const uploadDoc = (appId: string, type: number, body: Buffer, filename: string, token = dev) =>
    upload<{ url: string; fname: string; size: number }>(
      assetPaths.uploadAppDoc,
      [['appId', appId], ['type', String(type)], { field: 'docFile', filename, body }],
      { token },
    );
  const assetsOf = async (appId: string, token = dev) => {
    const res = await t.call<AppAssets>(calls.getAppAssets.path, { appId }, { token });
    expect(res.errCode).toBe(0);
    return res.data;
  };
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url, headers });

  /** Runs an upload that must be refused with `code`, and checks it kept nothing. */
  async function refused<R extends { errCode: number; errMsg: string }>(
    code: number,
    appId: string,
    attempt: () => Promise<R>,
  ): Promise<R> {
    const before = { files: await stored(), assets: await assetsOf(appId) };
    const res = await attempt();
    expect(res.errCode, res.errMsg).toBe(code);
    expect(await stored()).toEqual(before.files);
    expect(await assetsOf(appId)).toEqual(before.assets);
    return res;
  }

  it('takes a 512x512 PNG or JPG icon, shows it on the app card and serves it for caching', async () => {
    const appId = await newApp();
    const res = await uploadPic(appId, 1, icon, { filename: 'icon.png' });
    expect(res.errCode, res.errMsg).toBe(0);
    expect(res.data.url).toMatch(/^\/vrmcsys\/fileserver\/pic\/[0-9a-f]{32}\.png$/);
    const served = await get(res.data.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(icon)).toBe(true);
    const list = await t.call(appCalls.getOwnedApps, {}, { token: dev });
    expect(list.data.apps.find((a) => a.id === appId)?.scover).toBe(res.data.url);

    // a JPEG icon replaces it; the old file is gone
    const again = await uploadPic(appId, 1, jpg(512, 512), { filename: 'icon.jpg' });
    expect(again.errCode, again.errMsg).toBe(0);
    expect(again.data.url).toMatch(/\.jpg$/);
    expect((await get(again.data.url)).headers['content-type']).toBe('image/jpeg');
    expect((await get(res.data.url)).statusCode).toBe(404);
    expect((await assetsOf(appId)).scover).toBe(again.data.url);
    expect((await stored()).filter((k) => k.includes(appId))).toHaveLength(1);
  });

  it('takes an icon of exactly 480 KB and refuses one a byte larger, keeping nothing', async () => {
    const appId = await newApp();
    const exact = pngOfSize(512, 512, assetLimits.iconBytes);
    expect(exact.length).toBe(assetLimits.iconBytes);
    expect((await uploadPic(appId, 1, exact)).errCode).toBe(0);
    const over = pngOfSize(512, 512, assetLimits.iconBytes + 1);
    const res = await refused(ErrorCode.fileTooLarge, appId, () =>
      uploadPic(appId, 1, over, { lang: 'en' }),
    );
    expect(res.errMsg).toBe('The file cannot exceed 480 KB');
  });

  it('refuses pictures of the wrong dimensions, naming the required size', async () => {
    const appId = await newApp();
    const res = await refused(ErrorCode.imageSizeWrong, appId, () =>
      uploadPic(appId, 1, png(513, 512), { lang: 'en' }),
    );
    expect(res.errMsg).toBe('The image must be 512x512 pixels; this one is 513x512');
    const zh = await refused(ErrorCode.imageSizeWrong, appId, () => uploadPic(appId, 2, icon));
    expect(zh.errMsg).toBe('图片尺寸须为 1920x1080 像素，当前为 512x512');
    await refused(ErrorCode.imageSizeWrong, appId, () => uploadPic(appId, 1, wide));
    await refused(ErrorCode.imageSizeWrong, appId, () => uploadPic(appId, 3, jpg(1080, 1920)));
  });

  it('sets the cover from a 1920x1080 picture of up to 2 MB; a larger one is cut by the parser and refused', async () => {
    const appId = await newApp();
    const exact = pngOfSize(1920, 1080, assetLimits.imageBytes);
    expect(exact.length).toBe(2 * MiB);
    const res = await uploadPic(appId, 2, exact);
    expect(res.errCode, res.errMsg).toBe(0);
    expect((await assetsOf(appId)).rcover).toBe(res.data.url);
    // one byte over the call's limit: the multipart parser cuts the part and marks it truncated
    await refused(ErrorCode.fileTooLarge, appId, () =>
      uploadPic(appId, 2, pngOfSize(1920, 1080, assetLimits.imageBytes + 1)),
    );
    await refused(ErrorCode.fileTooLarge, appId, () =>
      uploadPic(appId, 3, pngOfSize(1920, 1080, 3 * MiB)),
    );
  });

  it('keeps up to 8 screenshots in order; a deleted one makes room', async () => {
    const appId = await newApp();
    const urls: string[] = [];
    for (let i = 0; i < assetLimits.screenshotsMax; i++) {
      const res = await uploadPic(appId, 3, i % 2 ? wide : wideJpg);
      expect(res.errCode, res.errMsg).toBe(0);
      urls.push(res.data.url);
    }
    expect((await assetsOf(appId)).pics).toEqual(urls);
    const ninth = await refused(ErrorCode.assetCountExceeded, appId, () =>
      uploadPic(appId, 3, wide),
    );
    expect(ninth.data).toEqual({ max: 8 });
    const del = await t.call(calls.deleteAppPic.path, { appId, url: urls[2] }, { token: dev });
    expect(del.errCode).toBe(0);
    expect((await get(urls[2]!)).statusCode).toBe(404);
    const res = await uploadPic(appId, 3, wide);
    expect(res.errCode).toBe(0);
    expect((await assetsOf(appId)).pics).toEqual([...urls.filter((_, i) => i !== 2), res.data.url]);
    const missing = await t.call(calls.deleteAppPic.path, { appId, url: urls[2] }, { token: dev });
    expect(missing.errCode).toBe(ErrorCode.fileNotFound);
  });

  it('tells formats by content: renamed, empty and unknown files are refused', async () => {
    const appId = await newApp();
    await refused(ErrorCode.fileFormatUnsupported, appId, () =>
      uploadPic(appId, 1, pdf(), { filename: 'icon.png' }),
    );
    await refused(ErrorCode.fileFormatUnsupported, appId, () =>
      uploadPic(appId, 3, Buffer.from('GIF89a not really a picture'), { filename: 'shot.jpg' }),
    );
    await refused(ErrorCode.fileFormatUnsupported, appId, () =>
      uploadPic(appId, 1, Buffer.alloc(0), { filename: 'icon.png' }),
    );
    await refused(ErrorCode.fileFormatUnsupported, appId, () =>
      uploadVideo(appId, wide, dev, 'trailer.mp4'),
    );
    await refused(ErrorCode.fileFormatUnsupported, appId, () =>
      uploadDoc(appId, 1, icon, 'certificate.pdf'),
    );
    // a compound file that is a spreadsheet, not a Word document
    const res = await refused(ErrorCode.fileFormatUnsupported, appId, () =>
      uploadDoc(appId, 1, cfb('Workbook'), 'certificate.doc'),
    );
    expect(res.errMsg).toBe('文件格式不支持，请上传 PDF / DOC / DOCX 文件');
    // the right content under any name is fine
    expect((await uploadPic(appId, 1, icon, { filename: 'icon.bmp' })).errCode).toBe(0);
  });

  it('takes up to two MP4 trailers and serves them with byte ranges', async () => {
    const appId = await newApp();
    const body = await mp4(300_000);
    const first = await uploadVideo(appId, body);
    expect(first.errCode, first.errMsg).toBe(0);
    expect(first.data.vedioId).toMatch(/^[0-9a-f]{32}$/);
    expect(first.data.url).toBe(`/vrmcsys/fileserver/vedio/${first.data.vedioId}.mp4`);
    const whole = await get(first.data.url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(body)).toBe(true);
    const part = await get(first.data.url, { range: 'bytes=100-199' });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${body.length}`);
    expect(part.rawPayload.equals(body.subarray(100, 200))).toBe(true);
    const tail = await get(first.data.url, { range: 'bytes=-10' });
    expect(tail.rawPayload.equals(body.subarray(body.length - 10))).toBe(true);
    expect((await get(first.data.url, { range: `bytes=${body.length}-` })).statusCode).toBe(416);
    // a trailer is not a picture, and the other way round
    expect((await get(first.data.url.replace('/vedio/', '/pic/'))).statusCode).toBe(404);

    const second = await uploadVideo(appId, await mp4(5000), dev, 'second.mp4');
    expect(second.errCode).toBe(0);
    await refused(ErrorCode.assetCountExceeded, appId, async () =>
      uploadVideo(appId, await mp4(5000)),
    );
    const list = await assetsOf(appId);
    expect(list.vedios.map((v) => [v.id, v.vName])).toEqual([
      [first.data.vedioId, 'trailer.mp4'],
      [second.data.vedioId, 'second.mp4'],
    ]);
  });

  it(
    'streams a trailer of exactly 100 MB and refuses one a byte larger, keeping nothing',
    async () => {
      const appId = await newApp();
      let res = { errCode: -1, errMsg: '', data: { vedioId: '', url: '' } };
      const peak = await peakBufferMemory(async () => {
        res = await uploadVideo(appId, mp4Stream(assetLimits.videoBytes));
      });
      expect(res.errCode, res.errMsg).toBe(0);
      expect(peak).toBeLessThan(64 * MiB);
      const head = await get(res.data.url, { range: 'bytes=0-7' });
      expect(head.headers['content-range']).toBe(`bytes 0-7/${assetLimits.videoBytes}`);
      await t.call(calls.deleteAppVedio.path, { vedioId: res.data.vedioId }, { token: dev });

      const over = await refused(ErrorCode.fileTooLarge, appId, () =>
        uploadVideo(appId, mp4Stream(assetLimits.videoBytes + 1)),
      );
      expect(over.data).toEqual({ maxBytes: assetLimits.videoBytes });
    },
    LARGE_FILE_TIMEOUT,
  );

  it('gives a trailer one 1920x1080 cover, replaced by a new one and deleted with the trailer', async () => {
    const appId = await newApp();
    const video = await uploadVideo(appId, await mp4());
    const { vedioId } = video.data;
    await refused(ErrorCode.imageSizeWrong, appId, () => uploadVideoPic(vedioId, icon));
    const cover = await uploadVideoPic(vedioId, wideJpg);
    expect(cover.errCode, cover.errMsg).toBe(0);
    expect((await get(cover.data.url)).statusCode).toBe(200);
    let list = await assetsOf(appId);
    expect(list.vedios[0]).toMatchObject({
      id: vedioId,
      pic: cover.data.url,
      pName: 'trailer-cover.jpg',
    });

    const newer = await uploadVideoPic(vedioId, wide);
    expect((await get(cover.data.url)).statusCode).toBe(404);
    expect((await assetsOf(appId)).vedios[0]?.pic).toBe(newer.data.url);

    expect((await t.call(calls.deleteVedioPic.path, { vedioId }, { token: dev })).errCode).toBe(0);
    list = await assetsOf(appId);
    expect(list.vedios[0]).toMatchObject({ pic: '', pName: '' });
    expect((await get(newer.data.url)).statusCode).toBe(404);
    const again = await t.call(calls.deleteVedioPic.path, { vedioId }, { token: dev });
    expect(again.errCode).toBe(ErrorCode.fileNotFound);

    await uploadVideoPic(vedioId, wide);
    expect((await t.call(calls.deleteAppVedio.path, { vedioId }, { token: dev })).errCode).toBe(0);
    expect((await assetsOf(appId)).vedios).toEqual([]);
    expect((await stored()).filter((k) => k.includes(appId))).toEqual([]);
    const gone = await uploadVideoPic(vedioId, wide);
    expect(gone.errCode).toBe(ErrorCode.vedioNotFound);
    const unknown = await t.call(
      calls.deleteVedioPic.path,
      { vedioId: 'f'.repeat(32) },
      { token: dev },
    );
    expect(unknown.errCode).toBe(ErrorCode.vedioNotFound);
  });

  it('keeps one PDF, DOC or DOCX document per type, for its owner and super accounts only', async () => {
    const appId = await newApp();
    const certificate = pdf();
    const first = await uploadDoc(appId, 1, certificate, 'copyright.pdf');
    expect(first.errCode, first.errMsg).toBe(0);
    expect(first.data).toMatchObject({ fname: 'copyright.pdf', size: certificate.length });
    expect((await uploadDoc(appId, 2, cfb('WordDocument'), 'licence.doc')).errCode).toBe(0);
    expect((await uploadDoc(appId, 3, docx(), 'record.docx')).errCode).toBe(0);
    const replaced = await uploadDoc(appId, 1, pdf('second'), 'copyright-2.pdf');
    expect(replaced.errCode).toBe(0);
    const docs = (await assetsOf(appId)).docs;
    expect(docs.map((d) => [d.type, d.fname])).toEqual([
      [1, 'copyright-2.pdf'],
      [2, 'licence.doc'],
      [3, 'record.docx'],
    ]);

    // documents are private: no public url, the owner and super accounts download them
    expect((await get(replaced.data.url.replace('/doc/', '/pic/'))).statusCode).toBe(404);
    const mine = await get(replaced.data.url, { token: dev });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-disposition']).toContain('copyright-2.pdf');
    expect(mine.rawPayload.equals(pdf('second'))).toBe(true);
    expect((await get(replaced.data.url, { token: admin })).statusCode).toBe(200);
    // another developer's document, a replaced one and an unknown or malformed name: HTTP 404
    const notFound = async (url: string, token = dev) => {
      const res = await get(url, { token });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errCode, url).toBe(ErrorCode.fileNotFound);
    };
    await notFound(replaced.data.url, other);
    expect((await get(replaced.data.url)).json().errCode).toBe(ErrorCode.loginExpired);
    await notFound(first.data.url);
    await notFound(`${assetPaths.doc}${'0'.repeat(32)}.pdf`);
    await notFound(`${assetPaths.doc}not-a-name.pdf`);

    expect(
      (await t.call(calls.deleteAppDoc.path, { appId, type: 2 }, { token: dev })).errCode,
    ).toBe(0);
    expect((await assetsOf(appId)).docs.map((d) => d.type)).toEqual([1, 3]);
    const again = await t.call(calls.deleteAppDoc.path, { appId, type: 2 }, { token: dev });
    expect(again.errCode).toBe(ErrorCode.fileNotFound);
  });

  it("refuses another developer on every call naming someone else's app or trailer", async () => {
    const appId = await newApp();
    const video = await uploadVideo(appId, await mp4());
    await uploadVideoPic(video.data.vedioId, wide);
    const shot = await uploadPic(appId, 3, wide);
    await uploadDoc(appId, 1, pdf(), 'copyright.pdf');
    const notFound = ErrorCode.appNotFound;
    await refused(notFound, appId, () => uploadPic(appId, 1, icon, { token: other }));
    await refused(notFound, appId, async () => uploadVideo(appId, await mp4(), other));
    await refused(notFound, appId, () => uploadDoc(appId, 1, pdf(), 'x.pdf', other));
    await refused(ErrorCode.vedioNotFound, appId, () =>
      uploadVideoPic(video.data.vedioId, wide, other),
    );
    const before = await assetsOf(appId);
    const attempts: [string, unknown, number][] = [
      [calls.deleteAppPic.path, { appId, url: shot.data.url }, notFound],
      [calls.deleteAppVedio.path, { vedioId: video.data.vedioId }, ErrorCode.vedioNotFound],
      [calls.deleteVedioPic.path, { vedioId: video.data.vedioId }, ErrorCode.vedioNotFound],
      [calls.deleteAppDoc.path, { appId, type: 1 }, notFound],
      [calls.getAppAssets.path, { appId }, notFound],
    ];
    for (const [url, body, code] of attempts) {
      expect((await t.call(url, body, { token: other })).errCode, url).toBe(code);
    }
    // a super account reads the assets but does not change another developer's app
    expect((await t.call(calls.getAppAssets.path, { appId }, { token: admin })).errCode).toBe(0);
    await refused(notFound, appId, () => uploadPic(appId, 1, icon, { token: admin }));
    expect(await assetsOf(appId)).toEqual(before);
  });

  it('refuses changes while the release cannot change, and without a developer session', async () => {
    const appId = await newApp();
    await t.db
      .updateTable('apps')
      .set({ status: AppStatus.passed })
      .where('id', '=', appId)
      .execute();
    await refused(ErrorCode.appStateRefused, appId, () => uploadPic(appId, 1, icon));
    await refused(ErrorCode.appStateRefused, appId, () => uploadDoc(appId, 1, pdf(), 'a.pdf'));
    const del = await t.call(calls.deleteAppDoc.path, { appId, type: 1 }, { token: dev });
    expect(del.errCode).toBe(ErrorCode.appStateRefused);
    await t.db
      .updateTable('apps')
      .set({ status: AppStatus.publishFailed })
      .where('id', '=', appId)
      .execute();
    expect((await uploadPic(appId, 1, icon)).errCode).toBe(0);
    await refused(ErrorCode.loginExpired, appId, () => uploadPic(appId, 1, icon, { token: '' }));
  });

  it('needs the fields before the file, the named file part and valid fields', async () => {
    const appId = await newApp();
    const fieldsLast = await refused(ErrorCode.invalidRequest, appId, () =>
      upload(assetPaths.uploadAppPic, [picFile(icon), ['appId', appId], ['type', '1']], {
        token: dev,
        lang: 'en',
      }),
    );
    expect(fieldsLast.errMsg).toBe('The form must send appId, type before the file picFile');
    const noFile = await upload(
      assetPaths.uploadAppPic,
      [
        ['appId', appId],
        ['type', '1'],
      ],
      {
        token: dev,
        lang: 'en',
      },
    );
    expect([noFile.errCode, noFile.errMsg]).toEqual([
      ErrorCode.invalidRequest,
      'The form has no file picFile',
    ]);
    const wrongPart = await upload(
      assetPaths.uploadAppPic,
      [['appId', appId], ['type', '1'], { ...picFile(icon), field: 'file' }],
      { token: dev },
    );
    expect(wrongPart.errCode).toBe(ErrorCode.invalidRequest);
    const badType = await upload(
      assetPaths.uploadAppPic,
      [['appId', appId], ['type', '4'], picFile(icon)],
      { token: dev },
    );
    expect(badType.errCode).toBe(ErrorCode.invalidRequest);
    expect(badType.errMsg).toContain('type');
    const json = await t.call(assetPaths.uploadAppPic, { appId, type: 1 }, { token: dev });
    expect(json.errCode).toBe(ErrorCode.invalidRequest);
    expect(await stored()).not.toContain(expect.stringContaining(appId));
  });

  it('answers 400 to a form cut short or broken, keeping nothing', async () => {
    const appId = await newApp();
    const b = 'cut-boundary';
    const field = (name: string, value: string) =>
      `--${b}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const head =
      field('appId', appId) +
      field('type', '2') +
      `--${b}\r\nContent-Disposition: form-data; name="picFile"; filename="cover.png"\r\n\r\n`;
    const bodies = [
      Buffer.concat([Buffer.from(head), wide.subarray(0, 1000)]),
      Buffer.from(head.slice(0, 60)),
      Buffer.from('not a form at all'),
    ];
    for (const payload of bodies) {
      await refused(ErrorCode.invalidRequest, appId, async () => {
        const res = await t.inject({
          method: 'POST',
          url: assetPaths.uploadAppPic,
          headers: { 'content-type': `multipart/form-data; boundary=${b}`, token: dev },
          payload,
        });
        expect(res.statusCode).toBe(400);
        return res.json() as { errCode: number; errMsg: string };
      });
    }
  });

  it('answers 404 for names that are not stored pictures or trailers', async () => {
    for (const url of [
      `${assetPaths.pic}${'a'.repeat(32)}.png`,
      `${assetPaths.pic}..%2F..%2Fportal.sqlite`,
      `${assetPaths.vedio}${'b'.repeat(32)}.mp4`,
      `${assetPaths.pic}${'c'.repeat(32)}.gif`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errCode).toBe(ErrorCode.fileNotFound);
    }
  });

  it('removes the files of an app deleted with its assets', async () => {
    const appId = await newApp();
    await uploadPic(appId, 1, icon);
    await uploadPic(appId, 3, wide);
    await uploadVideo(appId, await mp4());
    await uploadDoc(appId, 1, pdf(), 'copyright.pdf');
    expect((await stored()).filter((k) => k.includes(appId))).toHaveLength(4);
    const res = await t.call(appCalls.deleteOwnedApp, { appId }, { token: dev });
    expect(res.errCode).toBe(0);
    expect((await stored()).filter((k) => k.includes(appId))).toEqual([]);
  });
});
