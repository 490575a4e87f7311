import { Transform } from 'node:stream';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { BlobStore, ByteRange } from './blob-store.js';
import { checkKey } from './blob-store.js';

export interface S3Settings {
  bucket: string;
  /** unset: AWS itself; else the address of an S3-compatible server */
  endpoint: string | undefined;
  region: string;
  /** unset: the SDK's usual sources (environment, shared files, instance role) */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (http://host/bucket/key) rather than in the host name */
  forcePathStyle: boolean;
  /** put before every key, such as "portal/" to share a bucket */
  prefix: string;
}

/** Streamed bodies go up in parts of this size, at most this many at once. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_AT_ONCE = 2;

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const isMissing = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404;
};

/** The SDK, loaded with the first S3 store: the embedded default never carries it (tens of MB). */
async function loadSdk() {
  const [s3, storage] = await Promise.all([
    import('@aws-sdk/client-s3'),
    import('@aws-sdk/lib-storage'),
  ]);
  return { s3, Upload: storage.Upload };
}

/**
 * Blobs in an S3-compatible bucket. A put is one PutObject, or a multipart upload for a stream
 * larger than one part: either way the object appears only when it is complete, which keeps the
 * store's promise that a blob appears whole or not at all. A stream is read one part at a time,
 * so at most PART_BYTES x (PARTS_AT_ONCE + 1) of it is in memory.
 */
export class S3BlobStore implements BlobStore {
  private readonly ready: Promise<{ sdk: Awaited<ReturnType<typeof loadSdk>>; client: S3Client }>;

  constructor(private readonly settings: S3Settings) {
    this.ready = loadSdk().then((sdk) => ({ sdk, client: this.clientOf(sdk.s3.S3Client) }));
    // a failed load is reported by the first call that needs the SDK
    this.ready.catch(() => {});
  }

  private clientOf(Client: typeof S3Client): S3Client {
    const { settings } = this;
    return new Client({
      region: settings.region,
      forcePathStyle: settings.forcePathStyle,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? {
            credentials: {
              accessKeyId: settings.accessKeyId,
              secretAccessKey: settings.secretAccessKey,
            },
          }
        : {}),
      // checksums only where S3 demands them: many S3-compatible servers refuse the newer
      // streaming checksum trailers the SDK would otherwise add to every upload
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  /** A presigned GET of the object, saved as `filename`. */
  async signedUrl(key: string, seconds: number, filename: string): Promise<string> {
    const [{ sdk, client }, presigner] = await Promise.all([
      this.ready,
      import('@aws-sdk/s3-request-presigner'),
    ]);
    const command = new sdk.s3.GetObjectCommand({
      ...this.target(key),
      ResponseContentDisposition: `attachment; filename="${filename.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
    });
    return presigner.getSignedUrl(client, command, { expiresIn: seconds });
  }

  private target(key: string) {
    return { Bucket: this.settings.bucket, Key: this.settings.prefix + checkKey(key) };
  }

  async put(key: string, body: Readable | Buffer): Promise<{ size: number }> {
    const { sdk, client } = await this.ready;
    const target = this.target(key);
    if (Buffer.isBuffer(body)) {
      await client.send(
        new sdk.s3.PutObjectCommand({ ...target, Body: body, ContentLength: body.length }),
      );
      return { size: body.length };
    }
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    body.on('error', (error) => counted.destroy(error));
    body.pipe(counted);
    // parts are kept on failure so that the failure itself, not a failed clean-up, is reported
    const upload = new sdk.Upload({
      client,
      params: { ...target, Body: counted },
      partSize: PART_BYTES,
      queueSize: PARTS_AT_ONCE,
      leavePartsOnError: true,
    });
    try {
      await upload.done();
    } catch (error) {
      body.unpipe(counted);
      if (!body.destroyed) body.destroy();
      if (upload.uploadId) {
        // the parts of an unfinished upload are not an object; dropping them only saves space
        await client
          .send(new sdk.s3.AbortMultipartUploadCommand({ ...target, UploadId: upload.uploadId }))
          .catch(() => {});
      }
      throw error;
    }
    return { size };
  }

  async open(key: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | null> {
    const { sdk, client } = await this.ready;
    const target = this.target(key);
    try {
      const answer = await client.send(
        new sdk.s3.GetObjectCommand({
          ...target,
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      const total = range
        ? Number(/\/(\d+)$/.exec(answer.ContentRange ?? '')?.[1] ?? NaN)
        : Number(answer.ContentLength);
      return { stream: answer.Body as Readable, size: total };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async size(key: string): Promise<number | null> {
    const { sdk, client } = await this.ready;
    try {
      const answer = await client.send(new sdk.s3.HeadObjectCommand(this.target(key)));
      return Number(answer.ContentLength);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { sdk, client } = await this.ready;
    await client.send(new sdk.s3.DeleteObjectCommand(this.target(key)));
  }

  async close(): Promise<void> {
    (await this.ready).client.destroy();
  }
}
