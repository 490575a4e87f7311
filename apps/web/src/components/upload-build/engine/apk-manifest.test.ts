import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeManifest, readApkManifest } from './apk-manifest';

// A real APK built by others: io.appium.settings 8.0.10 (versionCode 192)
const require = createRequire(import.meta.url);
const apkPath = join(
  dirname(require.resolve('io.appium.settings/package.json')),
  'apks',
  'settings_apk-debug.apk',
);
const apk = readFileSync(apkPath);
const expected = { package: 'io.appium.settings', versionCode: 192, versionName: '8.0.10' };

/** The compiled manifest, found by walking the local headers from the front (another path). */
function manifestBytes(): Buffer {
  let at = 0;
  while (apk.readUInt32LE(at) === 0x04034b50) {
    const method = apk.readUInt16LE(at + 8);
    const compressed = apk.readUInt32LE(at + 18);
    const nameLength = apk.readUInt16LE(at + 26);
    const extraLength = apk.readUInt16LE(at + 28);
    const name = apk.toString('utf8', at + 30, at + 30 + nameLength);
    const start = at + 30 + nameLength + extraLength;
    const data = apk.subarray(start, start + compressed);
    if (name === 'AndroidManifest.xml') return method === 8 ? inflateRawSync(data) : data;
    at = start + compressed;
  }
  throw new Error('no manifest in the test APK');
}

interface ZipFile {
  name: string;
  data: Buffer;
  deflate?: boolean;
}

/** A minimal zip writer; zip64 writes the end records an APK over 4 GB carries. */
function zip(files: ZipFile[], { zip64 = false, comment = '' } = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const name = Buffer.from(file.name);
    const body = file.deflate ? deflateRawSync(file.data) : file.data;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(file.deflate ? 8 : 0, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(file.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);
    const extra = Buffer.alloc(zip64 ? 28 : 0);
    if (zip64) {
      extra.writeUInt16LE(0x0001, 0);
      extra.writeUInt16LE(24, 2);
      extra.writeBigUInt64LE(BigInt(file.data.length), 4);
      extra.writeBigUInt64LE(BigInt(body.length), 12);
      extra.writeBigUInt64LE(BigInt(offset), 20);
    }
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(file.deflate ? 8 : 0, 10);
    central.writeUInt32LE(zip64 ? 0xffffffff : body.length, 20);
    central.writeUInt32LE(zip64 ? 0xffffffff : file.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(zip64 ? 0xffffffff : offset, 42);
    centrals.push(central, name, extra);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const tail: Buffer[] = [];
  if (zip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeBigUInt64LE(BigInt(files.length), 24);
    record.writeBigUInt64LE(BigInt(files.length), 32);
    record.writeBigUInt64LE(BigInt(directory.length), 40);
    record.writeBigUInt64LE(BigInt(offset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(offset + directory.length), 8);
    locator.writeUInt32LE(1, 16);
    tail.push(record, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(zip64 ? 0xffff : files.length, 8);
  end.writeUInt16LE(zip64 ? 0xffff : files.length, 10);
  end.writeUInt32LE(zip64 ? 0xffffffff : directory.length, 12);
  end.writeUInt32LE(zip64 ? 0xffffffff : offset, 16);
  end.writeUInt16LE(Buffer.byteLength(comment), 20);
  return Buffer.concat([...locals, directory, ...tail, end, Buffer.from(comment)]);
}

const blob = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]);

describe('readApkManifest', () => {
  it('reads package, versionCode and versionName of a real APK', async () => {
    await expect(readApkManifest(blob(apk))).resolves.toEqual(expected);
  });

  it('reads only the end of the file and the manifest entry, never the whole file', async () => {
    const file = blob(apk);
    const read: number[] = [];
    const original = file.slice.bind(file);
    file.slice = (start?: number, end?: number) => {
      read.push((end ?? file.size) - (start ?? 0));
      return original(start, end);
    };
    await readApkManifest(file);
    expect(read.reduce((sum, n) => sum + n, 0)).toBeLessThan(file.size / 4);
  });

  it('reads a stored (uncompressed) manifest', async () => {
    const archive = zip([
      { name: 'classes.dex', data: Buffer.alloc(5000, 7), deflate: true },
      { name: 'AndroidManifest.xml', data: manifestBytes() },
    ]);
    await expect(readApkManifest(blob(archive))).resolves.toEqual(expected);
  });

  it('reads the ZIP64 records of APKs over 4 GB, and skips an archive comment', async () => {
    const archive = zip([{ name: 'AndroidManifest.xml', data: manifestBytes(), deflate: true }], {
      zip64: true,
      comment: 'signed build',
    });
    await expect(readApkManifest(blob(archive))).resolves.toEqual(expected);
  });

  it('answers null for a zip without a manifest, a file that is no zip and a cut-off APK', async () => {
    const noManifest = zip([{ name: 'res/raw/a.txt', data: Buffer.from('hello'), deflate: true }]);
    await expect(readApkManifest(blob(noManifest))).resolves.toBeNull();
    await expect(readApkManifest(blob(Buffer.alloc(100_000, 1)))).resolves.toBeNull();
    await expect(readApkManifest(blob(apk.subarray(0, apk.length / 2)))).resolves.toBeNull();
    await expect(readApkManifest(new Blob([]))).resolves.toBeNull();
  });

  it('answers null for a manifest that is not compiled binary XML', async () => {
    const plain = zip([
      {
        name: 'AndroidManifest.xml',
        data: Buffer.from('<manifest package="a.b" android:versionCode="3"/>'),
      },
    ]);
    await expect(readApkManifest(blob(plain))).resolves.toBeNull();
  });
});

describe('decodeManifest', () => {
  it('decodes the compiled manifest of the real APK', () => {
    const bytes = manifestBytes();
    const copy = new Uint8Array(bytes).buffer;
    expect(decodeManifest(copy)).toEqual(expected);
  });

  it('answers null for a truncated manifest', () => {
    const bytes = manifestBytes().subarray(0, 400);
    const copy = new Uint8Array(bytes).buffer;
    expect(decodeManifest(copy)).toBeNull();
  });
});
