import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { retryLater } from '../limits/index.js';

/**
 * argon2 runs on libuv's worker threads, off the event loop. A sign-in flood must not take them
 * all (file reads share them) nor pile up without end: hashes run a few at a time and a bounded
 * number wait; past that a sign-in is told at once to try again in a second.
 */
export class HashQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly slots: number,
    readonly maxWaiting: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      if (this.waiting.length >= this.maxWaiting) throw retryLater(1);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      // the slot passes straight to the next in line, or is freed
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }

  get queued() {
    return this.waiting.length;
  }

  /** Turns a caller away at once, before any other work, when no place is left in line. */
  refuseWhenFull() {
    if (this.running >= this.slots && this.waiting.length >= this.maxWaiting) throw retryLater(1);
  }
}

/** One core is left to the event loop: the badge poll and every other call keep answering. */
export const hashQueue = new HashQueue(Math.max(1, os.availableParallelism() - 1), 64);

/**
 * The service stores only an argon2id hash of what the client sends (itself a salted double MD5
 * of the password), so neither the password nor its transport form is ever stored.
 */
export const hashPassword = (transportPwd: string) =>
  hashQueue.run(() => hash(transportPwd, { memoryCost: 19456, timeCost: 2, parallelism: 1 }));

/** Compares at once: for a caller that already holds a place in the queue. */
export const checkPassword = (storedHash: string, transportPwd: string) =>
  verify(storedHash, transportPwd).catch(() => false);

export const verifyPassword = (storedHash: string, transportPwd: string) =>
  hashQueue.run(() => checkPassword(storedHash, transportPwd));
