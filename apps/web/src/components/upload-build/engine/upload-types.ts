// The shapes a build upload is described by: its phases, problems, snapshot, options and result.
import type { TestingTrack, UploadFileTypeValue } from '@vrportal/contract';
import type { ApkManifest } from './apk-manifest';
import type { OpenChunkSource } from './chunk-source';
import type { UploadTransport } from './transport';
import type { UploadMemory } from './upload-memory';

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
