// Upload throughput and server memory: the same bytes through the upload API (10 MB chunks,
// merge, APK checks, blob store) and through a bare stream-to-disk route plus md5sum.
//   npm run bench:upload            (1 GB and 4 GB)
//   BENCH_SIZES=1,4 BENCH_DIR=/tmp  (sizes in GB; where the files go: needs about 4x the size)
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createCipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp } from '../apps/server/test/harness.js';
import type { TestApp } from '../apps/server/test/harness.js';
import {
  REAL_APK,
  REAL_PKG,
  patchManifest,
  signingBlockOf,
  unzip,
} from '../apps/server/test/support/apk-builder.js';
import {
  build,
  freePort,
  root,
  serverEnv,
  sleep,
  startServer,
  supervise,
  waitUp,
} from './support.mjs';

const serverDir = path.join(root, 'apps/server');
const CHUNK = 10 * 1024 * 1024;
const sizes = (process.env.BENCH_SIZES ?? '1,4').split(',').map(Number);
const workDir = fs.mkdtempSync(path.join(process.env.BENCH_DIR ?? os.tmpdir(), 'vrportal-bench-'));

const mbs = (bytes: number, seconds: number) => bytes / 1e6 / seconds;

/** A valid release APK of `bytes` bytes: the real APK's manifest and signing block around a random asset. */
async function makeApk(file: string, bytes: number): Promise<string> {
  const real = fs.readFileSync(REAL_APK);
  // a release build: the real APK is a debug build, which a merge refuses
  const manifest = patchManifest((await unzip(real)).get('AndroidManifest.xml')!, {
    debuggable: false,
  });
  const block = signingBlockOf(real)!;
  const entries: {
    name: Buffer;
    method: number;
    crc: number;
    csize: number;
    size: number;
    offset: number;
  }[] = [];
  const fd = fs.openSync(file, 'w');
  let offset = 0;
  const md5 = createHash('md5');
  const write = (buf: Buffer) => {
    fs.writeSync(fd, buf);
    md5.update(buf);
    offset += buf.length;
  };
  const local = (name: Buffer, method: number, crc: number, csize: number, size: number) => {
    const h = Buffer.alloc(30);
    h.writeUInt32LE(0x04034b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(method, 8);
    h.writeUInt32LE(crc, 14);
    h.writeUInt32LE(csize, 18);
    h.writeUInt32LE(size, 22);
    h.writeUInt16LE(name.length, 26);
    return Buffer.concat([h, name]);
  };
  const mName = Buffer.from('AndroidManifest.xml');
  const mData = zlib.deflateRawSync(manifest);
  entries.push({
    name: mName,
    method: 8,
    crc: zlib.crc32(manifest),
    csize: mData.length,
    size: manifest.length,
    offset,
  });
  write(local(mName, 8, zlib.crc32(manifest), mData.length, manifest.length));
  write(mData);
  const aName = Buffer.from('assets/data.bin');
  const tail = 30 + aName.length;
  const cdSize = 46 * 2 + mName.length + aName.length;
  const dataSize = bytes - offset - tail - block.length - cdSize - 22;
  // the random asset: AES-CTR over zeros. The local header carries its CRC, so a first pass
  // of the same key stream computes it and a second writes the bytes (nothing is held)
  const zeros = Buffer.alloc(8 * 1024 * 1024);
  const key = randomBytes(16);
  const iv = randomBytes(16);
  let crc = 0;
  let c = createCipheriv('aes-128-ctr', key, iv);
  for (let left = dataSize; left > 0; left -= zeros.length) {
    crc = zlib.crc32(c.update(left >= zeros.length ? zeros : zeros.subarray(0, left)), crc);
  }
  entries.push({ name: aName, method: 0, crc, csize: dataSize, size: dataSize, offset });
  write(local(aName, 0, crc, dataSize, dataSize));
  c = createCipheriv('aes-128-ctr', key, iv);
  for (let left = dataSize; left > 0; left -= zeros.length) {
    write(c.update(left >= zeros.length ? zeros : zeros.subarray(0, left)));
  }
  write(block);
  const cdStart = offset;
  for (const e of entries) {
    const h = Buffer.alloc(46);
    h.writeUInt32LE(0x02014b50, 0);
    h.writeUInt16LE(20, 4);
    h.writeUInt16LE(20, 6);
    h.writeUInt16LE(e.method, 10);
    h.writeUInt32LE(e.crc, 16);
    h.writeUInt32LE(e.csize, 20);
    h.writeUInt32LE(e.size, 24);
    h.writeUInt16LE(e.name.length, 28);
    h.writeUInt32LE(e.offset, 42);
    write(Buffer.concat([h, e.name]));
  }
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(offset - cdStart, 12);
  eocd.writeUInt32LE(cdStart, 16);
  write(eocd);
  fs.closeSync(fd);
  if (offset !== bytes) throw new Error(`made ${offset} bytes, wanted ${bytes}`);
  return md5.digest('hex');
}

interface Child {
  child: ChildProcess;
  peakMb(): number;
  stop(): Promise<void>;
}

function watch(child: ChildProcess, stop = supervise(child)): Child {
  return {
    child,
    // VmHWM: the process's peak resident memory so far
    peakMb: () => {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
    },
    stop,
  };
}

async function startPortal(t: TestApp) {
  const { child, base, stop } = await startServer({
    cwd: serverDir,
    env: serverEnv(t.dataDir, { WEB_DIST: path.join(t.dataDir, 'no-web') }),
    stdout: 'inherit',
  });
  return { ...watch(child, stop), base };
}

/** One multipart POST: the fields, then the file part streamed from disk (keep-alive agent). */
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
function postChunk(
  url: string,
  fields: Record<string, string | number>,
  file: string,
  start: number,
  end: number,
  headers: Record<string, string>,
) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    Object.entries(fields)
      .map(
        ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      )
      .join('') +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.apk"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise<{ errCode?: number; errMsg?: string }>((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      agent,
      headers: {
        ...headers,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': head.length + (end - start) + tail.length,
      },
    });
    req.on('error', reject);
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => (text += d.toString()));
      res.on('end', () => resolve(JSON.parse(text)));
    });
    req.write(head);
    const body = fs.createReadStream(file, { start, end: end - 1, highWaterMark: 1024 * 1024 });
    body.on('error', reject);
    body.on('end', () => req.end(tail));
    body.pipe(req, { end: false });
  });
}

/** Sends the file in 10 MB chunks, one after the other, as the command line does. */
async function sendChunks(
  url: string,
  file: string,
  size: number,
  fields: Record<string, string | number>,
  headers: Record<string, string>,
) {
  const totalChunks = Math.ceil(size / CHUNK);
  for (let n = 1; n <= totalChunks; n += 1) {
    const start = (n - 1) * CHUNK;
    const end = Math.min(size, start + CHUNK);
    const all = {
      ...fields,
      chunkNumber: n,
      chunkSize: CHUNK,
      currentChunkSize: end - start,
      totalSize: size,
      totalChunks,
    };
    const json = await postChunk(url, all, file, start, end, headers);
    if (json.errCode) throw new Error(`chunk ${n}: ${json.errCode} ${json.errMsg}`);
  }
}

async function benchSize(gb: number) {
  const size = gb * 1e9;
  const file = path.join(workDir, `bench-${gb}g.apk`);
  process.stdout.write(`\n${gb} GB: generating ${file} ... `);
  const sum = await makeApk(file, size);
  // each run starts with nothing waiting to be written to disk
  execFileSync('sync');
  console.log(`md5 ${sum}`);

  // the upload API
  const t = await createTestApp();
  const token = await t.signIn(`bench${gb}@example.com`);
  const created = await t.call<{ appId: string }>(
    '/vrmcsys/dvlper/createApp',
    { name: 'Bench', pkg: REAL_PKG },
    { token },
  );
  const appId = created.data.appId;
  const portal = await startPortal(t);
  const { base } = portal;
  const identifier = `bench-${String(gb).replace('.', '_')}-${sum}`;
  const started = performance.now();
  await sendChunks(
    `${base}/vrmcsys/dvlper/uploadAppFile`,
    file,
    size,
    { identifier, appId, fileType: 1 },
    { token },
  );
  const uploaded = performance.now();
  const call = async <T>(url: string, body: unknown) =>
    (await (
      await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token },
        body: JSON.stringify(body),
      })
    ).json()) as { errCode: number; data: T };
  const merge = await call('/vrmcsys/dvlper/mergeAppFile', {
    identifier,
    md5sum: sum,
    filename: 'bench.apk',
    totalSize: size,
    totalChunks: Math.ceil(size / CHUNK),
    appId,
    fileType: 1,
  });
  if (merge.errCode) throw new Error(`merge ${merge.errCode}`);
  let ret: { ret: number; ecode: number };
  for (;;) {
    ret = (
      await call<{ ret: number; ecode: number }>('/vrmcsys/dvlper/checkMergeAppRet', { identifier })
    ).data;
    if (ret.ret !== -1) break;
    await sleep(50);
  }
  const merged = performance.now();
  if (ret.ret !== 1) throw new Error(`merge failed with ${ret.ecode}`);
  const apiPeak = portal.peakMb();
  await portal.stop();
  await t.close();
  execFileSync('sync');

  // the baseline: bare route, then md5sum
  const barePort = await freePort();
  const bareFile = path.join(workDir, `bare-${gb}g.bin`);
  const bare = watch(
    spawn(process.execPath, [path.join(root, 'bench/bare-server.mjs')], {
      env: { ...process.env, PORT: String(barePort), BARE_FILE: bareFile },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await waitUp(`http://127.0.0.1:${barePort}/`, { anyAnswer: true });
  const bareStart = performance.now();
  await sendChunks(`http://127.0.0.1:${barePort}/bare`, file, size, {}, {});
  const bareUploaded = performance.now();
  const bareSum = execFileSync('md5sum', [bareFile]).toString().split(' ')[0];
  const bareDone = performance.now();
  const barePeak = bare.peakMb();
  await bare.stop();
  if (bareSum !== sum) throw new Error('the baseline stored other bytes');

  const api = (merged - started) / 1000;
  const base0 = (bareDone - bareStart) / 1000;
  console.log(
    [
      `  upload API : ${api.toFixed(1)} s = ${mbs(size, api).toFixed(0)} MB/s (chunks ${((uploaded - started) / 1000).toFixed(1)} s, merge ${((merged - uploaded) / 1000).toFixed(1)} s), server peak RSS ${apiPeak.toFixed(0)} MB`,
      `  bare+md5sum: ${base0.toFixed(1)} s = ${mbs(size, base0).toFixed(0)} MB/s (chunks ${((bareUploaded - bareStart) / 1000).toFixed(1)} s, md5sum ${((bareDone - bareUploaded) / 1000).toFixed(1)} s), server peak RSS ${barePeak.toFixed(0)} MB`,
      `  ratio ${(base0 / api).toFixed(2)} (goal >= 0.70), peak ${apiPeak < 200 ? 'under' : 'OVER'} 200 MB`,
    ].join('\n'),
  );
  fs.rmSync(file, { force: true });
  fs.rmSync(bareFile, { force: true });
  return { gb, ratio: base0 / api, peak: apiPeak };
}

try {
  build({ announce: 'building the server ...' });
  const results = [];
  for (const gb of sizes) results.push(await benchSize(gb));
  const ok = results.every((r) => r.ratio >= 0.7 && r.peak < 200);
  console.log(
    `\n${ok ? 'goals met' : 'GOALS MISSED'}: ${results.map((r) => `${r.gb} GB ratio ${r.ratio.toFixed(2)} peak ${r.peak.toFixed(0)} MB`).join('; ')}`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
