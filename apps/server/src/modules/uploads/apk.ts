import { X509Certificate, createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import ManifestParser from 'app-info-parser/src/xml-parser/manifest.js';
import ResourceFinder from 'app-info-parser/src/resource-finder.js';
import type { RandomAccessFile } from './staging.js';

/** What an APK says of itself; stored as JSON with its version. */
export interface ApkInfo {
  pkg: string;
  versionCode: number;
  versionName: string;
  minSdk: number | null;
  targetSdk: number | null;
  permissions: string[];
  /** from lib/<abi>/ entries; empty for an app without native code */
  abis: string[];
  debuggable: boolean;
  /** the first signer's certificate; null when the APK carries no signature */
  signer: {
    /** where it was found: the v3 or v2 APK Signing Block, or the v1 META-INF block */
    scheme: 'v3' | 'v2' | 'v1';
    /** SHA-256 of the DER certificate, lowercase hex */
    certSha256: string;
    subject: string;
  } | null;
}

/** unparseable: not an APK we can read (10630); abnormal: read, but unfit to install (10632). */
export class ApkProblem extends Error {
  constructor(
    readonly kind: 'unparseable' | 'abnormal',
    message: string,
  ) {
    super(message);
  }
}

const MANIFEST_MAX = 8 * 1024 * 1024;
const SIGNATURE_FILE_MAX = 1024 * 1024;
const RESOURCES_MAX = 64 * 1024 * 1024;
const SIGNING_BLOCK_MAX = 16 * 1024 * 1024;
const MANIFEST_IGNORE = [
  'application.activity',
  'application.activity-alias',
  'application.service',
  'application.receiver',
  'application.provider',
  'permission-group',
];

class FileReader extends yauzl.RandomAccessReader {
  constructor(private readonly file: RandomAccessFile) {
    super();
  }
  override _readStreamForRange(start: number, end: number): Readable {
    return this.file.stream(start, end);
  }
}

function openZip(file: RandomAccessFile): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) =>
    yauzl.fromRandomAccessReader(
      new FileReader(file),
      file.size,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true },
      (error, zip) => (error ? reject(error) : resolve(zip)),
    ),
  );
}

/** Every entry of the zip, one at a time (the central directory is never held whole). */
async function* entriesOf(zip: yauzl.ZipFile): AsyncGenerator<yauzl.Entry> {
  for (;;) {
    const entry = await new Promise<yauzl.Entry | null>((resolve, reject) => {
      const cleanup = () => {
        zip.off('entry', onEntry);
        zip.off('end', onEnd);
        zip.off('error', onError);
      };
      const onEntry = (e: yauzl.Entry) => (cleanup(), resolve(e));
      const onEnd = () => (cleanup(), resolve(null));
      const onError = (e: Error) => (cleanup(), reject(e));
      zip.on('entry', onEntry);
      zip.on('end', onEnd);
      zip.on('error', onError);
      zip.readEntry();
    });
    if (!entry) return;
    yield entry;
  }
}

async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, max: number): Promise<Buffer> {
  if (entry.uncompressedSize > max) {
    throw new ApkProblem('abnormal', `${entry.fileName} is larger than ${max} bytes`);
  }
  const stream = await new Promise<Readable>((resolve, reject) =>
    zip.openReadStream(entry, (error, s) => (error ? reject(error) : resolve(s))),
  );
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

// ---- signatures ------------------------------------------------------------------------------

/** Offset of the zip's central directory, from the end-of-central-directory record. */
async function centralDirectoryOffset(file: RandomAccessFile): Promise<number | null> {
  const tailLength = Math.min(file.size, 0xffff + 22);
  const tail = await file.read(file.size - tailLength, tailLength);
  for (let i = tail.length - 22; i >= 0; i -= 1) {
    if (tail.readUInt32LE(i) !== 0x06054b50) continue;
    if (i + 22 + tail.readUInt16LE(i + 20) !== tail.length) continue;
    const offset = tail.readUInt32LE(i + 16);
    if (offset !== 0xffffffff) return offset;
    // zip64: the locator sits just before the record and points at the zip64 record
    const recordAt = file.size - tailLength + i;
    if (recordAt < 20) return null;
    const locator = await file.read(recordAt - 20, 20);
    if (locator.readUInt32LE(0) !== 0x07064b50) return null;
    const zip64 = await file.read(Number(locator.readBigUInt64LE(8)), 56);
    if (zip64.readUInt32LE(0) !== 0x06064b50) return null;
    return Number(zip64.readBigUInt64LE(48));
  }
  return null;
}

/** A uint32-length-prefixed value at `at`; throws on lengths past the end. */
function prefixed(buf: Buffer, at: number): { value: Buffer; next: number } {
  if (at + 4 > buf.length) throw new Error('truncated signing block');
  const length = buf.readUInt32LE(at);
  if (at + 4 + length > buf.length) throw new Error('truncated signing block');
  return { value: buf.subarray(at + 4, at + 4 + length), next: at + 4 + length };
}

const SCHEMES: [number, 'v3' | 'v2'][] = [
  [0x1b93ad61, 'v3'], // v3.1
  [0xf05368c0, 'v3'],
  [0x7109871a, 'v2'],
];

/**
 * The first signer's certificate from the APK Signing Block (v3 or v2), which sits just before
 * the central directory: signers → signer → signed data → certificates → the first DER.
 */
async function signingBlockCertificate(
  file: RandomAccessFile,
): Promise<{ scheme: 'v3' | 'v2'; der: Buffer } | null> {
  const cd = await centralDirectoryOffset(file);
  if (cd === null || cd < 32) return null;
  const footer = await file.read(cd - 24, 24);
  if (footer.subarray(8).toString('latin1') !== 'APK Sig Block 42') return null;
  const size = Number(footer.readBigUInt64LE(0));
  if (size < 24 || size > SIGNING_BLOCK_MAX || cd - size - 8 < 0) return null;
  const block = await file.read(cd - size - 8, size + 8);
  if (Number(block.readBigUInt64LE(0)) !== size) return null;
  const pairs = new Map<number, Buffer>();
  for (let at = 8; at + 12 <= block.length - 24;) {
    const length = Number(block.readBigUInt64LE(at));
    if (length < 4 || at + 8 + length > block.length - 24) break;
    pairs.set(block.readUInt32LE(at + 8), block.subarray(at + 12, at + 8 + length));
    at += 8 + length;
  }
  for (const [id, scheme] of SCHEMES) {
    const value = pairs.get(id);
    if (!value) continue;
    const signers = prefixed(value, 0).value;
    const signer = prefixed(signers, 0).value;
    const signedData = prefixed(signer, 0).value;
    const digests = prefixed(signedData, 0);
    const certificates = prefixed(signedData, digests.next).value;
    const der = prefixed(certificates, 0).value;
    return { scheme, der };
  }
  return null;
}

/** Tag, header length and content length of the DER element at `at`. */
function derElement(buf: Buffer, at: number) {
  if (at + 2 > buf.length) throw new Error('truncated DER');
  const tag = buf[at]!;
  let length = buf[at + 1]!;
  let header = 2;
  if (length & 0x80) {
    const bytes = length & 0x7f;
    if (bytes < 1 || bytes > 4 || at + 2 + bytes > buf.length) throw new Error('bad DER length');
    length = 0;
    for (let i = 0; i < bytes; i += 1) length = length * 256 + buf[at + 2 + i]!;
    header += bytes;
  }
  if (at + header + length > buf.length) throw new Error('truncated DER');
  return { tag, header, length, end: at + header + length };
}

/**
 * The first certificate of a v1 signature block (PKCS#7 SignedData in DER):
 * ContentInfo { oid, [0] { SignedData { version, digestAlgorithms, contentInfo, [0] certs } } }.
 */
function pkcs7Certificate(der: Buffer): Buffer | null {
  const info = derElement(der, 0);
  let at = info.header;
  const oid = derElement(der, at);
  at = oid.end;
  const explicit = derElement(der, at);
  if (explicit.tag !== 0xa0) return null;
  const signedData = derElement(der, at + explicit.header);
  at = at + explicit.header + signedData.header;
  for (let i = 0; i < 3; i += 1) at = derElement(der, at).end; // version, algorithms, content
  const certs = derElement(der, at);
  if (certs.tag !== 0xa0) return null;
  const first = derElement(der, at + certs.header);
  return der.subarray(at + certs.header, first.end);
}

function certificateOf(scheme: 'v3' | 'v2' | 'v1', der: Buffer): NonNullable<ApkInfo['signer']> {
  const cert = new X509Certificate(der);
  return {
    scheme,
    certSha256: createHash('sha256').update(der).digest('hex'),
    subject: cert.subject.replace(/\n/g, ', '),
  };
}

// ---- the manifest ----------------------------------------------------------------------------

interface RawManifest {
  package?: unknown;
  versionCode?: unknown;
  versionName?: unknown;
  usesPermissions?: { name?: unknown }[];
  usesSdk?: { minSdkVersion?: unknown; targetSdkVersion?: unknown };
  application?: { debuggable?: unknown };
}

const isReference = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('resourceId:0x');

function sdkLevel(value: unknown): number | null {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/** Resolves a resource reference through resources.arsc (the first configuration's value). */
function resolveReference(value: string, resources: Buffer): string {
  const table = new ResourceFinder().processResourceTable(resources) as Record<string, unknown>;
  const found = table[`@${value.replace('resourceId:0x', '').toUpperCase()}`];
  const first = Array.isArray(found) ? found[0] : found;
  return typeof first === 'string' ? first : '';
}

/**
 * Reads an APK without holding it: the central directory is walked entry by entry, only the
 * manifest, signature blocks (and resources.arsc when the version name is a reference) are read.
 */
export async function readApk(file: RandomAccessFile): Promise<ApkInfo> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(file);
  } catch (error) {
    throw new ApkProblem('unparseable', `not a zip archive: ${(error as Error).message}`);
  }
  let manifestBuffer: Buffer | null = null;
  let resourcesEntry: yauzl.Entry | null = null;
  let v1: Buffer | null = null;
  const abis = new Set<string>();
  try {
    for await (const entry of entriesOf(zip)) {
      const name = entry.fileName;
      if (name === 'AndroidManifest.xml')
        manifestBuffer = await readEntry(zip, entry, MANIFEST_MAX);
      else if (name === 'resources.arsc') resourcesEntry = entry;
      else if (!v1 && /^META-INF\/[^/]+\.(RSA|DSA|EC)$/i.test(name)) {
        v1 = await readEntry(zip, entry, SIGNATURE_FILE_MAX);
      } else {
        const abi = /^lib\/([^/]+)\/[^/]+$/.exec(name)?.[1];
        if (abi) abis.add(abi);
      }
    }
    if (!manifestBuffer) throw new ApkProblem('unparseable', 'AndroidManifest.xml is missing');
    let raw: RawManifest;
    try {
      raw = new ManifestParser(manifestBuffer, { ignore: MANIFEST_IGNORE }).parse() as RawManifest;
    } catch (error) {
      throw new ApkProblem(
        'unparseable',
        `AndroidManifest.xml cannot be decoded: ${(error as Error).message}`,
      );
    }
    const pkg = typeof raw.package === 'string' ? raw.package : '';
    const versionCode = Number(raw.versionCode);
    if (!pkg) throw new ApkProblem('abnormal', 'the manifest names no package');
    if (!Number.isSafeInteger(versionCode) || versionCode < 1) {
      throw new ApkProblem('abnormal', 'the manifest has no valid versionCode');
    }
    let versionName = raw.versionName === undefined ? '' : String(raw.versionName);
    if (isReference(versionName)) {
      versionName =
        resourcesEntry && resourcesEntry.uncompressedSize <= RESOURCES_MAX
          ? resolveReference(versionName, await readEntry(zip, resourcesEntry, RESOURCES_MAX))
          : '';
    }

    let signer: ApkInfo['signer'] = null;
    try {
      const block = await signingBlockCertificate(file);
      if (block) signer = certificateOf(block.scheme, block.der);
      else if (v1) {
        const der = pkcs7Certificate(v1);
        if (der) signer = certificateOf('v1', der);
      }
    } catch (error) {
      throw new ApkProblem('abnormal', `the signature cannot be read: ${(error as Error).message}`);
    }
    if (!signer) throw new ApkProblem('abnormal', 'the APK is not signed');

    return {
      pkg,
      versionCode,
      versionName: versionName.slice(0, 64),
      minSdk: sdkLevel(raw.usesSdk?.minSdkVersion),
      targetSdk: sdkLevel(raw.usesSdk?.targetSdkVersion),
      permissions: (raw.usesPermissions ?? [])
        .map((p) => p.name)
        .filter((n): n is string => typeof n === 'string'),
      abis: [...abis].sort(),
      debuggable: raw.application?.debuggable === true,
      signer,
    };
  } catch (error) {
    if (error instanceof ApkProblem) throw error;
    throw new ApkProblem('unparseable', (error as Error).message);
  } finally {
    zip.close();
  }
}
