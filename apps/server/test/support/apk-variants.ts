import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ZipEntry } from './apk-builder.js';
import { REAL_APK, signingBlockOf, unzip, zip } from './apk-builder.js';

const RES = {
  versionCode: 0x0101021b,
  debuggable: 0x0101000f,
  minSdk: 0x0101020c,
  targetSdk: 0x01010270,
} as const;

/**
 * Sets typed attribute values of a binary AndroidManifest.xml in place, finding attributes by
 * their android resource id; fails when an attribute asked for is not there.
 */
function setAttributes(manifest: Buffer, values: Partial<Record<keyof typeof RES, number>>) {
  const out = Buffer.from(manifest);
  const wanted = new Map<number, number>(
    Object.entries(values).map(([name, value]) => [RES[name as keyof typeof RES], value]),
  );
  const resIds: number[] = [];
  const done = new Set<number>();
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
        if (id !== undefined && wanted.has(id)) {
          out.writeUInt32LE(wanted.get(id)! >>> 0, attr + 16);
          done.add(id);
        }
      }
    }
    at += size;
  }
  if (done.size !== wanted.size) throw new Error(`set ${done.size} of ${wanted.size} attributes`);
  return out;
}

/**
 * Renames a string of the manifest's string pool to one of the same length (UTF-16 or UTF-8
 * pool alike), so every offset stays valid: a permission the APK asks for becomes another.
 */
function renameString(manifest: Buffer, from: string, to: string) {
  if (from.length !== to.length) throw new Error('renames keep the length');
  for (const encoding of ['utf16le', 'utf8'] as const) {
    const at = manifest.indexOf(Buffer.from(from, encoding));
    if (at >= 0) {
      const out = Buffer.from(manifest);
      Buffer.from(to, encoding).copy(out, at);
      return out;
    }
  }
  throw new Error(`no string ${from} in the manifest`);
}

/** A v1 signature (PKCS#7 by openssl) of a fresh self-signed certificate. */
export function v1Signature(commonName: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vrportal-v1-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    const sf = path.join(dir, 'CERT.SF');
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert,
      '-subj', `/CN=${commonName}`, '-days', '2',
    ], { stdio: 'ignore' }); // prettier-ignore
    fs.writeFileSync(sf, 'Signature-Version: 1.0\n');
    const pkcs7 = execFileSync('openssl', [
      'cms', '-sign', '-binary', '-noattr', '-in', sf, '-signer', cert, '-inkey', key,
      '-outform', 'DER', '-nodetach',
    ]); // prettier-ignore
    const der = execFileSync('openssl', ['x509', '-in', cert, '-outform', 'DER']);
    return { pkcs7, certSha256: createHash('sha256').update(der).digest('hex') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

let real: { entries: Map<string, Buffer>; block: Buffer } | null = null;

/**
 * A release build made from the real APK: its manifest with the version code, SDK levels and
 * permissions asked for, native libraries for the ABIs asked for, signed with the real APK's v2
 * block or with a v1 signature given.
 */
export async function variantApk(opts: {
  versionCode: number;
  minSdk?: number;
  targetSdk?: number;
  renamePermissions?: [string, string][];
  abis?: string[];
  v1?: Buffer;
  /** another package name, as long as the real one (io.appium.settings, 18 characters) */
  pkg?: string;
}): Promise<Buffer> {
  if (!real) {
    const bytes = fs.readFileSync(REAL_APK);
    real = { entries: await unzip(bytes), block: signingBlockOf(bytes)! };
  }
  let manifest = setAttributes(real.entries.get('AndroidManifest.xml')!, {
    versionCode: opts.versionCode,
    debuggable: 0,
    ...(opts.minSdk !== undefined ? { minSdk: opts.minSdk } : {}),
    ...(opts.targetSdk !== undefined ? { targetSdk: opts.targetSdk } : {}),
  });
  // the package is the first string of the pool that names it
  if (opts.pkg) manifest = renameString(manifest, 'io.appium.settings', opts.pkg);
  for (const [from, to] of opts.renamePermissions ?? []) {
    manifest = renameString(manifest, from, to);
  }
  const entries: ZipEntry[] = [
    { name: 'AndroidManifest.xml', data: manifest, deflate: true },
    { name: 'resources.arsc', data: real.entries.get('resources.arsc')! },
    ...(opts.abis ?? []).map((abi) => ({
      name: `lib/${abi}/libgame.so`,
      data: Buffer.from(`\x7fELF native code for ${abi}`),
    })),
  ];
  if (opts.v1) entries.push({ name: 'META-INF/CERT.RSA', data: opts.v1 });
  return zip(entries, opts.v1 ? null : real.block);
}
