import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { deflateRawSync, inflateRawSync } from 'node:zlib';

/*
 * APKs for the unit tests of the manifest reader and the upload engine, made from a real APK:
 * its compiled manifest, a minimal zip writer, and the manifest with android:debuggable set.
 */

// A real APK built by others: io.appium.settings 8.0.10 (versionCode 192)
const require = createRequire(import.meta.url);
const apkPath = join(
  dirname(require.resolve('io.appium.settings/package.json')),
  'apks',
  'settings_apk-debug.apk',
);
export const realApk = readFileSync(apkPath);
const apk = realApk;

/** The compiled manifest, found by walking the local headers from the front (another path). */
export function manifestBytes(): Buffer {
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
export function zip(files: ZipFile[], { zip64 = false, comment = '' } = {}): Buffer {
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

export const blob = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]);

/**
 * The manifest with android:debuggable (found by its resource id) set to a typed value: a
 * literal boolean (type 0x12) or a resource reference (type 0x01), as a build tool writes them.
 */
export function withDebuggable(manifest: Buffer, dataType: number, data: number): Buffer {
  const out = Buffer.from(manifest);
  const resourceIds: number[] = [];
  let patched = 0;
  for (let at = out.readUInt16LE(2); at < out.length; at += out.readUInt32LE(at + 4)) {
    const type = out.readUInt16LE(at);
    if (type === 0x0180) {
      for (let i = at + 8; i < at + out.readUInt32LE(at + 4); i += 4) {
        resourceIds.push(out.readUInt32LE(i));
      }
    } else if (type === 0x0102) {
      const ext = at + 16;
      for (let i = 0; i < out.readUInt16LE(ext + 12); i += 1) {
        const attr = ext + out.readUInt16LE(ext + 8) + i * out.readUInt16LE(ext + 10);
        if (resourceIds[out.readUInt32LE(attr + 4)] !== 0x0101000f) continue;
        out.writeUInt8(dataType, attr + 15);
        out.writeUInt32LE(data, attr + 16);
        patched += 1;
      }
    }
  }
  if (patched !== 1) throw new Error('no debuggable attribute in the test manifest');
  return out;
}

/** The real APK as a release build: its manifest with android:debuggable off, in a fresh zip. */
export function releaseApk(): Buffer {
  return zip([
    { name: 'AndroidManifest.xml', data: withDebuggable(manifestBytes(), 0x12, 0), deflate: true },
    { name: 'classes.dex', data: Buffer.alloc(4096, 7), deflate: true },
  ]);
}
