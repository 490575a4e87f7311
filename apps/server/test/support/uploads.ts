import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Envelope, UploadChunkAnswer } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import type { CallAnswer, uploadCalls } from '@vrportal/contract';

export const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');
export const sha256hex = (data: Buffer) => createHash('sha256').update(data).digest('hex');
export const newIdentifier = () => `test-${randomBytes(8).toString('hex')}`;

/** A multipart body: the fields first, then the file part (as the portal sends chunks). */
export function multipart(
  fields: Record<string, string | number>,
  file: { name: string; data: Buffer } | null,
) {
  const boundary = `----vrportal${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface UploadPlan {
  appId: string;
  data: Buffer;
  identifier?: string;
  fileType?: number;
  filename?: string;
  chunkSize?: number;
}

export function layout(plan: UploadPlan) {
  const chunkSize = plan.chunkSize ?? 1024 * 1024;
  const totalChunks = Math.max(1, Math.ceil(plan.data.length / chunkSize));
  return { chunkSize, totalChunks, totalSize: plan.data.length };
}

/** Sends chunk n (1-based) of the plan; answers the envelope. */
export async function sendChunk(
  t: TestApp,
  token: string,
  plan: UploadPlan & { identifier: string },
  n: number,
  override: Record<string, string | number> = {},
) {
  const l = layout(plan);
  const data = plan.data.subarray((n - 1) * l.chunkSize, n * l.chunkSize);
  const fields = {
    chunkNumber: n,
    chunkSize: l.chunkSize,
    currentChunkSize: data.length,
    totalSize: l.totalSize,
    identifier: plan.identifier,
    totalChunks: l.totalChunks,
    appId: plan.appId,
    fileType: plan.fileType ?? 1,
    ...override,
  };
  const body = multipart(fields, { name: plan.filename ?? 'game.apk', data });
  const res = await t.inject({
    method: 'POST',
    url: '/vrmcsys/dvlper/uploadAppFile',
    headers: { ...body.headers, token },
    payload: body.payload,
  });
  return {
    ...(res.json() as object),
    status: res.statusCode,
  } as Envelope<UploadChunkAnswer | null> & {
    status: number;
  };
}

/** Uploads every chunk (but `skip`), checking each answer. */
export async function uploadChunks(
  t: TestApp,
  token: string,
  plan: UploadPlan & { identifier: string },
  skip: number[] = [],
) {
  const { totalChunks } = layout(plan);
  for (let n = 1; n <= totalChunks; n += 1) {
    if (skip.includes(n)) continue;
    const res = await sendChunk(t, token, plan, n);
    if (res.errCode !== 0) throw new Error(`chunk ${n}: ${res.errCode} ${res.errMsg}`);
  }
}

export function mergeBody(plan: UploadPlan & { identifier: string }, md5sum = md5(plan.data)) {
  const l = layout(plan);
  return {
    identifier: plan.identifier,
    md5sum,
    filename: plan.filename ?? 'game.apk',
    totalSize: l.totalSize,
    totalChunks: l.totalChunks,
    appId: plan.appId,
    fileType: plan.fileType ?? 1,
  };
}

export type MergeAnswer = CallAnswer<typeof uploadCalls.checkMergeAppRet>;

/** Uploads the whole file, merges it, runs the merge and answers checkMergeAppRet. */
export async function uploadAndMerge(
  t: TestApp,
  token: string,
  plan: UploadPlan,
  md5sum?: string,
): Promise<MergeAnswer> {
  const full = { ...plan, identifier: plan.identifier ?? newIdentifier() };
  await uploadChunks(t, token, full);
  const merge = await t.call('/vrmcsys/dvlper/mergeAppFile', mergeBody(full, md5sum), { token });
  if (merge.errCode !== 0) throw new Error(`merge: ${merge.errCode} ${merge.errMsg}`);
  await t.runDeferred();
  const ret = await t.call<MergeAnswer>(
    '/vrmcsys/dvlper/checkMergeAppRet',
    { identifier: full.identifier },
    { token },
  );
  return ret.data;
}

/** Creates an app and answers its id. */
export async function createApp(t: TestApp, token: string, pkg: string, name = 'Test Game') {
  const res = await t.call<{ appId: string }>(
    '/vrmcsys/dvlper/createApp',
    { name, pkg },
    { token },
  );
  if (res.errCode !== 0) throw new Error(`createApp: ${res.errCode} ${res.errMsg}`);
  return res.data.appId;
}

/** Every file under the staging folder (chunks and temporary files). */
export async function stagedFiles(dataDir: string): Promise<string[]> {
  const root = path.join(dataDir, 'uploads');
  const out: string[] = [];
  for (const name of await fs.readdir(root).catch(() => [] as string[])) {
    const dir = path.join(root, name);
    if (!(await fs.stat(dir)).isDirectory()) continue;
    for (const f of await fs.readdir(dir)) out.push(path.join(name, f));
  }
  return out;
}
