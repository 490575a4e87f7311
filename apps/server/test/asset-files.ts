/**
 * Real files made on the spot for the asset tests: PNG and JPEG pictures of a given size, an MP4
 * of a given length, a PDF, Word documents (the binary .doc container and .docx), and multipart
 * bodies that stream them.
 */
import { Readable } from 'node:stream';
import zlib from 'node:zlib';
import jpeg from 'jpeg-js';

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.from(type, 'latin1');
  return Buffer.concat([
    u32(data.length),
    head,
    data,
    u32(zlib.crc32(Buffer.concat([head, data]))),
  ]);
}

/**
 * A PNG of width x height in a plain colour; `padBytes` adds a text chunk of that many bytes, to
 * reach a file size without changing the picture.
 */
export function png(width: number, height: number, opts: { padBytes?: number } = {}): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([30, 120, 200], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const chunks = [pngChunk('IHDR', header)];
  if (opts.padBytes) {
    const text = Buffer.concat([
      Buffer.from('Comment\0', 'latin1'),
      Buffer.alloc(opts.padBytes, 'x'),
    ]);
    chunks.push(pngChunk('tEXt', text));
  }
  chunks.push(pngChunk('IDAT', zlib.deflateSync(raw)), pngChunk('IEND', Buffer.alloc(0)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
}

/** The smallest PNG of `size` bytes or more, of the given dimensions. */
export function pngOfSize(width: number, height: number, size: number): Buffer {
  const base = png(width, height).length + 12 + 'Comment\0'.length;
  return png(width, height, { padBytes: Math.max(0, size - base) });
}

/** A baseline JPEG of width x height (a gradient, so the encoder has something to do). */
export function jpg(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      data[i] = (x * 255) / width;
      data[i + 1] = (y * 255) / height;
      data[i + 2] = 128;
      data[i + 3] = 255;
    }
  }
  return jpeg.encode({ data, width, height }, 60).data;
}

/** ISO base media boxes: size, type, payload. */
function box(type: string, payload: Buffer): Buffer {
  return Buffer.concat([u32(8 + payload.length), Buffer.from(type, 'latin1'), payload]);
}

/** An MP4 file head: ftyp (isom, compatible mp41 and avc1) and a free box. */
export const mp4Head = Buffer.concat([
  box(
    'ftyp',
    Buffer.concat([
      Buffer.from('isom', 'latin1'),
      u32(0x200),
      Buffer.from('isommp41avc1', 'latin1'),
    ]),
  ),
  box('free', Buffer.alloc(8)),
]);

/**
 * An MP4 of exactly `size` bytes: the head, then one mdat box filled with bytes. Streamed in
 * 1 MiB chunks made as they are read, so a 100 MB file is never in the test's memory either.
 */
export function mp4Stream(size: number): AsyncIterable<Buffer> {
  const mdatBytes = size - mp4Head.length;
  if (mdatBytes < 8) throw new Error('mp4 too small');
  return (async function* () {
    yield Buffer.concat([mp4Head, u32(mdatBytes), Buffer.from('mdat', 'latin1')]);
    let left = mdatBytes - 8;
    while (left > 0) {
      const n = Math.min(left, 1024 * 1024);
      yield Buffer.alloc(n, 0x5a);
      left -= n;
    }
  })();
}

export const mp4 = (size = 4096) => collect(mp4Stream(size));

async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const all: Buffer[] = [];
  for await (const c of chunks) all.push(c);
  return Buffer.concat(all);
}

/** A one-page PDF 1.4 with a correct cross-reference table. */
export function pdf(text = 'Software copyright certificate'): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/**
 * A Compound File Binary (the container of .doc, .xls and .msi) holding one stream named
 * `streamName`: "WordDocument" makes a Word 97-2003 document, "Workbook" an Excel one. Sectors of
 * 512 bytes: header, FAT, directory, then the stream (4096 bytes, so no mini stream is needed).
 */
export function cfb(streamName: 'WordDocument' | 'Workbook'): Buffer {
  const SECTOR = 512;
  const ENDOFCHAIN = 0xfffffffe;
  const FREESECT = 0xffffffff;
  const FATSECT = 0xfffffffd;
  const streamSectors = 8;
  const header = Buffer.alloc(SECTOR, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x3e, 0x18); // minor version
  header.writeUInt16LE(3, 0x1a); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 0x1c); // little-endian
  header.writeUInt16LE(9, 0x1e); // sector shift
  header.writeUInt16LE(6, 0x20); // mini sector shift
  header.writeUInt32LE(1, 0x2c); // FAT sectors
  header.writeUInt32LE(1, 0x30); // first directory sector
  header.writeUInt32LE(4096, 0x38); // mini stream cutoff
  header.writeUInt32LE(ENDOFCHAIN, 0x3c); // no mini FAT
  header.writeUInt32LE(ENDOFCHAIN, 0x44); // no DIFAT sectors
  header.writeUInt32LE(0, 0x4c); // DIFAT[0]: the FAT is sector 0
  for (let i = 1; i < 109; i++) header.writeUInt32LE(FREESECT, 0x4c + i * 4);

  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(FATSECT, 0);
  fat.writeUInt32LE(ENDOFCHAIN, 4); // directory: one sector
  for (let s = 2; s < 2 + streamSectors; s++) {
    fat.writeUInt32LE(s === 1 + streamSectors ? ENDOFCHAIN : s + 1, s * 4);
  }

  const entry = (name: string, type: number, start: number, size: number, child: number) => {
    const e = Buffer.alloc(128, 0);
    e.write(name, 0, 'utf16le');
    e.writeUInt16LE((name.length + 1) * 2, 0x40);
    e.writeUInt8(type, 0x42);
    e.writeUInt8(1, 0x43); // black
    e.writeUInt32LE(FREESECT, 0x44); // left sibling
    e.writeUInt32LE(FREESECT, 0x48); // right sibling
    e.writeUInt32LE(child, 0x4c);
    e.writeUInt32LE(start, 0x74);
    e.writeUInt32LE(size, 0x78);
    return e;
  };
  const empty = () => {
    const e = Buffer.alloc(128, 0);
    e.writeUInt32LE(FREESECT, 0x44);
    e.writeUInt32LE(FREESECT, 0x48);
    e.writeUInt32LE(FREESECT, 0x4c);
    return e;
  };
  const directory = Buffer.concat([
    entry('Root Entry', 5, ENDOFCHAIN, 0, 1),
    entry(streamName, 2, 2, streamSectors * SECTOR, FREESECT),
    empty(),
    empty(),
  ]);
  const body = Buffer.alloc(streamSectors * SECTOR, 0);
  body.writeUInt16LE(streamName === 'WordDocument' ? 0xa5ec : 0x0809, 0); // FIB / BOF magic
  return Buffer.concat([header, fat, directory, body]);
}

/** A ZIP of stored (uncompressed) entries. */
function zip(entries: [string, string][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of entries) {
    const data = Buffer.from(text, 'utf8');
    const fileName = Buffer.from(name, 'utf8');
    const crc = zlib.crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const centralBytes = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralBytes, end]);
}

/** A minimal Word document (.docx): content types, package relations and the body. */
export function docx(): Buffer {
  return zip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ],
    [
      'word/document.xml',
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Operation record</w:t></w:r></w:p></w:body></w:document>',
    ],
  ]);
}

export interface FilePart {
  field: string;
  filename: string;
  contentType?: string;
  body: Buffer | AsyncIterable<Buffer>;
}

/**
 * A multipart/form-data body of the given parts, in their order: [name, value] pairs are text
 * fields, FileParts are files. The body is a stream, so large files are never held whole.
 */
export function multipart(parts: ([string, string] | FilePart)[]): {
  payload: Readable;
  headers: Record<string, string>;
} {
  const boundary = `----vrportal${Math.random().toString(16).slice(2)}`;
  async function* body() {
    for (const part of parts) {
      if (Array.isArray(part)) {
        yield Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part[0]}"\r\n\r\n${part[1]}\r\n`,
        );
        continue;
      }
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      );
      if (Buffer.isBuffer(part.body)) yield part.body;
      else yield* part.body;
      yield Buffer.from('\r\n');
    }
    yield Buffer.from(`--${boundary}--\r\n`);
  }
  return {
    payload: Readable.from(body(), { objectMode: false }),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
