// What the parts of a build upload share: its options, dependencies, file, snapshot and memory.
import { uploadPaths, type UploadFileTypeValue } from '@vrportal/contract';
import { readApkManifest, type ApkManifest } from './apk-manifest';
import { openWorkerSource, type ChunkSource, type OpenChunkSource } from './chunk-source';
import { apiTransport, type UploadTransport } from './transport';
import { browserUploadMemory, type RememberedUpload, type UploadMemory } from './upload-memory';
import type { BuildUploadOptions, UploadClock, UploadFile, UploadSnapshot } from './upload-types';

const defaultClock: UploadClock = {
  now: () => Date.now(),
  sleep: (ms, signal) =>
    new Promise((resolve, reject) => {
      if (signal.aborted) {
        reject(new DOMException('aborted', 'AbortError'));
        return;
      }
      const timer = setTimeout(() => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      const onAbort = () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      };
      signal.addEventListener('abort', onAbort, { once: true });
    }),
};

export function emptySnapshot(fileType: UploadFileTypeValue): UploadSnapshot {
  return {
    phase: 'idle',
    fileType,
    file: null,
    identifier: null,
    totalChunks: 0,
    heldChunks: 0,
    heldBytes: 0,
    resumedChunks: 0,
    verifying: false,
    hashedBytes: 0,
    percent: 0,
    bytesPerSecond: null,
    secondsLeft: null,
    manifest: null,
    problem: null,
    result: null,
    mergePolls: 0,
  };
}

export class UploadContext {
  snapshot: UploadSnapshot;
  readonly listeners = new Set<() => void>();
  readonly transport: UploadTransport;
  readonly openSource: OpenChunkSource;
  readonly memory: UploadMemory | null;
  readonly clock: UploadClock;
  readonly readManifest: (file: Blob) => Promise<ApkManifest | null>;
  readonly retries: number;

  file: UploadFile | null = null;
  source: ChunkSource | null = null;
  held = new Set<number>();
  md5: string | null = null;
  /** the next chunk to send, read ahead while the current one travels */
  ahead: { n: number; bytes: Promise<ArrayBuffer | null> } | null = null;
  samples: { t: number; sent: number }[] = [];
  sentBytes = 0;

  options: BuildUploadOptions;
  /** where the unfinished uploads are remembered: the app, or the app's track */
  readonly memoryKey: string;

  constructor(options: BuildUploadOptions) {
    this.options = { ...options };
    this.memoryKey = options.track ? `${options.appId}:${options.track}` : options.appId;
    this.snapshot = emptySnapshot(options.fileType);
    this.transport = options.transport ?? apiTransport;
    this.openSource = options.openSource ?? openWorkerSource;
    this.memory = options.memory === undefined ? browserUploadMemory : options.memory;
    this.clock = options.clock ?? defaultClock;
    this.readManifest = options.readManifest ?? readApkManifest;
    this.retries = options.networkRetries ?? 3;
  }

  set(patch: Partial<UploadSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  api<T>(path: string, body: object, signal: AbortSignal): Promise<T> {
    return this.transport.json<T>(path, body, signal);
  }

  /** Unfinished uploads of this file type remembered for the app. */
  remembered(): RememberedUpload[] {
    return (
      this.memory
        ?.list(this.memoryKey)
        .filter((entry) => entry.fileType === this.options.fileType) ?? []
    );
  }

  remember(merging: boolean) {
    const { identifier, file, totalChunks, heldChunks } = this.snapshot;
    if (!this.memory || !identifier || !file) return;
    this.memory.save(this.memoryKey, {
      identifier,
      fileType: this.options.fileType,
      name: file.name,
      size: file.size,
      lastModified: this.file?.lastModified ?? 0,
      totalChunks,
      heldChunks,
      merging,
      savedAt: 0,
    });
  }

  forgetCurrent() {
    const { identifier } = this.snapshot;
    if (identifier) this.memory?.forget(this.memoryKey, identifier);
  }

  /** Another unfinished upload of the same file type is replaced: the server may drop it. */
  forgetOthers(identifier: string) {
    for (const entry of this.remembered()) {
      if (entry.identifier === identifier || entry.merging) continue;
      this.memory?.forget(this.memoryKey, entry.identifier);
      void this.transport
        .json(uploadPaths.cancelAppUpload, {
          appId: this.options.appId,
          identifier: entry.identifier,
        })
        .catch(() => undefined);
    }
  }

  closeSource() {
    this.ahead = null;
    this.source?.close();
    this.source = null;
  }
}
