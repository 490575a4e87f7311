// Reads and hashes the chunks of one upload off the page (see chunk-source.ts).
import { createChunkReader, type ChunkReader } from './chunk-reader';
import type { WorkerAnswer, WorkerRequest } from './chunk-source';

let reader: ChunkReader | null = null;

function reply(answer: WorkerAnswer, transfer: Transferable[] = []) {
  self.postMessage(answer, { transfer });
}

self.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  try {
    if (request.op === 'open') {
      reader = createChunkReader(request.file, request.chunkBytes);
      reply({ id: request.id, ok: true, value: null, hashedBytes: 0 });
      return;
    }
    if (!reader) throw new Error('no file open');
    const value =
      request.op === 'identity'
        ? await reader.identity(request.salt)
        : request.op === 'read'
          ? await reader.read(request.n, request.withBytes)
          : await reader.digest();
    const transfer = value instanceof ArrayBuffer ? [value] : [];
    reply({ id: request.id, ok: true, value, hashedBytes: reader.hashedBytes() }, transfer);
  } catch (error) {
    reply({ id: request.id, ok: false, error: error instanceof Error ? error.message : 'failed' });
  }
};
