import {
  ErrorCode,
  MergeRet,
  UPLOAD_NAME_RE,
  UploadFileType,
  chunkCountOf,
  maxBytesOf,
  uploadLimits,
  uploadPaths,
  type CallAnswer,
  type UploadFileTypeValue,
  type uploadCalls,
  type UploadChunkAnswer,
  type TestingTrack,
} from '@vrportal/contract';
import { readApkManifest, type ApkManifest } from './apk-manifest';
import { isMergeCode } from './merge-codes';
import { openWorkerSource, type ChunkSource, type OpenChunkSource } from './chunk-source';
import { apiTransport, classify, type Failure, type UploadTransport } from './transport';
import { browserUploadMemory, type RememberedUpload, type UploadMemory } from './upload-memory';

/**
 * The upload of one build file (spec 2, sections 4.2, 7.2, 8, 9): checks before any transfer,
 * 10 MB chunks sent one after the other while a worker hashes the whole file, resume from the
 * chunks the server holds, pause, restart after a service fault, merge and its polling.
 * Framework-free; the dialog renders its snapshots.
 */

export type UploadPhase =
  /** nothing chosen yet (or cancelled) */
  | 'idle'
  /** checking the file, reading the APK manifest, asking the server what it holds */
  | 'checking'
  | 'uploading'
  | 'paused'
  /** stopped by a service fault, the network or a merge taking too long: restart offered */
  | 'interrupted'
  /** every chunk sent; the server joins and checks the file (progress held at 99) */
  | 'merging'
  | 'done'
  /** refused: a rule, a fatal answer or a merge failure; no restart */
  | 'failed';

export type ProblemReason =
  | 'badName'
  | 'badType'
  | 'empty'
  | 'tooLarge'
  | 'apkFirst'
  | 'packageDiffers'
  | 'debuggable'
  | 'versionNotHigher'
  | 'serviceFault'
  | 'interrupted'
  | 'unreadable'
  | 'notDeveloper'
  | 'loginExpired'
  | 'server'
  | 'merge'
  | 'mergeSlow';

/**
 * What the user can do about a problem: restart the same upload where it stopped, check the
 * merge again, upload the same file again from scratch, or choose another file.
 */
export type Remedy = 'restart' | 'checkAgain' | 'again' | 'choose';

export interface UploadProblem {
  reason: ProblemReason;
  /** the API code behind it: 10605, 10631, a merge ecode... */
  code: number | null;
  /** the server's text, shown for codes the portal has no text of its own for */
  serverMessage: string | null;
  remedy: Remedy;
  /** what was found and what was expected (package names, version codes, sizes) */
  found?: string | number;
  expected?: string | number;
  /**
   * A package problem (10631) of an app without versions yet: the APK is not of the package the
   * app was created with; there are no earlier versions it could be inconsistent with.
   */
  firstVersion?: boolean;
}

export interface UploadResult {
  fileType: UploadFileTypeValue;
  /** the name the server stored the merged file under (checkMergeAppRet filename) */
  filename: string;
  originalName: string;
  size: number;
  /** null when the merge was followed after a reload, without the file */
  md5: string | null;
  identifier: string;
  manifest: ApkManifest | null;
}

export interface UploadSnapshot {
  phase: UploadPhase;
  fileType: UploadFileTypeValue;
  file: { name: string; size: number } | null;
  identifier: string | null;
  totalChunks: number;
  /** chunks the server holds */
  heldChunks: number;
  heldBytes: number;
  /** chunks the server already held when this upload started or restarted */
  resumedChunks: number;
  /** reading (for the MD5) the chunks the server already holds, before sending the next */
  verifying: boolean;
  /** bytes hashed so far */
  hashedBytes: number;
  /** 0..99 until the merge succeeded, then 100 */
  percent: number;
  bytesPerSecond: number | null;
  secondsLeft: number | null;
  manifest: ApkManifest | null;
  problem: UploadProblem | null;
  result: UploadResult | null;
  /** merge checks made so far (at most uploadLimits.mergePollMaxTimes) */
  mergePolls: number;
}

export interface UploadClock {
  now(): number;
  /** resolves after ms; rejects with an AbortError when the signal aborts */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
}

/** What is uploaded where, and the rules it is checked by: the engine's and the dialog's. */
export interface BuildUploadTarget {
  /** the app the build belongs to */
  appId: string;
  /** 1 APK, 2 main OBB, 3 patch OBB (UploadFileType of the contract) */
  fileType: UploadFileTypeValue;
  /**
   * The app's package name. An APK whose manifest names another package is refused before any
   * transfer (10631). Leave it out when the app has no package yet.
   */
  packageName?: string | null;
  /**
   * The highest version code of the app's builds (live, submitted, or a draft never submitted):
   * an APK whose versionCode is not higher is refused before any transfer (10502). The server
   * checks it again in any case.
   */
  lastVersionCode?: number | null;
  /**
   * Whether the app has versions already. Without them an APK of another package is refused as
   * "not this app's package", not as inconsistent with previous versions. Left out: the app has
   * versions when lastVersionCode is given.
   */
  hasVersions?: boolean;
  /** OBB only: false while the draft holds no APK; the OBB is refused (the APK comes first). */
  hasApk?: boolean;
  /** A business channel (tob): the merge goes through mergeAppFileTob with this cId. */
  channelId?: string | null;
  /**
   * A testing track (alpha, beta, rc; not with channelId): every chunk and the merge name it, so
   * the build goes to the track instead of the store's release, and an OBB goes with the
   * track's newest APK. Its unfinished uploads are remembered apart from the store's.
   */
  track?: TestingTrack | null;
}

export interface BuildUploadOptions extends BuildUploadTarget {
  transport?: UploadTransport;
  openSource?: OpenChunkSource;
  memory?: UploadMemory | null;
  clock?: UploadClock;
  readManifest?: (file: Blob) => Promise<ApkManifest | null>;
  /** network failures of one chunk are retried this many times before the upload stops */
  networkRetries?: number;
}

/** A file as the engine needs it (a File from an <input>, or any Blob with these two). */
export type UploadFile = Blob & { name: string; lastModified: number };

type CheckUploadChunksAnswer = CallAnswer<typeof uploadCalls.checkUploadChunks>;
type CheckMergeAnswer = CallAnswer<typeof uploadCalls.checkMergeAppRet>;

/** Merge failures a fresh upload of the same file may cure (the others need another file). */
const TRANSIENT_MERGE_CODES = new Set<number>([ErrorCode.mergeFailed, ErrorCode.md5Mismatch]);
/** Identifiers tried per file: a finished (done or failed) one is never uploaded into again. */
const MAX_GENERATIONS = 8;
const RETRY_BASE_MS = 2000;
/** The second merge check comes this soon; each later one waits twice as long, up to mergePollMs. */
const MERGE_POLL_FIRST_BACKOFF_MS = 250;

/**
 * The wait before merge check `poll` (1-based): none before the first, as a small file is often
 * merged by the time the last chunk is answered, then 0.25 s, 0.5 s, 1 s, 2 s ... capped at
 * uploadLimits.mergePollMs, the spec's pace for a long merge.
 */
export function mergePollDelay(poll: number): number {
  if (poll <= 1) return 0;
  return Math.min(MERGE_POLL_FIRST_BACKOFF_MS * 2 ** (poll - 2), uploadLimits.mergePollMs);
}
const SPEED_WINDOW_MS = 20_000;

const EXTENSION: Record<UploadFileTypeValue, string> = {
  [UploadFileType.apk]: '.apk',
  [UploadFileType.mainObb]: '.obb',
  [UploadFileType.patchObb]: '.obb',
};

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

/** Thrown inside a run to stop it with a problem. */
class Stop extends Error {
  constructor(
    readonly problem: UploadProblem,
    readonly phase: 'interrupted' | 'failed',
  ) {
    super(problem.reason);
  }
}

const fault = (reason: ProblemReason, extra: Partial<UploadProblem> = {}) =>
  new Stop({ reason, code: null, serverMessage: null, remedy: 'restart', ...extra }, 'interrupted');
const fatal = (reason: ProblemReason, extra: Partial<UploadProblem> = {}) =>
  new Stop({ reason, code: null, serverMessage: null, remedy: 'choose', ...extra }, 'failed');

/** The problem of an API answer that ends an upload (chunk, merge start or merge check). */
function problemOfApi(failure: Failure & { kind: 'api' }): Stop {
  const { code, message } = failure;
  if (code === ErrorCode.uploadServiceFault) return fault('serviceFault', { code });
  if (code === ErrorCode.notDeveloper) return fatal('notDeveloper', { code });
  if (code === ErrorCode.loginExpired) return fatal('loginExpired', { code });
  return fatal('server', { code, serverMessage: message || null });
}

function mergeFailure(ecode: number, firstVersion: boolean): Stop {
  return fatal('merge', {
    code: ecode,
    remedy: TRANSIENT_MERGE_CODES.has(ecode) || !isMergeCode(ecode) ? 'again' : 'choose',
    ...(ecode === ErrorCode.apkPkgDiffers && firstVersion ? { firstVersion } : {}),
  });
}

function emptySnapshot(fileType: UploadFileTypeValue): UploadSnapshot {
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

export class BuildUpload {
  private snapshot: UploadSnapshot;
  private readonly listeners = new Set<() => void>();
  private readonly transport: UploadTransport;
  private readonly openSource: OpenChunkSource;
  private readonly memory: UploadMemory | null;
  private readonly clock: UploadClock;
  private readonly readManifest: (file: Blob) => Promise<ApkManifest | null>;
  private readonly retries: number;

  private file: UploadFile | null = null;
  private source: ChunkSource | null = null;
  private held = new Set<number>();
  private md5: string | null = null;
  private run: AbortController | null = null;
  /** the next chunk to send, read ahead while the current one travels */
  private ahead: { n: number; bytes: Promise<ArrayBuffer | null> } | null = null;
  private samples: { t: number; sent: number }[] = [];
  private sentBytes = 0;

  private options: BuildUploadOptions;
  /** where the unfinished uploads are remembered: the app, or the app's track */
  private readonly memoryKey: string;

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

  /** Takes new checking rules (package, last version code, APK present) for the next file. */
  configure(
    rules: Pick<BuildUploadOptions, 'packageName' | 'lastVersionCode' | 'hasVersions' | 'hasApk'>,
  ): void {
    this.options = { ...this.options, ...rules };
  }

  // ------------------------------------------------------------ observing

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): UploadSnapshot => this.snapshot;

  private set(patch: Partial<UploadSnapshot>) {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Unfinished uploads of this file type remembered for the app. */
  remembered(): RememberedUpload[] {
    return (
      this.memory
        ?.list(this.memoryKey)
        .filter((entry) => entry.fileType === this.options.fileType) ?? []
    );
  }

  // ------------------------------------------------------------ commands

  /** Checks the file, then uploads it (resuming what the server holds) and merges it. */
  async start(file: UploadFile): Promise<void> {
    this.halt();
    this.closeSource();
    this.file = file;
    this.md5 = null;
    this.held = new Set();
    this.sentBytes = 0;
    const total = chunkCountOf(file.size);
    this.snapshot = {
      ...emptySnapshot(this.options.fileType),
      phase: 'checking',
      file: { name: file.name, size: file.size },
      totalChunks: total,
    };
    this.set({});
    await this.perform(async (signal) => {
      this.precheck(file);
      if (this.options.fileType === UploadFileType.apk) {
        const manifest = await this.readManifest(file);
        this.set({ manifest });
        this.checkManifest(manifest);
      }
      signal.throwIfAborted();
      this.source = this.openSource(file, uploadLimits.chunkBytes);
      const { identifier, status } = await this.resolveIdentifier(file, signal);
      this.set({ identifier });
      this.forgetOthers(identifier);
      if (status.state === 'merging') return this.followMerge(signal);
      this.resumeFrom(status.uploaded);
      this.remember(false);
      await this.transfer(signal);
    });
  }

  /** Stops sending; the chunk in flight is sent again on resume. */
  pause(): void {
    if (this.snapshot.phase !== 'uploading') return;
    this.halt();
    this.set({ phase: 'paused', bytesPerSecond: null, secondsLeft: null, verifying: false });
  }

  async resume(): Promise<void> {
    if (this.snapshot.phase !== 'paused' || !this.file) return;
    this.source ??= this.openSource(this.file, uploadLimits.chunkBytes);
    await this.perform((signal) => this.transfer(signal));
  }

  /**
   * After an interruption (service fault, network, a merge past its checks): asks the server
   * what it holds and goes on from there.
   */
  async restart(): Promise<void> {
    const { phase, identifier } = this.snapshot;
    if (phase !== 'interrupted') return;
    // stopped before the server was first asked: start over (nothing was sent)
    if (!identifier) return this.file ? this.start(this.file) : undefined;
    this.set({ phase: 'checking', problem: null });
    await this.perform(async (signal) => {
      if (!this.file) return this.followMerge(signal);
      const status = await this.api<CheckUploadChunksAnswer>(
        uploadPaths.checkUploadChunks,
        { appId: this.options.appId, identifier },
        signal,
      );
      if (status.state === 'merging' || status.state === 'done' || status.state === 'failed') {
        return this.followMerge(signal);
      }
      this.source ??= this.openSource(this.file, uploadLimits.chunkBytes);
      this.resumeFrom(status.uploaded);
      await this.transfer(signal);
    });
  }

  /** A fresh upload of the same file after a merge failure a new try may cure. */
  async again(): Promise<void> {
    if (this.snapshot.phase !== 'failed' || !this.file) return;
    await this.start(this.file);
  }

  /**
   * Follows the merge of a remembered upload whose chunks were all sent (after a reload): the
   * result needs only the identifier.
   */
  async watchMerge(entry: RememberedUpload): Promise<void> {
    this.halt();
    this.closeSource();
    this.file = null;
    this.md5 = null;
    this.snapshot = {
      ...emptySnapshot(this.options.fileType),
      file: { name: entry.name, size: entry.size },
      identifier: entry.identifier,
      totalChunks: entry.totalChunks,
      heldChunks: entry.totalChunks,
      heldBytes: entry.size,
    };
    await this.perform((signal) => this.followMerge(signal));
  }

  /**
   * Cancels the upload: the server drops what it holds (cancelAppUpload) and the dialog goes
   * back to choosing a file. Answers false when the server could not be told.
   */
  async cancel(): Promise<boolean> {
    const { identifier } = this.snapshot;
    this.halt();
    this.closeSource();
    this.file = null;
    let told = true;
    if (identifier) {
      this.memory?.forget(this.memoryKey, identifier);
      told = await this.transport
        .json(uploadPaths.cancelAppUpload, { appId: this.options.appId, identifier })
        .then(() => true)
        .catch(() => false);
    }
    this.snapshot = emptySnapshot(this.options.fileType);
    this.set({});
    return told;
  }

  /**
   * Back to choosing a file after a finished or failed upload, or while checking (the dialog
   * closes): nothing is cancelled on the server, so the same file can still resume.
   */
  reset(): void {
    const { phase } = this.snapshot;
    if (phase !== 'done' && phase !== 'failed' && phase !== 'checking') return;
    this.halt();
    this.closeSource();
    this.file = null;
    this.snapshot = emptySnapshot(this.options.fileType);
    this.set({});
  }

  /** Drops a remembered upload without its file (the server is told to drop its chunks). */
  async discard(entry: RememberedUpload): Promise<void> {
    this.memory?.forget(this.memoryKey, entry.identifier);
    await this.transport
      .json(uploadPaths.cancelAppUpload, {
        appId: this.options.appId,
        identifier: entry.identifier,
      })
      .catch(() => undefined);
    this.set({});
  }

  /** Stops whatever runs (fetches, polling, reading) without changing the snapshot. */
  halt(): void {
    this.run?.abort();
    this.run = null;
  }

  /** Stops everything and lets the worker go (the dialog unmounts). */
  dispose(): void {
    this.halt();
    this.closeSource();
  }

  // ------------------------------------------------------------ the run

  private async perform(work: (signal: AbortSignal) => Promise<void>): Promise<void> {
    this.halt();
    const run = new AbortController();
    this.run = run;
    try {
      await work(run.signal);
    } catch (error) {
      if (this.run !== run) return; // paused, cancelled or replaced meanwhile
      const stop = error instanceof Stop ? error : this.stopOf(classify(error, run.signal));
      if (!stop) return;
      this.set({
        phase: stop.phase,
        problem: stop.problem,
        bytesPerSecond: null,
        secondsLeft: null,
        verifying: false,
      });
      if (stop.phase === 'failed') this.forgetCurrent();
    } finally {
      if (this.run === run) this.run = null;
    }
  }

  private stopOf(failure: Failure): Stop | null {
    switch (failure.kind) {
      case 'abort':
        return null;
      case 'network':
        return fault('interrupted');
      case 'api':
        return problemOfApi(failure);
      case 'local':
        return fatal('unreadable');
    }
  }

  private precheck(file: UploadFile) {
    const { fileType, hasApk } = this.options;
    if (fileType !== UploadFileType.apk && hasApk === false) throw fatal('apkFirst');
    if (!file.name.toLowerCase().endsWith(EXTENSION[fileType])) {
      throw fatal('badType', { expected: EXTENSION[fileType] });
    }
    if (!UPLOAD_NAME_RE.test(file.name)) throw fatal('badName');
    if (file.size === 0) throw fatal('empty');
    if (file.size > maxBytesOf(fileType)) {
      throw fatal('tooLarge', { found: file.size, expected: maxBytesOf(fileType) });
    }
  }

  private checkManifest(manifest: ApkManifest | null) {
    if (!manifest) return; // unreadable here: the server decides
    const { packageName, lastVersionCode } = this.options;
    if (packageName && manifest.package !== packageName) {
      throw fatal('packageDiffers', {
        code: ErrorCode.apkPkgDiffers,
        found: manifest.package,
        expected: packageName,
        ...(this.isFirstVersion() ? { firstVersion: true } : {}),
      });
    }
    // a debug build is never stored (the merge answers 10630): refused before it travels
    if (manifest.debuggable) {
      throw fatal('debuggable', { code: ErrorCode.apkUnparseable });
    }
    if (
      lastVersionCode != null &&
      manifest.versionCode !== null &&
      manifest.versionCode <= lastVersionCode
    ) {
      throw fatal('versionNotHigher', {
        code: ErrorCode.versionNotHigher,
        found: manifest.versionCode,
        expected: lastVersionCode,
      });
    }
  }

  private isFirstVersion(): boolean {
    const { hasVersions, lastVersionCode } = this.options;
    return !(hasVersions ?? lastVersionCode != null);
  }

  /**
   * The identifier is derived from the file (name, size, modification time, first and last MiB),
   * the app and the file type, so choosing the same file again finds its chunks on the server.
   * An identifier whose upload already finished (done or failed) is not reused: the next
   * generation is taken.
   */
  private async resolveIdentifier(file: UploadFile, signal: AbortSignal) {
    const { appId, channelId, fileType, track } = this.options;
    const salt = [appId, channelId ?? '', fileType, file.name, file.size, file.lastModified];
    // a track's upload of the same file is another upload (the store's identifiers stay as they were)
    if (track) salt.push(track);
    const base = `b${fileType}${await this.source!.identity(salt.join('|'))}`;
    const total = chunkCountOf(file.size);
    for (let generation = 1; generation <= MAX_GENERATIONS; generation += 1) {
      const identifier = generation === 1 ? base : `${base}g${generation}`;
      const status = await this.api<CheckUploadChunksAnswer>(
        uploadPaths.checkUploadChunks,
        { appId, identifier },
        signal,
      );
      const finished = status.state === 'done' || status.state === 'failed';
      const foreign =
        status.state !== 'none' && status.totalChunks > 0 && status.totalChunks !== total;
      if (!finished && !foreign) return { identifier, status };
    }
    const identifier = `${base}t${this.clock.now().toString(36)}`;
    return { identifier, status: { uploaded: [], totalChunks: total, state: 'none' as const } };
  }

  private chunkSize(n: number): number {
    const size = this.file?.size ?? this.snapshot.file?.size ?? 0;
    return Math.max(0, Math.min(uploadLimits.chunkBytes, size - (n - 1) * uploadLimits.chunkBytes));
  }

  /** Takes the server's list of held chunks; answers the snapshot fields it changes. */
  private takeHeld(uploaded: number[]): Partial<UploadSnapshot> {
    const total = this.snapshot.totalChunks;
    this.held = new Set(uploaded.filter((n) => Number.isInteger(n) && n >= 1 && n <= total));
    let bytes = 0;
    for (const n of this.held) bytes += this.chunkSize(n);
    return { heldChunks: this.held.size, heldBytes: bytes, percent: this.percentOf(bytes) };
  }

  /** The server's answer to checkUploadChunks: what it holds is not sent again. */
  private resumeFrom(uploaded: number[]) {
    const patch = this.takeHeld(uploaded);
    this.set({ ...patch, resumedChunks: patch.heldChunks });
  }

  private percentOf(heldBytes: number): number {
    const size = this.snapshot.file?.size ?? 0;
    if (size === 0) return 0;
    return Math.min(uploadLimits.progressCap, Math.floor((heldBytes / size) * 100));
  }

  /** Sends every chunk the server lacks, in order, hashing all of them; then merges. */
  private async transfer(signal: AbortSignal): Promise<void> {
    const source = this.source;
    const file = this.file;
    if (!source || !file) return;
    const total = this.snapshot.totalChunks;
    this.samples = [{ t: this.clock.now(), sent: this.sentBytes }];
    this.set({ phase: 'uploading', problem: null });
    for (let n = 1; n <= total; n += 1) {
      signal.throwIfAborted();
      if (this.held.has(n)) {
        // held by the server: read for the MD5 only (at once when hashed already)
        this.set({ verifying: true });
        await this.readChunk(source, n, false);
        this.set({ hashedBytes: source.hashedBytes() });
        continue;
      }
      this.set({ verifying: false });
      const bytes = await this.takeAhead(source, n);
      if (!bytes) throw new Error(`chunk ${n} could not be read`);
      const next = this.nextMissing(n);
      if (next !== null) this.readAhead(source, next);
      const answer = await this.sendChunk(file, n, bytes, signal);
      const held = this.takeHeld([...answer.uploaded, n]);
      this.sentBytes += bytes.byteLength;
      this.set({ ...held, ...this.measure(held.heldBytes ?? 0) });
      this.remember(false);
    }
    signal.throwIfAborted();
    this.set({ verifying: false });
    this.md5 ??= await source.digest();
    this.set({ hashedBytes: source.hashedBytes() });
    await this.merge(file, signal);
  }

  private nextMissing(after: number): number | null {
    for (let n = after + 1; n <= this.snapshot.totalChunks; n += 1) {
      if (!this.held.has(n)) return n;
    }
    return null;
  }

  private async readChunk(source: ChunkSource, n: number, withBytes: boolean) {
    try {
      return await source.read(n, withBytes);
    } catch {
      throw fatal('unreadable');
    }
  }

  private readAhead(source: ChunkSource, n: number) {
    if (this.ahead?.n === n) return;
    const bytes = this.readChunk(source, n, true);
    bytes.catch(() => undefined); // a failure surfaces when the chunk is taken
    this.ahead = { n, bytes };
  }

  private takeAhead(source: ChunkSource, n: number) {
    const ahead = this.ahead;
    if (ahead?.n !== n) return this.readChunk(source, n, true);
    this.ahead = null;
    return ahead.bytes;
  }

  private async sendChunk(
    file: UploadFile,
    n: number,
    bytes: ArrayBuffer,
    signal: AbortSignal,
  ): Promise<UploadChunkAnswer> {
    const form = new FormData();
    const fields: [string, string | number][] = [
      ['appId', this.options.appId],
      ['identifier', this.snapshot.identifier ?? ''],
      ['chunkNumber', n],
      ['chunkSize', uploadLimits.chunkBytes],
      ['currentChunkSize', bytes.byteLength],
      ['totalSize', file.size],
      ['totalChunks', this.snapshot.totalChunks],
      ['fileType', this.options.fileType],
      ['filename', file.name],
    ];
    // a track's build: the server checks the app as the track's, not the store release's
    if (this.options.track) fields.push(['track', this.options.track]);
    for (const [name, value] of fields) form.append(name, String(value));
    form.append('file', new Blob([bytes]), file.name);
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await this.transport.form<UploadChunkAnswer>(
          uploadPaths.uploadAppFile,
          form,
          signal,
        );
      } catch (error) {
        const failure = classify(error, signal);
        if (failure.kind === 'network' && attempt < this.retries) {
          await this.clock.sleep(RETRY_BASE_MS * 2 ** attempt, signal);
          continue;
        }
        throw error;
      }
    }
  }

  /** Speed over the last 20 s of sending, and the time left at that speed. */
  private measure(heldBytes: number): Partial<UploadSnapshot> {
    const now = this.clock.now();
    this.samples.push({ t: now, sent: this.sentBytes });
    while (this.samples.length > 2 && now - (this.samples[1]?.t ?? now) > SPEED_WINDOW_MS) {
      this.samples.shift();
    }
    const first = this.samples[0] ?? { t: now, sent: this.sentBytes };
    const seconds = (now - first.t) / 1000;
    if (seconds < 0.2) return {};
    const speed = (this.sentBytes - first.sent) / seconds;
    const left = (this.snapshot.file?.size ?? 0) - heldBytes;
    return { bytesPerSecond: speed, secondsLeft: speed > 0 ? Math.ceil(left / speed) : null };
  }

  private async merge(file: UploadFile, signal: AbortSignal): Promise<void> {
    const { appId, fileType, channelId, track } = this.options;
    this.set({
      phase: 'merging',
      percent: uploadLimits.progressCap,
      bytesPerSecond: null,
      secondsLeft: null,
    });
    this.remember(true);
    const body = {
      identifier: this.snapshot.identifier,
      md5sum: this.md5,
      filename: file.name,
      totalSize: file.size,
      totalChunks: this.snapshot.totalChunks,
      appId,
      fileType,
      ...(channelId ? { cId: channelId } : track ? { track } : {}),
    };
    const path = channelId ? uploadPaths.mergeAppFileTob : uploadPaths.mergeAppFile;
    try {
      await this.api(path, body, signal);
    } catch (error) {
      const failure = classify(error, signal);
      // 36111: this identifier is merging already (a second tab, a repeated request)
      if (!(failure.kind === 'api' && failure.code === ErrorCode.stillMerging)) {
        if (failure.kind === 'api' && isMergeCode(failure.code)) {
          throw mergeFailure(failure.code, this.isFirstVersion());
        }
        throw error;
      }
    }
    await this.followMerge(signal);
  }

  /** Asks checkMergeAppRet at once, then backing off (mergePollDelay), at most 90 times. */
  private async followMerge(signal: AbortSignal): Promise<void> {
    const identifier = this.snapshot.identifier!;
    this.set({
      phase: 'merging',
      percent: uploadLimits.progressCap,
      heldChunks: this.snapshot.totalChunks,
      heldBytes: this.snapshot.file?.size ?? 0,
      mergePolls: 0,
      problem: null,
      bytesPerSecond: null,
      secondsLeft: null,
      verifying: false,
    });
    this.remember(true);
    for (let poll = 1; poll <= uploadLimits.mergePollMaxTimes; poll += 1) {
      const delay = mergePollDelay(poll);
      if (delay > 0) await this.clock.sleep(delay, signal);
      else signal.throwIfAborted();
      let answer: CheckMergeAnswer;
      try {
        answer = await this.api<CheckMergeAnswer>(
          uploadPaths.checkMergeAppRet,
          { identifier },
          signal,
        );
      } catch (error) {
        const failure = classify(error, signal);
        // a missed check is not a failed merge: ask again at the next tick
        const passing =
          failure.kind === 'network' ||
          (failure.kind === 'api' &&
            (failure.code === ErrorCode.uploadServiceFault ||
              failure.code === ErrorCode.stillMerging));
        if (!passing) throw error;
        this.set({ mergePolls: poll });
        continue;
      }
      this.set({ mergePolls: poll });
      if (answer.ret === MergeRet.success) return this.finish(answer.filename);
      if (answer.ret === MergeRet.failed) {
        throw mergeFailure(answer.ecode, this.isFirstVersion());
      }
    }
    throw fault('mergeSlow', { remedy: 'checkAgain' });
  }

  private finish(filename: string) {
    const snapshot = this.snapshot;
    const result: UploadResult = {
      fileType: this.options.fileType,
      filename,
      originalName: snapshot.file?.name ?? filename,
      size: snapshot.file?.size ?? 0,
      md5: this.md5,
      identifier: snapshot.identifier!,
      manifest: snapshot.manifest,
    };
    this.forgetCurrent();
    this.closeSource();
    this.set({ phase: 'done', percent: 100, result, problem: null });
  }

  private api<T>(path: string, body: object, signal: AbortSignal): Promise<T> {
    return this.transport.json<T>(path, body, signal);
  }

  // ------------------------------------------------------------ memory and cleanup

  private remember(merging: boolean) {
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

  private forgetCurrent() {
    const { identifier } = this.snapshot;
    if (identifier) this.memory?.forget(this.memoryKey, identifier);
  }

  /** Another unfinished upload of the same file type is replaced: the server may drop it. */
  private forgetOthers(identifier: string) {
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

  private closeSource() {
    this.ahead = null;
    this.source?.close();
    this.source = null;
  }
}
