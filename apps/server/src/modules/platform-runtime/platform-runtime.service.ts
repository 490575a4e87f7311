import type { Caller } from '../../plugins/caller.js';
import {
  AchievementType,
  ErrorCode,
  SortOrder,
  platformLimits,
  type AchievementProgress,
  type LeaderboardPeriod,
} from '@vrportal/contract';
import type { AccountNamesOf } from '../account/index.js';
import type { z } from 'zod';
import type { entriesAnswer } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/crypto.js';
import type { Clock } from '../../lib/time.js';
import { iso } from '../../lib/time.js';
import type {
  Entry,
  PlatformRuntimeRepository,
  ProgressRow,
} from './platform-runtime.repository.js';
import { FOREVER, keyOfStored, type Period, type Periods } from './periods.js';
import { keyAt, rangesBefore } from './ranks.js';

/** An achievement as the platform module defines it. */
export interface AchievementDef {
  id: string;
  apiName: string;
  type: number;
  target: number;
  bitSize: number;
}

/** A leaderboard as the platform module defines it (SortOrder, ResetSchedule). */
export interface BoardDef {
  id: string;
  sortOrder: number;
  reset: number;
}

export type { Caller } from '../../plugins/caller.js';

/** What this module asks of the platform module, which owns the item definitions. */
export interface PlatformPort {
  achievementByApiName(appId: string, apiName: string): Promise<AchievementDef | null>;
  achievementsOf(appId: string): Promise<AchievementDef[]>;
  leaderboardByApiName(appId: string, apiName: string): Promise<BoardDef | null>;
  /** the board when the caller owns its app (10501) and it is the app's (10650) */
  ownedLeaderboard(caller: Caller, appId: string, id: string): Promise<BoardDef>;
}

/** A game's server, known by its App ID and App Secret. */
export interface RuntimeApp {
  id: string;
  orgId: string;
}

interface Deps {
  repo: PlatformRuntimeRepository;
  /** the platform module owns the definitions of achievements and leaderboards */
  platform: PlatformPort;
  clock: Clock;
  periods: Periods;
  /** the account module names who removed an entry (e-mail or phone) */
  accountNamesOf: AccountNamesOf;
}

type EntriesAnswer = z.input<typeof entriesAnswer>;

/** Moderation records a page. */
export const MODERATION_PAGE = 20;

const apiNameUnknown = () => new AppError(ErrorCode.runtimeApiNameUnknown);
const typeMismatch = () => new AppError(ErrorCode.achievementTypeMismatch);

/** The order of a board: smaller first, so a higher-is-better score is negated (never -0). */
export const rankKeyOf = (sortOrder: number, score: number) =>
  sortOrder === SortOrder.lowerIsBetter ? score : 0 - score;

/** A bitfield of `size` bits as '0'/'1', bit 0 first, with the set bits of both. */
export function orBits(stored: string, given: string, size: number): string {
  const length = Math.max(size, stored.length, given.length);
  let out = '';
  for (let i = 0; i < length; i += 1) out += stored[i] === '1' || given[i] === '1' ? '1' : '0';
  return out;
}
const setBitsIn = (bits: string, size: number) =>
  [...bits.slice(0, size)].filter((b) => b === '1').length;

/**
 * The runtime API of a game's server (achievement progress, leaderboard scores and ranks, by
 * App ID and App Secret) and leaderboard moderation. Progress only grows, in one statement or
 * one locked row per change; scores keep each player's best per period of the board's schedule,
 * ranked through the bucket counts the database keeps beside the entries (ranks.ts).
 */
export class PlatformRuntimeService {
  constructor(private readonly deps: Deps) {}

  private port(): PlatformPort {
    return this.deps.platform;
  }

  private now() {
    return this.deps.clock.now();
  }

  // ---- achievements ---------------------------------------------------------------------------

  private async achievement(app: RuntimeApp, apiName: string, type: number) {
    const def = await this.port().achievementByApiName(app.id, apiName);
    if (!def) throw apiNameUnknown();
    if (def.type !== type) throw typeMismatch();
    return def;
  }

  async unlock(app: RuntimeApp, body: { userId: string; apiName: string }) {
    const def = await this.achievement(app, body.apiName, AchievementType.simple);
    const key = { achievementId: def.id, appId: app.id, userId: body.userId };
    const row = await this.deps.repo.raiseTo(key, 1, Math.max(def.target, 1), iso(this.now()));
    return progressOf(def, row);
  }

  async add(app: RuntimeApp, body: { userId: string; apiName: string; count: number }) {
    const def = await this.achievement(app, body.apiName, AchievementType.count);
    const key = { achievementId: def.id, appId: app.id, userId: body.userId };
    const row = await this.deps.repo.addCount(
      key,
      body.count,
      def.target,
      platformLimits.countTargetMax,
      iso(this.now()),
    );
    return progressOf(def, row);
  }

  async setBits(app: RuntimeApp, body: { userId: string; apiName: string; bits: string }) {
    const def = await this.achievement(app, body.apiName, AchievementType.bitfield);
    if (body.bits.length > def.bitSize) throw typeMismatch();
    const key = { achievementId: def.id, appId: app.id, userId: body.userId };
    const now = iso(this.now());
    const row = await this.deps.repo.transaction(async (repo) => {
      const held = await repo.lockProgress(key, now);
      const bits = orBits(held.bits, body.bits, def.bitSize);
      const count = setBitsIn(bits, def.bitSize);
      const unlocked = held.unlocked === 1 || count >= def.target ? 1 : 0;
      if (bits === held.bits && count === Number(held.count) && unlocked === held.unlocked) {
        return held;
      }
      const unlockTime = held.unlock_time ?? (unlocked ? now : null);
      return repo.setBits(key, { bits, count, unlocked, unlockTime }, now);
    });
    return progressOf(def, row);
  }

  async userAchievements(app: RuntimeApp, body: { userId: string }) {
    const [defs, rows] = await Promise.all([
      this.port().achievementsOf(app.id),
      this.deps.repo.progressOfUser(app.id, body.userId),
    ]);
    const byId = new Map(rows.map((r) => [r.achievement_id, r]));
    return { achievements: defs.map((def) => progressOf(def, byId.get(def.id))) };
  }

  // ---- leaderboards ---------------------------------------------------------------------------

  private async board(app: RuntimeApp, apiName: string): Promise<BoardDef> {
    const board = await this.port().leaderboardByApiName(app.id, apiName);
    if (!board) throw apiNameUnknown();
    return board;
  }

  async writeScore(
    app: RuntimeApp,
    body: { apiName: string; userId: string; score: number; extra?: string | undefined },
  ) {
    const board = await this.board(app, body.apiName);
    const now = this.now();
    const period = this.deps.periods.periodAt(board.reset, now.getTime());
    const entry: Entry = {
      boardId: board.id,
      period: period.stored,
      userId: body.userId,
      score: body.score,
      rankKey: rankKeyOf(board.sortOrder, body.score),
      extra: body.extra ?? '',
      writtenAt: iso(now),
    };
    const { repo } = this.deps;
    return repo.exclusive(async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        // a score no better than the stored one changes nothing, and needs no write at all
        const stored = await repo.entryOf(entry.boardId, entry.period, entry.userId);
        if (stored && stored.rankKey <= entry.rankKey) {
          return { updated: 0, score: stored.score, rank: await this.rankOf(stored) };
        }
        // one statement keeps the better of the stored and the new entry (another instance may
        // have written in between); the entry kept may be removed by moderation before it is
        // read: then the write is tried again
        const saved = await repo.saveIfBetter(entry);
        const best = saved ?? (await repo.entryOf(entry.boardId, entry.period, entry.userId));
        if (best) {
          return { updated: saved ? 1 : 0, score: best.score, rank: await this.rankOf(best) };
        }
      }
      throw new AppError(ErrorCode.leaderboardEntryNotFound);
    });
  }

  /** 1-based rank of an entry: the entries before its rank_key, and its ties before it. */
  private async rankOf(e: Entry): Promise<number> {
    return (await this.deps.repo.countBefore(e, rangesBefore(e.rankKey))) + 1;
  }

  async runtimeEntries(
    app: RuntimeApp,
    body: {
      apiName: string;
      start: number;
      limit: number;
      aroundUserId?: string | undefined;
      period: LeaderboardPeriod;
    },
  ): Promise<EntriesAnswer> {
    const board = await this.board(app, body.apiName);
    return this.entries(board, body.period, body.start, body.limit, body.aroundUserId);
  }

  /**
   * A page of a period's ranking: from rank `start + 1`, or the page holding `around` (10659 when
   * that player has no entry) with the player as near its middle as the ends allow.
   */
  private async entries(
    board: BoardDef,
    which: LeaderboardPeriod,
    start: number,
    limit: number,
    around: string | undefined,
  ): Promise<EntriesAnswer> {
    const period = this.deps.periods.period(board.reset, this.now(), which);
    if (!period) return { entries: [], total: 0, period: periodInfo(FOREVER) };
    const { repo } = this.deps;
    const total = await repo.total(board.id, period.stored);
    let rows: Entry[];
    let first: number;
    if (around !== undefined) {
      const me = await repo.entryOf(board.id, period.stored, around);
      if (!me) throw new AppError(ErrorCode.leaderboardEntryNotFound);
      const rank = await this.rankOf(me);
      // the player in the middle; near an end, the page takes more from the other side
      const wanted = aroundWindow(rank, total, limit);
      const before = wanted.before ? (await repo.ranksBefore(me, wanted.before)).reverse() : [];
      rows = [...before, ...(await repo.ranksFrom(me, limit - before.length))];
      first = rank - before.length;
    } else if (start === 0) {
      rows = await repo.page(board.id, period.stored, null, 0, limit);
      first = 1;
    } else {
      const at = await keyAt(
        (level, parent) => repo.buckets(board.id, period.stored, level, parent),
        start,
      );
      rows = at ? await repo.page(board.id, period.stored, at.key, start - at.before, limit) : [];
      first = start + 1;
    }
    return {
      entries: rows.map((e, i) => ({
        rank: first + i,
        userId: e.userId,
        score: e.score,
        extra: e.extra,
        time: e.writtenAt,
      })),
      total,
      period: periodInfo(period),
    };
  }

  // ---- moderation -----------------------------------------------------------------------------

  async moderationEntries(
    caller: Caller,
    body: {
      appId: string;
      id: string;
      period: LeaderboardPeriod;
      start: number;
      limit: number;
      userId?: string | undefined;
    },
  ): Promise<EntriesAnswer> {
    const board = await this.port().ownedLeaderboard(caller, body.appId, body.id);
    return this.entries(board, body.period, body.start, body.limit, body.userId);
  }

  /**
   * Removes a player's entry from the board's current period and records who removed what score
   * when and why. The player's best of the period is gone with it: a later write, even of a lower
   * score, enters as a new entry.
   */
  async removeEntry(
    caller: Caller,
    body: { appId: string; id: string; userId: string; reason: string },
  ) {
    const board = await this.port().ownedLeaderboard(caller, body.appId, body.id);
    const now = this.now();
    const period = this.deps.periods.periodAt(board.reset, now.getTime());
    const removed = await this.deps.repo.transaction(async (repo) => {
      const entry = await repo.deleteEntry(board.id, period.stored, body.userId);
      if (!entry) throw new AppError(ErrorCode.leaderboardEntryNotFound);
      await repo.insertModeration({
        id: newId(),
        board_id: board.id,
        period: period.stored,
        user_id: entry.userId,
        score: entry.score,
        reason: body.reason,
        actor_id: caller.id,
        created_at: iso(now),
      });
      return entry;
    });
    return { removed: 1, score: removed.score };
  }

  /** The board's removals, newest first, each with the account (e-mail or phone) that made it. */
  async moderationHistory(caller: Caller, body: { appId: string; id: string; page: number }) {
    const board = await this.port().ownedLeaderboard(caller, body.appId, body.id);
    const { rows, total } = await this.deps.repo.moderationPage(
      board.id,
      MODERATION_PAGE,
      (body.page - 1) * MODERATION_PAGE,
    );
    const actors = await this.deps.accountNamesOf(rows.map((r) => r.actor_id));
    return {
      items: rows.map((r) => ({
        id: r.id,
        userId: r.user_id,
        score: Number(r.score),
        reason: r.reason,
        actor: actors.get(r.actor_id) ?? '',
        time: r.created_at,
        period: keyOfStored(r.period),
      })),
      total,
    };
  }

  // ---- for the platform module ----------------------------------------------------------------

  /** The entries of each board's current period. */
  async entryCounts(boards: { id: string; reset: number }[]): Promise<Map<string, number>> {
    const now = this.now().getTime();
    const counts = new Map<string, number>();
    for (const board of boards) {
      const period = this.deps.periods.periodAt(board.reset, now);
      counts.set(board.id, await this.deps.repo.total(board.id, period.stored));
    }
    return counts;
  }

  /** A deleted leaderboard's entries, bucket counts and moderation log. */
  async dropLeaderboard(id: string): Promise<void> {
    await this.deps.repo.dropBoard(id);
  }

  /** A deleted achievement's progress. */
  async dropAchievement(id: string): Promise<void> {
    await this.deps.repo.dropAchievement(id);
  }
}

/**
 * How many entries go before the player on a page of `limit` around it: half the page, more
 * when the ranks after it run out, never more than there are.
 */
export function aroundWindow(rank: number, total: number, limit: number) {
  const half = Math.floor((limit - 1) / 2);
  const after = Math.max(0, total - rank);
  const before = Math.min(rank - 1, Math.max(half, limit - 1 - after));
  return { before };
}

function periodInfo(p: Period) {
  return { key: p.key, start: p.start, end: p.end };
}

function progressOf(def: AchievementDef, row: ProgressRow | undefined): AchievementProgress {
  const bitfield = def.type === AchievementType.bitfield;
  return {
    apiName: def.apiName,
    type: def.type,
    target: def.target,
    count: row ? Number(row.count) : 0,
    bits: bitfield ? orBits(row?.bits ?? '', '', def.bitSize).slice(0, def.bitSize) : '',
    unlocked: row?.unlocked ?? 0,
    unlockTime: row?.unlock_time ?? '',
  };
}
