// The baseline of bench/upload.ts: a bare Fastify route that streams each multipart chunk to
// its offset in one file, with nothing else (no database, no hashing, no checks).
import fs from 'node:fs';
import { pipeline } from 'node:stream/promises';
import Fastify from 'fastify';
import multipart from '@fastify/multipart';

const target = process.env.BARE_FILE;
const app = Fastify({ logger: false });
await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, fields: 20 } });
app.post('/bare', async (request) => {
  const fields = {};
  for await (const part of request.parts()) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    const start = (Number(fields.chunkNumber) - 1) * Number(fields.chunkSize);
    await pipeline(part.file, fs.createWriteStream(target, { flags: 'r+', start }));
  }
  return { ok: true };
});
fs.writeFileSync(target, '');
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('listening');
