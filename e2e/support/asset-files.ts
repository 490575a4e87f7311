/** Real pictures, an MP4 and a PDF made on the spot for the asset uploads of the browser tests. */
import zlib from 'node:zlib';

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

/** A PNG of width x height in one colour (RGB). */
export function png(width: number, height: number, rgb: [number, number, number] = [30, 120, 200]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set(rgb, 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function box(type: string, payload: Buffer): Buffer {
  return Buffer.concat([u32(8 + payload.length), Buffer.from(type, 'latin1'), payload]);
}

/** An MP4 of `size` bytes: ftyp (isom), then one mdat box of filler. */
export function mp4(size = 64 * 1024): Buffer {
  const head = Buffer.concat([
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
  const mdat = size - head.length;
  return Buffer.concat([
    head,
    u32(mdat),
    Buffer.from('mdat', 'latin1'),
    Buffer.alloc(mdat - 8, 0x5a),
  ]);
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
