import fs from 'node:fs';
import { createMD5, createSHA256 } from 'hash-wasm';
import { READ_BYTES } from './staging.js';

/**
 * MD5 and SHA-256 of a file that arrives in chunks, carried from chunk to chunk as saved hash
 * states (a few hundred bytes, kept in the upload's row), so hashing resumes after a restart
 * where it stopped and the merge does not read the build a second time to hash it.
 */
export interface HashStates {
  md5: string;
  sha256: string;
}

async function hashers(states: HashStates | null) {
  const md5 = await createMD5();
  const sha256 = await createSHA256();
  if (states && states.md5 && states.sha256) {
    md5.load(Buffer.from(states.md5, 'base64'));
    sha256.load(Buffer.from(states.sha256, 'base64'));
  } else {
    md5.init();
    sha256.init();
  }
  return { md5, sha256 };
}

/**
 * Feeds one chunk file into the states and answers the new states. The file is read in 1 MiB
 * pieces: each piece blocks the event loop only for a few milliseconds.
 */
export async function hashChunk(states: HashStates | null, file: string): Promise<HashStates> {
  const h = await hashers(states);
  for await (const piece of fs.createReadStream(file, { highWaterMark: READ_BYTES })) {
    h.md5.update(piece as Buffer);
    h.sha256.update(piece as Buffer);
  }
  return {
    md5: Buffer.from(h.md5.save()).toString('base64'),
    sha256: Buffer.from(h.sha256.save()).toString('base64'),
  };
}

export async function digests(states: HashStates | null): Promise<{ md5: string; sha256: string }> {
  const h = await hashers(states);
  return { md5: h.md5.digest('hex'), sha256: h.sha256.digest('hex') };
}
