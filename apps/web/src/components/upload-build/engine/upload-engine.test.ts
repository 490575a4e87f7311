import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  MergeRet,
  UPLOAD_ID_RE,
  UploadFileType,
  uploadLimits,
  type UploadFileTypeValue,
} from '@vrportal/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openInlineSource } from './chunk-source';
import { fail, FakeUploadServer } from './fake-upload-server';
import type { BuildUpload as BuildUploadClass, UploadFile, UploadSnapshot } from './upload-engine';
import { createUploadMemory, type UploadMemory } from './upload-memory';
import { releaseApk } from '@/test/apk-fixtures';
import { memoryStorage } from '@/test/memory-storage';

const MiB = 1024 * 1024;
const APP = '0123456789abcdef0123456789abcdef';
const CHUNK = uploadLimits.chunkBytes;

/** Pseudo-random content, so chunk order and hashing matter. */
function bytesOf(size: number, seed = 1): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(size);
  let x = seed * 2654435761;
  for (let i = 0; i < size; i += 4) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
    bytes[i + 1] = (x >>> 8) & 0xff;
    bytes[i + 2] = (x >>> 16) & 0xff;
    bytes[i + 3] = (x >>> 24) & 0xff;
  }
  return bytes;
}

function fileOf(
  bytes: Uint8Array<ArrayBuffer>,
  name = 'starlight-1.2.0.apk',
  lastModified = 1_700_000_000_000,
) {
  return new File([bytes], name, { lastModified }) as UploadFile;
}

const md5 = (bytes: Uint8Array) => createHash('md5').update(bytes).digest('hex');

/** Time that passes only when told: sleeps return at once and move the clock on. */
function fakeClock() {
  let t = 1_000_000;
  const sleeps: number[] = [];
  const clock = {
    sleeps,
    /** while set, sleeping never ends (until aborted): time stands still for the test */
    frozen: false,
    now: () => t,
    advance: (ms: number) => void (t += ms),
    sleep: async (ms: number, signal: AbortSignal) => {
      if (signal.aborted) throw new DOMException('aborted', 'AbortError');
      if (clock.frozen) {
        await new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        );
      }
      sleeps.push(ms);
      t += ms;
      await Promise.resolve();
    },
  };
  return clock;
}

const requireHere = createRequire(import.meta.url);
const realApk = readFileSync(
  join(
    dirname(requireHere.resolve('io.appium.settings/package.json')),
    'apks',
    'settings_apk-debug.apk',
  ),
);

let BuildUpload: typeof BuildUploadClass;
let mergePollDelay: (poll: number) => number;
let server: FakeUploadServer;
let clock: ReturnType<typeof fakeClock>;
let memory: UploadMemory;

beforeEach(async () => {
  vi.stubGlobal('window', {
    location: {
      search: '',
      pathname: '/manage/app_center',
      href: 'http://x/manage/app_center',
      assign: () => undefined,
    },
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    addEventListener: () => undefined,
    setTimeout: (fn: () => void) => setTimeout(fn, 0),
  });
  vi.stubGlobal('navigator', { language: 'en', languages: ['en'], onLine: true });
  server = new FakeUploadServer();
  vi.stubGlobal('fetch', server.fetch);
  clock = fakeClock();
  memory = createUploadMemory(clock.now);
  ({ BuildUpload, mergePollDelay } = await import('./upload-engine'));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function engine(options: Partial<ConstructorParameters<typeof BuildUploadClass>[0]> = {}) {
  return new BuildUpload({
    appId: APP,
    fileType: UploadFileType.apk as UploadFileTypeValue,
    openSource: openInlineSource,
    memory,
    clock,
    ...options,
  });
}

/** Every snapshot an engine publishes. */
function record(upload: BuildUploadClass): UploadSnapshot[] {
  const seen: UploadSnapshot[] = [];
  upload.subscribe(() => seen.push(upload.getSnapshot()));
  return seen;
}

/** A promise that never settles: a request held until the browser aborts it. */
const forever = () => new Promise<never>(() => undefined);

async function until(check: () => boolean) {
  for (let i = 0; i < 500 && !check(); i += 1) await new Promise((r) => setTimeout(r, 2));
  expect(check()).toBe(true);
}

describe('upload engine: sending', () => {
  it('sends every chunk with the multipart fields, merges with the MD5 of the whole file and polls until success', async () => {
    const bytes = bytesOf(2 * CHUNK + 123_457);
    server.mergePending = 2;
    const upload = engine();
    const seen = record(upload);
    await upload.start(fileOf(bytes));

    const snapshot = upload.getSnapshot();
    expect(snapshot.phase).toBe('done');
    expect(snapshot.percent).toBe(100);
    expect(server.chunkCalls()).toEqual([1, 2, 3]);
    const chunkCall = server.callsTo('uploadAppFile')[2]!;
    expect(chunkCall.parts).toEqual([
      'appId',
      'identifier',
      'chunkNumber',
      'chunkSize',
      'currentChunkSize',
      'totalSize',
      'totalChunks',
      'fileType',
      'filename',
      'file',
    ]);
    expect(chunkCall.body).toMatchObject({
      appId: APP,
      chunkNumber: '3',
      chunkSize: String(CHUNK),
      currentChunkSize: '123457',
      totalSize: String(bytes.length),
      totalChunks: '3',
      fileType: String(UploadFileType.apk),
      filename: 'starlight-1.2.0.apk',
    });
    const identifier = String(chunkCall.body.identifier);
    expect(identifier).toMatch(UPLOAD_ID_RE);
    expect(server.callsTo('mergeAppFile')[0]!.body).toEqual({
      identifier,
      md5sum: md5(bytes),
      filename: 'starlight-1.2.0.apk',
      totalSize: bytes.length,
      totalChunks: 3,
      appId: APP,
      fileType: UploadFileType.apk,
    });
    // polled every 10 s: two pending answers, then success
    expect(server.callsTo('checkMergeAppRet')).toHaveLength(3);
    // checked at once after the last chunk, then after 0.25 s and 0.5 s
    expect(clock.sleeps).toEqual([250, 500]);
    expect(snapshot.result).toEqual({
      fileType: UploadFileType.apk,
      filename: `${APP}_starlight-1.2.0.apk`,
      originalName: 'starlight-1.2.0.apk',
      size: bytes.length,
      md5: md5(bytes),
      identifier,
      manifest: null,
    });
    // progress held at 99 until the merge succeeded
    const before = seen.filter((s) => s.phase !== 'done');
    expect(Math.max(...before.map((s) => s.percent))).toBe(99);
    expect(seen.filter((s) => s.phase === 'merging').every((s) => s.percent === 99)).toBe(true);
    expect(memory.list(APP)).toEqual([]);
  });

  it('shows speed and time left from the chunks sent', async () => {
    const bytes = bytesOf(4 * CHUNK);
    // every chunk takes 2 s to travel: 5 MiB/s
    server.beforeChunk = () => void clock.advance(2000);
    const upload = engine();
    const seen = record(upload);
    await upload.start(fileOf(bytes));
    const afterTwo = seen.find(
      (s) => s.phase === 'uploading' && s.heldChunks === 2 && s.bytesPerSecond,
    );
    expect(afterTwo?.bytesPerSecond).toBeCloseTo(5 * MiB, -3);
    expect(afterTwo?.secondsLeft).toBe(4);
    expect(afterTwo?.percent).toBe(50);
  });

  it('derives the same identifier from the same file, and another one for another file or app', async () => {
    const bytes = bytesOf(CHUNK + 10);
    const idOf = async (file: UploadFile, appId = APP) => {
      const upload = engine({ appId });
      await upload.start(file);
      return upload.getSnapshot().identifier;
    };
    server.beforeChunk = () => fail(10400, 'stop here');
    const first = await idOf(fileOf(bytes));
    expect(await idOf(fileOf(bytes))).toBe(first);
    expect(await idOf(fileOf(bytes, 'starlight-1.2.0.apk', 1_700_000_000_001))).not.toBe(first);
    expect(await idOf(fileOf(bytesOf(CHUNK + 10, 2)))).not.toBe(first);
    expect(await idOf(fileOf(bytes), 'fedcba9876543210fedcba9876543210')).not.toBe(first);
  });
});

describe('upload engine: resuming', () => {
  it('resumes after a closed tab: the same file again skips the chunks the server holds', async () => {
    const bytes = bytesOf(3 * CHUNK + 99);
    server.beforeChunk = (n) => (n === 3 ? forever() : undefined);
    const first = engine();
    void first.start(fileOf(bytes));
    await until(() => server.chunkCalls().length === 3);
    first.dispose(); // the tab closes while chunk 3 travels
    const remembered = memory.list(APP);
    expect(remembered).toHaveLength(1);
    expect(remembered[0]).toMatchObject({
      name: 'starlight-1.2.0.apk',
      heldChunks: 2,
      merging: false,
    });

    server.beforeChunk = () => undefined;
    const second = engine();
    expect(second.remembered()).toHaveLength(1);
    await second.start(fileOf(bytes));
    const snapshot = second.getSnapshot();
    expect(snapshot.phase).toBe('done');
    expect(snapshot.resumedChunks).toBe(2);
    expect(snapshot.identifier).toBe(remembered[0]!.identifier);
    expect(server.chunkCalls()).toEqual([1, 2, 3, 3, 4]);
    // the skipped chunks were still hashed: the server accepted the MD5
    expect(server.callsTo('mergeAppFile')[0]!.body.md5sum).toBe(md5(bytes));
    expect(snapshot.result?.md5).toBe(md5(bytes));
    expect(memory.list(APP)).toEqual([]);
  });

  it('pauses (the chunk in flight is dropped) and resumes where it stopped', async () => {
    const bytes = bytesOf(3 * CHUNK);
    server.beforeChunk = (n, attempt) => (n === 2 && attempt === 1 ? forever() : undefined);
    const upload = engine();
    const started = upload.start(fileOf(bytes));
    await until(() => server.chunkCalls().length === 2);
    upload.pause();
    await started;
    expect(upload.getSnapshot()).toMatchObject({ phase: 'paused', heldChunks: 1, percent: 33 });
    expect(memory.list(APP)[0]).toMatchObject({ heldChunks: 1 });

    await upload.resume();
    expect(upload.getSnapshot().phase).toBe('done');
    expect(server.chunkCalls()).toEqual([1, 2, 2, 3]);
    expect(server.callsTo('mergeAppFile')[0]!.body.md5sum).toBe(md5(bytes));
  });

  it('follows a merge already running on the server instead of sending anything', async () => {
    const bytes = bytesOf(CHUNK + 5);
    clock.frozen = true;
    const first = engine();
    const running = first.start(fileOf(bytes));
    await until(() => server.callsTo('mergeAppFile').length === 1);
    first.dispose(); // the tab closes during the merge
    await running;
    expect(memory.list(APP)[0]).toMatchObject({ merging: true });

    clock.frozen = false;
    const second = engine();
    await second.start(fileOf(bytes));
    expect(second.getSnapshot().phase).toBe('done');
    expect(server.chunkCalls()).toEqual([1, 2]);
    expect(server.callsTo('mergeAppFile')).toHaveLength(1);
  });

  it('follows a remembered merge after a reload without the file', async () => {
    const bytes = bytesOf(CHUNK + 5);
    server.mergePending = 3;
    clock.frozen = true;
    const first = engine();
    const running = first.start(fileOf(bytes));
    await until(() => server.callsTo('mergeAppFile').length === 1);
    first.dispose();
    await running;

    clock.frozen = false;
    const second = engine();
    const [entry] = second.remembered();
    await second.watchMerge(entry!);
    expect(second.getSnapshot()).toMatchObject({
      phase: 'done',
      percent: 100,
      result: { filename: `${APP}_starlight-1.2.0.apk`, md5: null },
    });
  });

  it('starts a fresh upload under the next identifier when the server finished the first', async () => {
    const bytes = bytesOf(CHUNK / 2);
    const first = engine();
    await first.start(fileOf(bytes));
    const done = first.getSnapshot().identifier!;
    const second = engine();
    await second.start(fileOf(bytes));
    expect(second.getSnapshot().phase).toBe('done');
    expect(second.getSnapshot().identifier).toBe(`${done}g2`);
    expect(second.getSnapshot().identifier).toMatch(UPLOAD_ID_RE);
    expect(server.chunkCalls()).toEqual([1, 1]);
  });
});

describe('upload engine: errors', () => {
  it('stops on 10605 with a restart that asks the server again and goes on', async () => {
    const bytes = bytesOf(3 * CHUNK);
    server.beforeChunk = (n, attempt) =>
      n === 2 && attempt === 1 ? fail(10605, 'service fault') : undefined;
    const upload = engine();
    await upload.start(fileOf(bytes));
    expect(upload.getSnapshot()).toMatchObject({
      phase: 'interrupted',
      problem: { reason: 'serviceFault', code: 10605, remedy: 'restart' },
    });
    expect(server.chunkCalls()).toEqual([1, 2]); // no retry on its own

    const checks = server.callsTo('checkUploadChunks').length;
    await upload.restart();
    expect(server.callsTo('checkUploadChunks')).toHaveLength(checks + 1);
    expect(upload.getSnapshot().phase).toBe('done');
    expect(server.chunkCalls()).toEqual([1, 2, 2, 3]);
  });

  it('restarts after a fault of the very first question to the server', async () => {
    let checks = 0;
    const original = server.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/checkUploadChunks') && ++checks === 1
        ? Promise.resolve(new Response(JSON.stringify(fail(10605))))
        : original(input, init),
    );
    const upload = engine();
    await upload.start(fileOf(bytesOf(CHUNK + 3)));
    expect(upload.getSnapshot()).toMatchObject({
      phase: 'interrupted',
      identifier: null,
      problem: { reason: 'serviceFault', remedy: 'restart' },
    });
    await upload.restart();
    expect(upload.getSnapshot().phase).toBe('done');
    expect(server.chunkCalls()).toEqual([1, 2]);
  });

  it('restarts a merge whose start was lost without sending any chunk again', async () => {
    let merges = 0;
    server.beforeMerge = () => (++merges === 1 ? 'network' : undefined);
    const bytes = bytesOf(2 * CHUNK + 1);
    const upload = engine();
    await upload.start(fileOf(bytes));
    expect(upload.getSnapshot()).toMatchObject({
      phase: 'interrupted',
      percent: 99,
      problem: { reason: 'interrupted', remedy: 'restart' },
    });
    await upload.restart();
    expect(upload.getSnapshot().phase).toBe('done');
    expect(server.chunkCalls()).toEqual([1, 2, 3]);
    expect(server.callsTo('mergeAppFile')[1]!.body.md5sum).toBe(md5(bytes));
  });

  it('retries a dropped connection with growing pauses, then stops with a restart', async () => {
    const bytes = bytesOf(CHUNK + 1);
    server.beforeChunk = (n, attempt) => (n === 1 && attempt <= 2 ? 'network' : undefined);
    const upload = engine();
    await upload.start(fileOf(bytes));
    expect(upload.getSnapshot().phase).toBe('done');
    expect(clock.sleeps.slice(0, 2)).toEqual([2000, 4000]);

    server.beforeChunk = () => 'network';
    const broken = engine();
    await broken.start(fileOf(bytesOf(CHUNK + 1, 9)));
    expect(broken.getSnapshot()).toMatchObject({
      phase: 'interrupted',
      problem: { reason: 'interrupted', remedy: 'restart' },
    });
  });

  it.each([
    [10501, 'App does not exist', 'server'],
    [10011, '', 'notDeveloper'],
  ] as const)('ends on the fatal answer %i without a restart', async (code, message, reason) => {
    const bytes = bytesOf(2 * CHUNK);
    server.beforeChunk = (n) => (n === 2 ? fail(code, message) : undefined);
    const upload = engine();
    await upload.start(fileOf(bytes));
    expect(upload.getSnapshot()).toMatchObject({
      phase: 'failed',
      problem: { reason, code, remedy: 'choose', serverMessage: message || null },
    });
    const calls = server.calls.length;
    await upload.restart();
    await upload.resume();
    expect(server.calls).toHaveLength(calls);
    expect(memory.list(APP)).toEqual([]);
  });

  it('stops when the session expired (10021) without a restart', async () => {
    server.beforeChunk = () => fail(10021);
    const upload = engine();
    await upload.start(fileOf(bytesOf(1000)));
    expect(upload.getSnapshot()).toMatchObject({
      phase: 'failed',
      problem: { reason: 'loginExpired', remedy: 'choose' },
    });
  });

  it.each([
    [10611, 'again'],
    [10901, 'again'],
    [10630, 'choose'],
    [10631, 'choose'],
    [10502, 'choose'],
    [10512, 'choose'],
    [10632, 'choose'],
    [10509, 'choose'],
  ] as const)('reports merge ecode %i with its own answer', async (ecode, remedy) => {
    server.mergeOutcome = { ret: MergeRet.failed, ecode };
    const upload = engine();
    const seen = record(upload);
    await upload.start(fileOf(bytesOf(CHUNK + 7)));
    expect(upload.getSnapshot()).toMatchObject({
      phase: 'failed',
      percent: 99,
      problem: { reason: 'merge', code: ecode, remedy },
    });
    expect(seen.every((s) => s.percent <= 99)).toBe(true);
  });

  it('reports an unknown merge ecode as a generic upload error, and uploads again on demand', async () => {
    server.mergeOutcome = { ret: MergeRet.failed, ecode: 12345 };
    const upload = engine();
    await upload.start(fileOf(bytesOf(CHUNK + 7)));
    expect(upload.getSnapshot().problem).toMatchObject({
      reason: 'merge',
      code: 12345,
      remedy: 'again',
    });
    const failedId = upload.getSnapshot().identifier;

    server.mergeOutcome = { ret: MergeRet.success, ecode: 0 };
    await upload.again();
    expect(upload.getSnapshot().phase).toBe('done');
    expect(upload.getSnapshot().identifier).toBe(`${failedId}g2`);
  });

  it('gives the merge its 90 checks, then offers to check again', async () => {
    server.mergePending = 1000;
    const upload = engine();
    await upload.start(fileOf(bytesOf(100)));
    expect(upload.getSnapshot()).toMatchObject({
      phase: 'interrupted',
      percent: 99,
      mergePolls: 90,
      problem: { reason: 'mergeSlow', remedy: 'checkAgain' },
    });
    expect(server.callsTo('checkMergeAppRet')).toHaveLength(90);
    expect(clock.sleeps).toEqual(Array.from({ length: 89 }, (_, i) => mergePollDelay(i + 2)));
    expect(clock.sleeps.slice(0, 7)).toEqual([250, 500, 1000, 2000, 4000, 8000, 10_000]);
    expect(clock.sleeps.slice(6).every((ms) => ms === 10_000)).toBe(true);

    server.uploads.forEach((u) => (u.pendingPolls = 1));
    await upload.restart();
    expect(upload.getSnapshot().phase).toBe('done');
    expect(server.chunkCalls()).toEqual([1]);
  });

  it('checks the merge at once after the last chunk, then backs off from 0.25 s (real timers, faked)', async () => {
    vi.useFakeTimers();
    try {
      server.mergePending = 5;
      const checkedAt: number[] = [];
      const fetchOf = server.fetch;
      vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).endsWith('/checkMergeAppRet')) checkedAt.push(Date.now());
        return fetchOf(input, init);
      });
      // the engine's own clock: setTimeout and Date.now, both faked here
      const upload = engine({ clock: undefined });
      const done = upload.start(fileOf(bytesOf(100)));
      for (let i = 0; i < 200 && server.callsTo('mergeAppFile').length === 0; i += 1) {
        await vi.advanceTimersByTimeAsync(0);
      }
      const mergedAt = Date.now();
      await vi.advanceTimersByTimeAsync(0);
      // the first check does not wait for any timer
      expect(checkedAt).toEqual([mergedAt]);
      await vi.advanceTimersByTimeAsync(249);
      expect(checkedAt).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(checkedAt).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(8000);
      await done;
      expect(checkedAt.map((t) => t - mergedAt)).toEqual([0, 250, 750, 1750, 3750, 7750]);
      expect(upload.getSnapshot()).toMatchObject({ phase: 'done', percent: 100, mergePolls: 6 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits 0.25 s, 0.5 s, 1 s, 2 s ... between merge checks, never more than 10 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 90].map(mergePollDelay)).toEqual([
      0, 250, 500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000,
    ]);
  });

  it('follows the merge when mergeAppFile says it is still merging (36111)', async () => {
    // another tab started the merge of this identifier a moment ago
    server.beforeMerge = () => {
      for (const u of server.uploads.values()) {
        Object.assign(u, {
          state: 'merging',
          pendingPolls: 1,
          outcome: { ret: MergeRet.success, ecode: 0 },
        });
      }
      return fail(36111, 'App is merging');
    };
    const upload = engine();
    await upload.start(fileOf(bytesOf(100)));
    expect(upload.getSnapshot().phase).toBe('done');
    expect(server.callsTo('checkMergeAppRet')).toHaveLength(2);
  });

  it('merges a business-channel build through mergeAppFileTob with cId', async () => {
    const upload = engine({ channelId: 'ch-42' });
    await upload.start(fileOf(bytesOf(100)));
    expect(upload.getSnapshot().phase).toBe('done');
    expect(server.callsTo('mergeAppFileTob')[0]!.body).toMatchObject({ cId: 'ch-42' });
    expect(server.callsTo('mergeAppFile')).toHaveLength(0);
  });

  it('names a testing track in every chunk and in the merge', async () => {
    const upload = engine({ track: 'beta' });
    await upload.start(fileOf(bytesOf(2 * CHUNK + 7)));
    expect(upload.getSnapshot().phase).toBe('done');
    const chunks = server.callsTo('uploadAppFile');
    expect(chunks).toHaveLength(3);
    for (const chunk of chunks) {
      expect(chunk.body.track).toBe('beta');
      // named before the file, so the server knows the track before it stores a byte
      const parts = chunk.parts ?? [];
      expect(parts.indexOf('track')).toBeGreaterThan(-1);
      expect(parts.indexOf('track')).toBeLessThan(parts.indexOf('file'));
    }
    expect(server.callsTo('mergeAppFile')[0]!.body).toMatchObject({ track: 'beta' });
    expect(server.callsTo('mergeAppFileTob')).toHaveLength(0);
  });

  it('sends no track for the store’s release', async () => {
    const upload = engine();
    await upload.start(fileOf(bytesOf(100)));
    expect(server.callsTo('uploadAppFile')[0]!.parts).not.toContain('track');
    expect(server.callsTo('mergeAppFile')[0]!.body).not.toHaveProperty('track');
  });

  it('remembers a track’s unfinished upload apart from the store’s, under its own identifier', async () => {
    const bytes = bytesOf(2 * CHUNK);
    server.beforeChunk = (n) => (n === 2 ? fail(10605, 'service fault') : undefined);
    const alpha = engine({ track: 'alpha' });
    await alpha.start(fileOf(bytes));
    expect(alpha.getSnapshot().phase).toBe('interrupted');
    expect(alpha.remembered()).toHaveLength(1);
    // the store's dialog and another track's do not offer it
    expect(engine().remembered()).toEqual([]);
    expect(engine({ track: 'rc' }).remembered()).toEqual([]);

    const store = engine();
    await store.start(fileOf(bytes));
    expect(store.getSnapshot().identifier).not.toBe(alpha.getSnapshot().identifier);
    // starting the store's upload leaves the track's upload on the server
    expect(server.callsTo('cancelAppUpload')).toEqual([]);
    expect(engine({ track: 'alpha' }).remembered()).toHaveLength(1);
  });

  it('cancels: the server is told and the upload is forgotten', async () => {
    server.beforeChunk = (n) => (n === 2 ? forever() : undefined);
    const upload = engine();
    const started = upload.start(fileOf(bytesOf(2 * CHUNK)));
    await until(() => server.chunkCalls().length === 2);
    const identifier = upload.getSnapshot().identifier;
    await expect(upload.cancel()).resolves.toBe(true);
    await started;
    expect(server.callsTo('cancelAppUpload')[0]!.body).toEqual({ appId: APP, identifier });
    expect(upload.getSnapshot().phase).toBe('idle');
    expect(memory.list(APP)).toEqual([]);
    expect(server.uploads.size).toBe(0);
  });
});

describe('upload engine: checks before any transfer', () => {
  const huge = (size: number, name: string) =>
    ({ size, name, lastModified: 0, slice: () => new Blob() }) as unknown as UploadFile;

  it.each([
    ['a file named with spaces', fileOf(bytesOf(10), 'my build.apk'), {}, 'badName'],
    ['another extension', fileOf(bytesOf(10), 'build.zip'), {}, 'badType'],
    ['an empty file', fileOf(new Uint8Array(0)), {}, 'empty'],
    ['an APK over 10 GB', huge(10 * 1024 ** 3 + 1, 'big.apk'), {}, 'tooLarge'],
    [
      'an OBB over 4 GB',
      huge(4 * 1024 ** 3 + 1, 'main.obb'),
      { fileType: UploadFileType.mainObb },
      'tooLarge',
    ],
    [
      'an OBB before the APK',
      fileOf(bytesOf(10), 'main.obb'),
      { fileType: UploadFileType.mainObb, hasApk: false },
      'apkFirst',
    ],
  ])('refuses %s', async (_, file, options, reason) => {
    const upload = engine(options);
    await upload.start(file);
    expect(upload.getSnapshot()).toMatchObject({ phase: 'failed', problem: { reason } });
    expect(server.calls).toHaveLength(0);
  });

  it('accepts a 4 GB main OBB once the APK is there', async () => {
    const upload = engine({ fileType: UploadFileType.mainObb, hasApk: true });
    await upload.start(fileOf(bytesOf(100), 'main.1.com.nebula.obb'));
    expect(upload.getSnapshot().phase).toBe('done');
    expect(server.callsTo('mergeAppFile')[0]!.body).toMatchObject({
      fileType: UploadFileType.mainObb,
    });
  });

  it('refuses an APK of another package in seconds, before any call (10631)', async () => {
    const upload = engine({ packageName: 'com.nebula.starlight' });
    await upload.start(fileOf(new Uint8Array(realApk), 'settings.apk'));
    expect(upload.getSnapshot()).toMatchObject({
      phase: 'failed',
      manifest: { package: 'io.appium.settings', versionCode: 192, versionName: '8.0.10' },
      problem: {
        reason: 'packageDiffers',
        code: 10631,
        found: 'io.appium.settings',
        expected: 'com.nebula.starlight',
      },
    });
    expect(server.calls).toHaveLength(0);
  });

  it('says a package differs from earlier versions only when the app has versions', async () => {
    const first = engine({ packageName: 'com.nebula.starlight' });
    await first.start(fileOf(new Uint8Array(realApk), 'settings.apk'));
    expect(first.getSnapshot().problem).toMatchObject({ code: 10631, firstVersion: true });

    for (const rules of [{ lastVersionCode: 3 }, { hasVersions: true }]) {
      const later = engine({ packageName: 'com.nebula.starlight', ...rules });
      await later.start(fileOf(new Uint8Array(realApk), 'settings.apk'));
      expect(later.getSnapshot().problem).toMatchObject({ reason: 'packageDiffers', code: 10631 });
      expect(later.getSnapshot().problem?.firstVersion).toBeUndefined();
    }
    expect(server.calls).toHaveLength(0);
  });

  it("marks the server's 10631 of an app without versions as its first version", async () => {
    server.mergeOutcome = { ret: MergeRet.failed, ecode: 10631 };
    const upload = engine({ hasVersions: false });
    await upload.start(fileOf(bytesOf(5000), 'not-a-zip.apk'));
    expect(upload.getSnapshot().problem).toMatchObject({
      reason: 'merge',
      code: 10631,
      firstVersion: true,
    });
  });

  it('refuses a debuggable APK before any call, whatever its version code (10630)', async () => {
    const upload = engine({ packageName: 'io.appium.settings', lastVersionCode: 100 });
    await upload.start(fileOf(new Uint8Array(realApk), 'settings.apk'));
    expect(upload.getSnapshot()).toMatchObject({
      phase: 'failed',
      manifest: { package: 'io.appium.settings', debuggable: true },
      problem: { reason: 'debuggable', code: 10630, remedy: 'choose' },
    });
    expect(server.calls).toHaveLength(0);
  });

  it('refuses an APK whose version code is not above the highest one (10502)', async () => {
    for (const highest of [192, 200]) {
      const upload = engine({ packageName: 'io.appium.settings', lastVersionCode: highest });
      await upload.start(fileOf(new Uint8Array(releaseApk()), 'settings.apk'));
      expect(upload.getSnapshot().problem).toMatchObject({
        reason: 'versionNotHigher',
        code: 10502,
        found: 192,
        expected: highest,
      });
    }
    expect(server.calls).toHaveLength(0);
  });

  it('refuses the same build again once it is stored: its version code is taken', async () => {
    const upload = engine({ packageName: 'io.appium.settings', lastVersionCode: 191 });
    const file = fileOf(new Uint8Array(releaseApk()), 'settings.apk');
    await upload.start(file);
    expect(upload.getSnapshot().phase).toBe('done');
    const calls = server.calls.length;
    // the page learns the new highest version code and hands it over
    upload.configure({ packageName: 'io.appium.settings', lastVersionCode: 192 });
    await upload.start(file);
    expect(upload.getSnapshot().problem).toMatchObject({ reason: 'versionNotHigher', found: 192 });
    expect(server.calls).toHaveLength(calls);
  });

  it('uploads a release APK of the right package, keeping what the manifest says', async () => {
    const release = releaseApk();
    const upload = engine({ packageName: 'io.appium.settings', lastVersionCode: 191 });
    await upload.start(fileOf(new Uint8Array(release), 'settings.apk'));
    expect(upload.getSnapshot()).toMatchObject({
      phase: 'done',
      result: {
        md5: md5(release),
        manifest: {
          package: 'io.appium.settings',
          versionCode: 192,
          versionName: '8.0.10',
          debuggable: false,
        },
      },
    });
  });

  it('lets the server decide when the manifest cannot be read', async () => {
    const upload = engine({ packageName: 'com.nebula.starlight' });
    await upload.start(fileOf(bytesOf(5000), 'not-a-zip.apk'));
    expect(upload.getSnapshot()).toMatchObject({ phase: 'done', manifest: null });
  });
});
