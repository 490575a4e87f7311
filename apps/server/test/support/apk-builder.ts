import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import yauzl from 'yauzl';

/** A real APK no one here wrote: io.appium.settings 8.0.10 (versionCode 192), v2-signed. */
export const REAL_APK = path.join(
  path.dirname(createRequire(import.meta.url).resolve('io.appium.settings/package.json')),
  'apks',
  'settings_apk-debug.apk',
);
export const REAL_PKG = 'io.appium.settings';
export const REAL_VCODE = 192;

let packagesMade = 0;
/**
 * A package name no earlier call answered, as long as the real APK's (io.example.pkg0001...): for
 * `buildApk({ pkg })`, when a test's app must not hold the real package that another app has.
 */
export function newPackageName(): string {
  packagesMade += 1;
  return `io.example.pkg${String(packagesMade).padStart(4, '0')}`;
}

export interface ZipEntry {
  name: string;
  data: Buffer;
  /** stored by default; deflate for text-like entries */
  deflate?: boolean;
}

/** The entries of a zip in a buffer, uncompressed. */
export async function unzip(buffer: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (e, z) => (e ? reject(e) : resolve(z))),
  );
  const out = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const parts: Buffer[] = [];
        stream.on('data', (d: Buffer) => parts.push(d));
        stream.on('end', () => {
          out.set(entry.fileName, Buffer.concat(parts));
          zip.readEntry();
        });
      });
    });
    zip.on('end', resolve);
    zip.on('error', reject);
    zip.readEntry();
  });
  return out;
}

/** The APK Signing Block of a zip (the bytes between the last entry and the central directory). */
export function signingBlockOf(apk: Buffer): Buffer | null {
  const eocd = apk.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const cd = apk.readUInt32LE(eocd + 16);
  if (apk.subarray(cd - 16, cd).toString('latin1') !== 'APK Sig Block 42') return null;
  const size = Number(apk.readBigUInt64LE(cd - 24));
  return apk.subarray(cd - size - 8, cd);
}

/**
 * Writes a zip: local headers and data, then an optional APK Signing Block, then the central
 * directory. Entries are stored or deflated; no zip64 (tests stay well under 4 GiB).
 */
export function zip(entries: ZipEntry[], signingBlock: Buffer | null = null): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const body = e.deflate ? zlib.deflateRawSync(e.data) : e.data;
    const crc = zlib.crc32(e.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(e.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    locals.push(local, name, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(e.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + body.length;
  }
  if (signingBlock) {
    locals.push(signingBlock);
    offset += signingBlock.length;
  }
  const cd = Buffer.concat(centrals);
  const eocd = Buffer.alloc(22);
  eocd.writeUInt32LE(0x06054b50, 0);
  eocd.writeUInt16LE(entries.length, 8);
  eocd.writeUInt16LE(entries.length, 10);
  eocd.writeUInt32LE(cd.length, 12);
  eocd.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, eocd]);
}

const RES_DEBUGGABLE = 0x0101000f;
const RES_VERSION_CODE = 0x0101021b;

/**
 * Edits typed attribute values of a binary AndroidManifest.xml in place, finding attributes by
 * their android resource id (through the XML resource map).
 */
export function patchManifest(
  manifest: Buffer,
  changes: { versionCode?: number; debuggable?: boolean },
): Buffer {
  const out = Buffer.from(manifest);
  const resIds: number[] = [];
  let patched = 0;
  for (let at = out.readUInt16LE(2); at < out.length;) {
    const type = out.readUInt16LE(at);
    const size = out.readUInt32LE(at + 4);
    if (type === 0x0180) {
      for (let i = at + 8; i < at + size; i += 4) resIds.push(out.readUInt32LE(i));
    } else if (type === 0x0102) {
      const ext = at + 16;
      const attrStart = out.readUInt16LE(ext + 8);
      const attrSize = out.readUInt16LE(ext + 10);
      const count = out.readUInt16LE(ext + 12);
      for (let i = 0; i < count; i += 1) {
        const attr = ext + attrStart + i * attrSize;
        const id = resIds[out.readUInt32LE(attr + 4)];
        if (id === RES_VERSION_CODE && changes.versionCode !== undefined) {
          out.writeUInt32LE(changes.versionCode, attr + 16);
          patched += 1;
        }
        if (id === RES_DEBUGGABLE && changes.debuggable !== undefined) {
          out.writeUInt32LE(changes.debuggable ? 0xffffffff : 0, attr + 16);
          patched += 1;
        }
      }
    }
    at += size;
  }
  const wanted = Object.values(changes).filter((v) => v !== undefined).length;
  if (patched !== wanted) throw new Error(`patched ${patched} of ${wanted} attributes`);
  return out;
}

let real: { bytes: Buffer; entries: Map<string, Buffer>; block: Buffer } | null = null;
async function realApk() {
  if (!real) {
    const bytes = fs.readFileSync(REAL_APK);
    real = { bytes, entries: await unzip(bytes), block: signingBlockOf(bytes)! };
  }
  return real;
}

/**
 * The manifest with the package named `pkg` instead of the real one: the package is the first
 * string of the pool that names it, replaced in place by one of the same length (UTF-16 or UTF-8
 * pool alike), so every offset stays valid.
 */
function renamePackage(manifest: Buffer, pkg: string): Buffer {
  if (pkg.length !== REAL_PKG.length) {
    throw new Error(`a package name of ${REAL_PKG.length} characters, not ${pkg}`);
  }
  for (const encoding of ['utf16le', 'utf8'] as const) {
    const at = manifest.indexOf(Buffer.from(REAL_PKG, encoding));
    if (at >= 0) {
      const out = Buffer.from(manifest);
      Buffer.from(pkg, encoding).copy(out, at);
      return out;
    }
  }
  throw new Error(`no ${REAL_PKG} in the manifest`);
}

/**
 * An APK made from the real one: its manifest (edited as asked), its resources, and its v2
 * signing block (or a v1 signature file, or none), plus any extra entries. A release build
 * (android:debuggable off) unless `debuggable` is true: the real APK is a debug build, which a
 * merge refuses (10630). `pkg` names another package, as long as the real one (18 characters).
 */
export async function buildApk(
  opts: {
    versionCode?: number;
    debuggable?: boolean;
    signature?: 'v2' | { v1: Buffer } | 'none';
    extra?: ZipEntry[];
    pkg?: string;
  } = {},
): Promise<Buffer> {
  const r = await realApk();
  const patched = patchManifest(r.entries.get('AndroidManifest.xml')!, {
    ...(opts.versionCode !== undefined ? { versionCode: opts.versionCode } : {}),
    debuggable: opts.debuggable ?? false,
  });
  const manifest = opts.pkg ? renamePackage(patched, opts.pkg) : patched;
  const entries: ZipEntry[] = [
    { name: 'AndroidManifest.xml', data: manifest, deflate: true },
    { name: 'resources.arsc', data: r.entries.get('resources.arsc')! },
    ...(opts.extra ?? []),
  ];
  const signature = opts.signature ?? 'v2';
  if (typeof signature === 'object') {
    entries.push({ name: 'META-INF/CERT.RSA', data: signature.v1 });
  }
  return zip(entries, signature === 'v2' ? r.block : null);
}
