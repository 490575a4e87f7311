/**
 * A set of an app's devices (or buyers) as a bitmap over their sequence numbers (0, 1, 2 ... in
 * the order the app first saw them). One is kept per app and day and per app, day and hour: a
 * device counts once there however many events it sends, and the devices active in a range of
 * days are the union of its days' sets, counted exactly without reading a row per device and
 * day. 50,000 devices take 6.25 KB a set.
 */
export class DeviceSet {
  private bytes: Uint8Array;

  constructor(stored?: Uint8Array | null) {
    this.bytes = stored ? new Uint8Array(stored) : new Uint8Array(0);
  }

  /** Adds a device; answers whether it was not in the set before. */
  add(seq: number): boolean {
    const index = seq >>> 3;
    if (index >= this.bytes.length) {
      const grown = new Uint8Array(Math.max(index + 1, this.bytes.length * 2, 64));
      grown.set(this.bytes);
      this.bytes = grown;
    }
    const bit = 1 << (seq & 7);
    if (this.bytes[index]! & bit) return false;
    this.bytes[index]! |= bit;
    return true;
  }

  /** Takes a device out; answers whether it was in. */
  remove(seq: number): boolean {
    if (!this.has(seq)) return false;
    this.bytes[seq >>> 3]! &= ~(1 << (seq & 7));
    return true;
  }

  has(seq: number): boolean {
    const index = seq >>> 3;
    return index < this.bytes.length && (this.bytes[index]! & (1 << (seq & 7))) !== 0;
  }

  size(): number {
    return countBits(this.bytes);
  }

  toBuffer(): Buffer {
    return Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.bytes.byteLength);
  }

  /** The devices in at least one of these stored sets. */
  static union(stored: Uint8Array[]): DeviceSet {
    const longest = stored.reduce((n, s) => Math.max(n, s.length), 0);
    const union = new Uint8Array(longest);
    for (const set of stored) for (let i = 0; i < set.length; i += 1) union[i]! |= set[i]!;
    return new DeviceSet(union);
  }

  static unionSize(stored: Uint8Array[]): number {
    return DeviceSet.union(stored).size();
  }

  /** How many devices are both in this set and in the stored one. */
  sizeWith(stored: Uint8Array): number {
    const length = Math.min(this.bytes.length, stored.length);
    let n = 0;
    for (let i = 0; i < length; i += 1) n += BITS_IN_BYTE[this.bytes[i]! & stored[i]!]!;
    return n;
  }
}

const BITS_IN_BYTE = Uint8Array.from({ length: 256 }, (_, byte) => {
  let n = 0;
  for (let b = byte; b; b >>= 1) n += b & 1;
  return n;
});

function countBits(bytes: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < bytes.length; i += 1) n += BITS_IN_BYTE[bytes[i]!]!;
  return n;
}
