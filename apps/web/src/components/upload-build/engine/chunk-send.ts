// Sends one chunk, trying again with a growing wait when the network drops it.
import { uploadLimits, uploadPaths, type UploadChunkAnswer } from '@vrportal/contract';
import { classify } from './transport';
import type { UploadContext } from './upload-context';
import type { UploadFile } from './upload-types';

const RETRY_BASE_MS = 2000;

export async function sendChunk(
  ctx: UploadContext,
  file: UploadFile,
  n: number,
  bytes: ArrayBuffer,
  signal: AbortSignal,
): Promise<UploadChunkAnswer> {
  const form = new FormData();
  const fields: [string, string | number][] = [
    ['appId', ctx.options.appId],
    ['identifier', ctx.snapshot.identifier ?? ''],
    ['chunkNumber', n],
    ['chunkSize', uploadLimits.chunkBytes],
    ['currentChunkSize', bytes.byteLength],
    ['totalSize', file.size],
    ['totalChunks', ctx.snapshot.totalChunks],
    ['fileType', ctx.options.fileType],
    ['filename', file.name],
  ];
  // a track's build: the server checks the app as the track's, not the store release's
  if (ctx.options.track) fields.push(['track', ctx.options.track]);
  for (const [name, value] of fields) form.append(name, String(value));
  form.append('file', new Blob([bytes]), file.name);
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await ctx.transport.form<UploadChunkAnswer>(uploadPaths.uploadAppFile, form, signal);
    } catch (error) {
      const failure = classify(error, signal);
      if (failure.kind === 'network' && attempt < ctx.retries) {
        await ctx.clock.sleep(RETRY_BASE_MS * 2 ** attempt, signal);
        continue;
      }
      throw error;
    }
  }
}
