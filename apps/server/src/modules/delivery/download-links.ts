import { createHmac, timingSafeEqual } from 'node:crypto';
import { trackLimits, trackPaths } from '@vrportal/contract';
import type { BlobStore } from '../../lib/blob-store.js';

/** Files whose last address is held at most (a store serves far fewer at once). */
const MAX_HELD = 50_000;

/**
 * Download addresses of builds the update check gives: a presigned URL where the blob store has
 * them (S3), else the service's own download path signed with HMAC-SHA256 over the file's name
 * and the expiry. Either works for an hour and takes byte ranges.
 */
export class DownloadLinks {
  /**
   * The last address made for each file, with its expiry second: thousands of headsets a second
   * ask for the same files, and within a second the address is the same.
   */
  private readonly made = new Map<string, { exp: number; url: string; expiresAt: string }>();

  constructor(
    private readonly secret: string,
    private readonly publicUrl: string,
    private readonly blobs: BlobStore,
  ) {}

  private signature(name: string, exp: number) {
    return createHmac('sha256', this.secret).update(`${name}\n${exp}`).digest('hex');
  }

  /** The address of a stored file, and when it stops working. */
  async linkOf(
    key: string,
    name: string,
    nowMs: number,
  ): Promise<{ url: string; expiresAt: string }> {
    const seconds = trackLimits.downloadLinkSeconds;
    const exp = Math.floor(nowMs / 1000) + seconds;
    const held = `${key}\n${name}`;
    const made = this.made.get(held);
    if (made?.exp === exp) return { url: made.url, expiresAt: made.expiresAt };
    const expiresAt = new Date(exp * 1000).toISOString();
    let url: string;
    if (this.blobs.signedUrl) {
      url = await this.blobs.signedUrl(key, seconds, name);
    } else {
      const path = trackPaths.download.replace(':name', encodeURIComponent(name));
      url = `${this.publicUrl}${path}?exp=${exp}&sig=${this.signature(name, exp)}`;
    }
    if (this.made.size >= MAX_HELD) this.made.clear();
    this.made.set(held, { exp, url, expiresAt });
    return { url, expiresAt };
  }

  /** Whether an address was made here for this name and has not expired. */
  valid(name: string, exp: number, sig: string, nowMs: number): boolean {
    if (!(exp * 1000 >= nowMs)) return false;
    const expected = Buffer.from(this.signature(name, exp), 'hex');
    const given = Buffer.from(sig, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
