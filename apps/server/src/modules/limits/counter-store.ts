import type { Redis } from 'ioredis';
import { iso } from '../../lib/time.js';
import type { LimitsRepository } from './limits.repository.js';

/**
 * Where tries are counted. Every server instance must see the same counts, so the counts live in
 * the database by default, or in Redis when REDIS_URL names one.
 */
export interface CounterStore {
  /** counts one try under key, kept until expiresAt; answers the count reached */
  hit(key: string, expiresAt: Date): Promise<number>;
  giveBack(key: string): Promise<void>;
  /** the count reached under key, without counting a try */
  count(key: string): Promise<number>;
  /** removes counters of windows that have ended */
  cleanup(now: Date): Promise<number>;
  close?(): Promise<void>;
}

export class DbCounterStore implements CounterStore {
  constructor(private readonly repo: LimitsRepository) {}

  hit(key: string, expiresAt: Date) {
    return this.repo.hit(key, iso(expiresAt));
  }

  giveBack(key: string) {
    return this.repo.giveBack(key);
  }

  count(key: string) {
    return this.repo.count(key);
  }

  cleanup(now: Date) {
    return this.repo.deleteExpired(iso(now));
  }
}

/** Counts in Redis: INCR and PEXPIREAT in one transaction; Redis expires the windows itself. */
export class RedisCounterStore implements CounterStore {
  /** ioredis is loaded only when Redis is configured, not by the embedded default */
  private readonly client: Promise<Redis>;

  constructor(url: string) {
    this.client = import('ioredis').then(
      ({ Redis: Client }) => new Client(url, { lazyConnect: true, maxRetriesPerRequest: 2 }),
    );
    // a failed load is reported by the first count
    this.client.catch(() => {});
  }

  async hit(key: string, expiresAt: Date): Promise<number> {
    const redis = await this.client;
    const results = await redis
      .multi()
      .incr(`vrportal:limit:${key}`)
      .pexpireat(`vrportal:limit:${key}`, expiresAt.getTime())
      .exec();
    const [error, count] = results?.[0] ?? [new Error('no answer from Redis'), 0];
    if (error) throw error;
    return Number(count);
  }

  async giveBack(key: string): Promise<void> {
    // never below zero, and never bringing back a key that has expired
    const redis = await this.client;
    await redis.eval(
      "local n = redis.call('GET', KEYS[1]) if n and tonumber(n) > 0 then redis.call('DECR', KEYS[1]) end return 0",
      1,
      `vrportal:limit:${key}`,
    );
  }

  async count(key: string): Promise<number> {
    const redis = await this.client;
    return Number((await redis.get(`vrportal:limit:${key}`)) ?? 0);
  }

  async cleanup(): Promise<number> {
    return 0;
  }

  async close(): Promise<void> {
    (await this.client).disconnect();
  }
}
