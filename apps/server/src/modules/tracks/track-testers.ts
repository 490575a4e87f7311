// Testers of the testing tracks: the list added by address, the invitation link, the store's
// joins, and which tracks a store user tests (the update check asks).
import { randomBytes } from 'node:crypto';
import { ErrorCode, testingTracks, trackLimits } from '@vrportal/contract';
import type { TestersAnswer, TestingTrack } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { iso } from '../../lib/time.js';
import type { Caller } from '../../plugins/caller.js';
import type { AppFacts } from '../apps/index.js';
import type { TracksDeps } from './tracks.service.js';

/** A checked build of a track a store user tests, with the track's notes. */
export interface TestedBuild {
  track: TestingTrack;
  versionId: string;
  notes: { zh_CN: string; en_US: string };
}

const normalise = (emails: readonly string[]) => [
  ...new Set(emails.map((e) => e.trim().toLowerCase())),
];

export class TrackTesters {
  constructor(
    private readonly deps: TracksDeps,
    /** the app, when the caller's organisation holds it and the caller reaches it; else 10501 */
    private readonly appOf: (caller: Caller, appId: string) => Promise<AppFacts>,
  ) {}

  private now() {
    return iso(this.deps.clock.now());
  }

  async testers(
    caller: Caller,
    appId: string,
    track: TestingTrack,
    page: number,
    psize: number,
  ): Promise<TestersAnswer> {
    const app = await this.appOf(caller, appId);
    const [row, list] = await Promise.all([
      this.deps.repo.find(app.id, track),
      this.deps.repo.testersPage(app.id, track, (page - 1) * psize, psize),
    ]);
    return {
      total: row?.testers ?? 0,
      joinedByLink: row?.joined_by_link ?? 0,
      list: list.map((r) => ({
        email: r.email,
        via: r.via === 'link' ? 'link' : 'list',
        addedAt: r.added_at,
        joined: r.user_id !== null,
      })),
    };
  }

  /**
   * Adds addresses to a track's list. The addresses and the count change in one transaction,
   * whose conditional UPDATE refuses a list past 2,000 (10722), so parallel adds cannot pass it.
   */
  async addTesters(caller: Caller, appId: string, track: TestingTrack, emails: string[]) {
    const app = await this.appOf(caller, appId);
    const wanted = normalise(emails);
    const now = this.now();
    await this.deps.repo.ensure(app.id, track);
    return this.deps.repo.transaction(async (repo) => {
      const added = await repo.insertTesters(
        wanted.map((email) => ({
          app_id: app.id,
          track,
          email,
          user_id: null,
          via: 'list',
          added_at: now,
        })),
      );
      const total = await repo.count(app.id, track, added, 0, trackLimits.testersPerTrack);
      if (total === null) throw new AppError(ErrorCode.testerLimit);
      return { added, already: wanted.length - added, total };
    });
  }

  async removeTesters(caller: Caller, appId: string, track: TestingTrack, emails: string[]) {
    const app = await this.appOf(caller, appId);
    return this.deps.repo.transaction(async (repo) => {
      const { removed, byLink } = await repo.deleteTesters(app.id, track, normalise(emails));
      const total = removed
        ? await repo.count(app.id, track, -removed, -byLink, trackLimits.testersPerTrack)
        : ((await repo.find(app.id, track))?.testers ?? 0);
      return { removed, total: total ?? 0 };
    });
  }

  /** The track's invitation link; `renew` makes a new one and the old one stops working. */
  async inviteLink(caller: Caller, appId: string, track: TestingTrack, renew: boolean) {
    const app = await this.appOf(caller, appId);
    await this.deps.repo.ensure(app.id, track);
    const row = await this.deps.repo.find(app.id, track);
    let code = row?.link_code ?? null;
    if (!code || renew) {
      code = randomBytes(18).toString('base64url');
      await this.deps.repo.update(app.id, track, { link_code: code });
    }
    return { code, url: this.deps.linkOf(code) };
  }

  /** A store user opened a track's invitation link (the store's call). */
  async join(code: string, userId: string, email: string) {
    const row = await this.deps.repo.byLinkCode(code);
    if (!row) throw new AppError(ErrorCode.trackLinkInvalid);
    const address = email.trim().toLowerCase();
    await this.deps.repo.transaction(async (repo) => {
      // an address the studio listed is named by the store user; a new one joins by the link
      if (await repo.linkUser(row.app_id, row.track, address, userId)) return;
      const added = await repo.insertTesters([
        {
          app_id: row.app_id,
          track: row.track,
          email: address,
          user_id: userId,
          via: 'link',
          added_at: this.now(),
        },
      ]);
      if (added === 0) return;
      const total = await repo.count(row.app_id, row.track, 1, 1, trackLimits.testersPerTrack);
      if (total === null) throw new AppError(ErrorCode.testerLimit);
    });
    return { appId: row.app_id, track: row.track as TestingTrack };
  }

  /**
   * For the update check: the checked builds of the tracks a store user tests, per app, the most
   * advanced track first.
   */
  async testedBuilds(
    appIds: readonly string[],
    userId: string | null,
    email: string | null,
  ): Promise<Map<string, TestedBuild[]>> {
    const rows = await this.deps.repo.testedTracks(appIds, userId, email?.toLowerCase() ?? null);
    const out = new Map<string, TestedBuild[]>();
    for (const row of rows) {
      const list = out.get(row.app_id) ?? [];
      if (!list.some((l) => l.track === row.track)) {
        list.push({
          track: row.track as TestingTrack,
          versionId: row.version_id!,
          notes: { zh_CN: row.notes_zh, en_US: row.notes_en },
        });
      }
      out.set(row.app_id, list);
    }
    for (const list of out.values()) {
      list.sort((a, b) => testingTracks.indexOf(a.track) - testingTracks.indexOf(b.track));
    }
    return out;
  }
}
