import type { Hasher } from './hashing.js';
import type { UploadContext } from './upload-context.js';

/**
 * Builds each upload's data file while its chunks arrive: the chunks that follow the assembled
 * ones are copied in, in order, and the MD5 state is saved in the upload's row after each, so the
 * work is done by the time the last chunk arrives and resumes after a restart.
 */
export class UploadAssembly {
  private readonly hashing = new Map<string, Promise<void>>();
  private readonly hashWanted = new Set<string>();

  constructor(
    private readonly ctx: UploadContext,
    private readonly hasher: Hasher,
  ) {}

  /** Assembles and hashes every held chunk that follows the hashed ones. */
  async hashAhead(uploadId: string): Promise<void> {
    // one run per upload in this process: a chunk arriving meanwhile asks the run to go on
    const running = this.hashing.get(uploadId);
    if (running) {
      this.hashWanted.add(uploadId);
      return running;
    }
    const run = (async () => {
      do {
        this.hashWanted.delete(uploadId);
        await this.hashRun(uploadId);
      } while (this.hashWanted.has(uploadId));
    })();
    this.hashing.set(uploadId, run);
    try {
      await run;
    } finally {
      this.hashing.delete(uploadId);
    }
  }

  private async hashRun(uploadId: string): Promise<void> {
    const { repo, deps } = this.ctx;
    for (;;) {
      const row = await repo.findById(uploadId);
      if (!row || (row.state !== 'uploading' && row.state !== 'merging')) return;
      const n = row.hashed_chunks + 1;
      if (n > row.total_chunks || !(await repo.hasChunk(uploadId, n))) return;
      const state = await this.hasher.assemble(
        row.md5_state,
        deps.staging.chunkFile(uploadId, n),
        deps.staging.dataFile(uploadId),
        (n - 1) * row.chunk_size,
      );
      // the row guards the order across processes: only one can move hashed_chunks from n - 1
      if (!(await repo.advanceHash(uploadId, n - 1, n, state))) return;
      // in the data file now (a chunk that lingers after a crash goes with the folder)
      await deps.staging.removeChunk(uploadId, n);
    }
  }
}
