import { describe, expect, it } from 'vitest';
import { decodeManifest, readApkManifest } from './apk-manifest';
import { blob, manifestBytes, realApk as apk, withDebuggable, zip } from '@/test/apk-fixtures';

// it is a debug build: <application android:debuggable="true">
const expected = {
  package: 'io.appium.settings',
  versionCode: 192,
  versionName: '8.0.10',
  debuggable: true,
};

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

  it('reads android:debuggable of <application>: on, off, or unknown when it is a reference', () => {
    const decode = (bytes: Buffer) => decodeManifest(new Uint8Array(bytes).buffer);
    expect(decode(withDebuggable(manifestBytes(), 0x12, 0xffffffff))?.debuggable).toBe(true);
    expect(decode(withDebuggable(manifestBytes(), 0x12, 0))).toEqual({
      ...expected,
      debuggable: false,
    });
    expect(decode(withDebuggable(manifestBytes(), 0x01, 0x7f050001))?.debuggable).toBeNull();
  });

  it('reads a release build through the zip as well', async () => {
    const release = withDebuggable(manifestBytes(), 0x12, 0);
    const archive = zip([{ name: 'AndroidManifest.xml', data: release, deflate: true }]);
    await expect(readApkManifest(blob(archive))).resolves.toMatchObject({ debuggable: false });
  });

  it('answers null for a truncated manifest', () => {
    const bytes = manifestBytes().subarray(0, 400);
    const copy = new Uint8Array(bytes).buffer;
    expect(decodeManifest(copy)).toBeNull();
  });
});
