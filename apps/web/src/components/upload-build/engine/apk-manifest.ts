/**
 * Reads package name, version and the debuggable flag of an APK in the browser before any byte
 * is uploaded, so a wrong package or a debug build fails in seconds instead of after a 10 GB
 * transfer. An APK is a zip: the central directory is read from the end of the file through
 * Blob.slice (never the whole file), then AndroidManifest.xml is inflated and its binary XML
 * decoded just far enough to reach the attributes of <manifest> and <application>. Anything
 * unexpected answers null and the server decides.
 */

export interface ApkManifest {
  package: string;
  /** null when the manifest has none or refers to a resource */
  versionCode: number | null;
  versionName: string | null;
  /** android:debuggable of <application>; null when it refers to a resource */
  debuggable: boolean | null;
}

const MANIFEST_NAME = 'AndroidManifest.xml';
/** End of central directory record and the largest comment it may carry. */
const EOCD_SIZE = 22;
const EOCD_SEARCH = EOCD_SIZE + 0xffff;
/** A central directory or a manifest larger than this is not worth reading in the browser. */
const MAX_CENTRAL_DIRECTORY = 64 * 1024 * 1024;
const MAX_MANIFEST = 8 * 1024 * 1024;

const SIG_EOCD = 0x06054b50;
const SIG_ZIP64_LOCATOR = 0x07064b50;
const SIG_ZIP64_EOCD = 0x06064b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_LOCAL = 0x04034b50;

class NotReadable extends Error {}

async function bytesOf(blob: Blob, start: number, end: number): Promise<DataView> {
  if (start < 0 || end > blob.size || start > end) throw new NotReadable('out of range');
  return new DataView(await blob.slice(start, end).arrayBuffer());
}

function u64(view: DataView, offset: number): number {
  const value = view.getBigUint64(offset, true);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new NotReadable('offset too large');
  return Number(value);
}

interface CentralDirectory {
  offset: number;
  size: number;
}

async function findCentralDirectory(file: Blob): Promise<CentralDirectory> {
  const tailStart = Math.max(0, file.size - EOCD_SEARCH);
  const tail = await bytesOf(file, tailStart, file.size);
  let at = -1;
  for (let i = tail.byteLength - EOCD_SIZE; i >= 0; i -= 1) {
    if (tail.getUint32(i, true) === SIG_EOCD) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new NotReadable('no end of central directory');
  let size = tail.getUint32(at + 12, true);
  let offset = tail.getUint32(at + 16, true);
  if (offset === 0xffffffff || size === 0xffffffff) {
    // ZIP64 (APKs over 4 GB): the locator sits right before the classic record
    const locatorAt = tailStart + at - 20;
    const locator = await bytesOf(file, locatorAt, locatorAt + 20);
    if (locator.getUint32(0, true) !== SIG_ZIP64_LOCATOR) throw new NotReadable('no zip64');
    const recordAt = u64(locator, 8);
    const record = await bytesOf(file, recordAt, recordAt + 56);
    if (record.getUint32(0, true) !== SIG_ZIP64_EOCD) throw new NotReadable('bad zip64 record');
    size = u64(record, 40);
    offset = u64(record, 48);
  }
  if (size > MAX_CENTRAL_DIRECTORY || offset + size > file.size) {
    throw new NotReadable('central directory out of reach');
  }
  return { offset, size };
}

interface Entry {
  method: number;
  compressedSize: number;
  size: number;
  localHeader: number;
}

function findEntry(directory: DataView, name: string): Entry | null {
  const wanted = new TextEncoder().encode(name);
  let at = 0;
  while (at + 46 <= directory.byteLength) {
    if (directory.getUint32(at, true) !== SIG_CENTRAL) throw new NotReadable('bad entry');
    const nameLength = directory.getUint16(at + 28, true);
    const extraLength = directory.getUint16(at + 30, true);
    const commentLength = directory.getUint16(at + 32, true);
    const nameStart = at + 46;
    let same = nameLength === wanted.length;
    for (let i = 0; same && i < nameLength; i += 1) {
      same = directory.getUint8(nameStart + i) === wanted[i];
    }
    if (same) {
      let compressedSize = directory.getUint32(at + 20, true);
      let size = directory.getUint32(at + 24, true);
      let localHeader = directory.getUint32(at + 42, true);
      // ZIP64 extra field: the values that overflowed 32 bits, in this order
      let extra = nameStart + nameLength;
      const extraEnd = extra + extraLength;
      while (extra + 4 <= extraEnd) {
        const id = directory.getUint16(extra, true);
        const length = directory.getUint16(extra + 2, true);
        if (id === 0x0001) {
          let field = extra + 4;
          if (size === 0xffffffff) [size, field] = [u64(directory, field), field + 8];
          if (compressedSize === 0xffffffff) {
            [compressedSize, field] = [u64(directory, field), field + 8];
          }
          if (localHeader === 0xffffffff) localHeader = u64(directory, field);
        }
        extra += 4 + length;
      }
      return { method: directory.getUint16(at + 10, true), compressedSize, size, localHeader };
    }
    at = nameStart + nameLength + extraLength + commentLength;
  }
  return null;
}

async function inflateRaw(data: Blob): Promise<ArrayBuffer> {
  if (typeof DecompressionStream === 'undefined') throw new NotReadable('no DecompressionStream');
  const stream = data.stream().pipeThrough(new DecompressionStream('deflate-raw'));
  return new Response(stream).arrayBuffer();
}

async function readEntry(file: Blob, entry: Entry): Promise<ArrayBuffer> {
  if (entry.size > MAX_MANIFEST || entry.compressedSize > MAX_MANIFEST) {
    throw new NotReadable('manifest too large');
  }
  const local = await bytesOf(file, entry.localHeader, entry.localHeader + 30);
  if (local.getUint32(0, true) !== SIG_LOCAL) throw new NotReadable('bad local header');
  const start = entry.localHeader + 30 + local.getUint16(26, true) + local.getUint16(28, true);
  const data = file.slice(start, start + entry.compressedSize);
  if (entry.method === 0) return data.arrayBuffer();
  if (entry.method === 8) return inflateRaw(data);
  throw new NotReadable(`compression method ${entry.method}`);
}

// ---------------------------------------------------------------- Android binary XML

const RES_STRING_POOL = 0x0001;
const RES_XML = 0x0003;
const RES_XML_START_ELEMENT = 0x0102;
const RES_XML_RESOURCE_MAP = 0x0180;
const UTF8_FLAG = 1 << 8;
const NO_INDEX = 0xffffffff;
/** android:versionCode and android:versionName, for manifests whose attribute names are stripped */
const ATTR_VERSION_CODE = 0x0101021b;
const ATTR_VERSION_NAME = 0x0101021c;
const ATTR_DEBUGGABLE = 0x0101000f;
const TYPE_STRING = 0x03;
const TYPE_INT_DEC = 0x10;
const TYPE_INT_HEX = 0x11;
const TYPE_INT_BOOLEAN = 0x12;

function readStringPool(view: DataView, chunk: number): string[] {
  const count = view.getUint32(chunk + 8, true);
  const utf8 = (view.getUint32(chunk + 16, true) & UTF8_FLAG) !== 0;
  const stringsStart = chunk + view.getUint32(chunk + 20, true);
  const headerSize = view.getUint16(chunk + 2, true);
  const strings: string[] = [];
  const utf8Decoder = new TextDecoder('utf-8');
  const utf16Decoder = new TextDecoder('utf-16le');
  for (let i = 0; i < count; i += 1) {
    let at = stringsStart + view.getUint32(chunk + headerSize + i * 4, true);
    if (utf8) {
      // UTF-16 length, then UTF-8 length, each one or two bytes
      at += view.getUint8(at) & 0x80 ? 2 : 1;
      let length = view.getUint8(at);
      if (length & 0x80) {
        length = ((length & 0x7f) << 8) | view.getUint8(at + 1);
        at += 2;
      } else {
        at += 1;
      }
      strings.push(utf8Decoder.decode(new Uint8Array(view.buffer, view.byteOffset + at, length)));
    } else {
      let length = view.getUint16(at, true);
      if (length & 0x8000) {
        length = ((length & 0x7fff) << 16) | view.getUint16(at + 2, true);
        at += 4;
      } else {
        at += 2;
      }
      strings.push(
        utf16Decoder.decode(new Uint8Array(view.buffer, view.byteOffset + at, length * 2)),
      );
    }
  }
  return strings;
}

interface Attribute {
  name: string;
  resourceId: number | undefined;
  /** the raw string value, else a string-typed value, else null */
  text: string | null;
  dataType: number;
  data: number;
}

function attributesOf(
  view: DataView,
  ext: number,
  strings: string[],
  resourceIds: number[],
): Attribute[] {
  const attributeStart = view.getUint16(ext + 8, true);
  const attributeSize = view.getUint16(ext + 10, true);
  const attributeCount = view.getUint16(ext + 12, true);
  const out: Attribute[] = [];
  for (let i = 0; i < attributeCount; i += 1) {
    const attr = ext + attributeStart + i * attributeSize;
    const nameIndex = view.getUint32(attr + 4, true);
    const raw = view.getUint32(attr + 8, true);
    const dataType = view.getUint8(attr + 15);
    const data = view.getUint32(attr + 16, true);
    out.push({
      name: strings[nameIndex] ?? '',
      resourceId: resourceIds[nameIndex],
      text:
        raw !== NO_INDEX
          ? (strings[raw] ?? null)
          : dataType === TYPE_STRING
            ? (strings[data] ?? null)
            : null,
      dataType,
      data,
    });
  }
  return out;
}

/** true or false for a literal boolean; null for a resource reference or anything else. */
function debuggableOf(attributes: Attribute[]): boolean | null {
  const attr = attributes.find((a) => a.name === 'debuggable' || a.resourceId === ATTR_DEBUGGABLE);
  if (!attr) return false;
  if (attr.dataType === TYPE_INT_BOOLEAN) return attr.data !== 0;
  if (attr.text === 'true' || attr.text === 'false') return attr.text === 'true';
  return null;
}

/**
 * Decodes the attributes of <manifest> and of <application> (its debuggable flag) of a compiled
 * AndroidManifest.xml.
 */
export function decodeManifest(buffer: ArrayBuffer): ApkManifest | null {
  const view = new DataView(buffer);
  if (view.byteLength < 8 || view.getUint16(0, true) !== RES_XML) return null;
  let strings: string[] = [];
  let resourceIds: number[] = [];
  let found: Omit<ApkManifest, 'debuggable'> | null = null;
  let at = view.getUint16(2, true);
  while (at + 8 <= view.byteLength) {
    const type = view.getUint16(at, true);
    const headerSize = view.getUint16(at + 2, true);
    const size = view.getUint32(at + 4, true);
    if (size < 8 || at + size > view.byteLength) return null;
    if (type === RES_STRING_POOL) {
      strings = readStringPool(view, at);
    } else if (type === RES_XML_RESOURCE_MAP) {
      resourceIds = [];
      for (let i = at + headerSize; i + 4 <= at + size; i += 4) {
        resourceIds.push(view.getUint32(i, true));
      }
    } else if (type === RES_XML_START_ELEMENT) {
      const ext = at + headerSize;
      const element = strings[view.getUint32(ext + 4, true)];
      const attributes = attributesOf(view, ext, strings, resourceIds);
      if (!found) {
        if (element !== 'manifest') return null;
        const pkg = attributes.find((a) => a.name === 'package')?.text ?? null;
        if (!pkg) return null;
        let versionCode: number | null = null;
        let versionName: string | null = null;
        for (const a of attributes) {
          if (a.name === 'versionCode' || a.resourceId === ATTR_VERSION_CODE) {
            if (a.dataType === TYPE_INT_DEC || a.dataType === TYPE_INT_HEX) versionCode = a.data;
            else if (a.text !== null && /^\d+$/.test(a.text)) versionCode = Number(a.text);
          } else if (a.name === 'versionName' || a.resourceId === ATTR_VERSION_NAME) {
            versionName = a.text;
          }
        }
        found = { package: pkg, versionCode, versionName };
      } else if (element === 'application') {
        return { ...found, debuggable: debuggableOf(attributes) };
      }
    }
    at += size;
  }
  // no <application>: nothing is debuggable
  return found ? { ...found, debuggable: false } : null;
}

/**
 * Package name, version and debuggable flag of an APK, or null when they cannot be read here
 * (not a zip, no manifest, an unusual compression, a browser without DecompressionStream).
 */
export async function readApkManifest(file: Blob): Promise<ApkManifest | null> {
  try {
    const directory = await findCentralDirectory(file);
    const entries = await bytesOf(file, directory.offset, directory.offset + directory.size);
    const entry = findEntry(entries, MANIFEST_NAME);
    if (!entry) return null;
    return decodeManifest(await readEntry(file, entry));
  } catch {
    return null;
  }
}
