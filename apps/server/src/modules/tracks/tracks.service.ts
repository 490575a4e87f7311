import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  NotifyStatus,
  canEditRelease,
  testingTracks,
  trackLimits,
} from '@vrportal/contract';
import type {
  Lang,
  PromoteTarget,
  TestersAnswer,
  TestingTrack,
  TrackBuild,
  TrackEntry,
  TrackListAnswer,
} from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import type { MessageKey } from '../../lib/i18n.js';
import { t } from '../../lib/i18n.js';
import type { Clock } from '../../lib/time.js';
import { iso } from '../../lib/time.js';
import type { Caller } from '../../plugins/caller.js';
import type { AppRow, AppsService } from '../apps/index.js';
import { outsideTracks } from '../builds/index.js';
import type { BuildsService, ObbRow, VersionRow } from '../builds/index.js';
import type { NotificationService, Texts } from '../notifications/index.js';
import type { AutoCheck } from '../review/index.js';
import type { TrackRow, TracksRepository } from './tracks.repository.js';

export interface TracksDeps {
  repo: TracksRepository;
  apps: Pick<AppsService, 'appFor' | 'byId'>;
  builds: BuildsService;
  /** the automatic technical check's steps that read a build */
  checks: AutoCheck[];
  /** whether a merge of the app runs or waits (the store's draft is not handed over then) */
  isMerging: (appId: string) => Promise<boolean>;
  notifications: NotificationService;
  clock: Clock;
  /** the address a store user opens to join a track, for a link's code */
  linkOf: (code: string) => string;
  /** runs work after the answer is sent (tests pass a function that records it) */
  defer?: (work: () => Promise<void>) => void;
  onError?: (error: unknown) => void;
}

/** A checked build of a track a store user tests, with the track's notes. */
export interface TestedBuild {
  track: TestingTrack;
  versionId: string;
  notes: { zh_CN: string; en_US: string };
}

/** One step of a track build's check as stored: both languages, read in the reader's. */
interface TrackFinding {
  id: string;
  ok: boolean;
  name: Texts;
  note: Texts;
}

/** How a track is named to people: ALPHA, BETA, RC, as the store's testers know them. */
export const trackLabel = (track: string) => track.toUpperCase();

const normalise = (emails: readonly string[]) => [
  ...new Set(emails.map((e) => e.trim().toLowerCase())),
];

const readFindings = (text: string): TrackFinding[] => {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as TrackFinding[]) : [];
  } catch {
    return [];
  }
};

/**
 * Testing tracks: the build each track offers its testers after its automatic check, release
 * notes, testers added by address or joined through a link, and promotion between tracks and to
 * the store's release. The update check asks which tracks a store user tests.
 */
export class TracksService {
  constructor(private readonly deps: TracksDeps) {}

  private now() {
    return iso(this.deps.clock.now());
  }

  private later(work: () => Promise<void>) {
    const run = () => work().catch((error: unknown) => this.deps.onError?.(error));
    if (this.deps.defer) this.deps.defer(run);
    else setImmediate(() => void run());
  }

  /** The app, when the caller's organisation holds it and the caller reaches it; else 10501. */
  private app(caller: Caller, appId: string): Promise<AppRow> {
    return this.deps.apps.appFor(caller, appId, false);
  }

  async list(caller: Caller, appId: string, lang: Lang): Promise<TrackListAnswer> {
    const app = await this.app(caller, appId);
    const rows = await this.deps.repo.tracksOf(app.id);
    const ids = [
      ...rows.map((r) => r.version_id).filter((id): id is string => Boolean(id)),
      ...(app.published_version_id ? [app.published_version_id] : []),
    ];
    const [versions, obbs] = await Promise.all([
      this.deps.builds.versionsByIds(ids),
      this.deps.builds.obbsOfVersions(ids),
    ]);
    const byId = new Map(versions.map((v) => [v.id, v]));
    const tracks = testingTracks.map((track) =>
      this.entry(
        track,
        rows.find((r) => r.track === track),
        byId,
        obbs,
        lang,
      ),
    );
    const live = app.published_version_id ? byId.get(app.published_version_id) : undefined;
    return { tracks, live: live ? ref(live) : null };
  }

  private entry(
    track: TestingTrack,
    row: TrackRow | undefined,
    versions: Map<string, VersionRow>,
    obbs: ObbRow[],
    lang: Lang,
  ): TrackEntry {
    const version = row?.version_id ? versions.get(row.version_id) : undefined;
    const build: TrackBuild | null = version
      ? {
          ...ref(version),
          size: Number(version.size),
          md5: version.md5,
          uploadedAt: version.created_at,
          obbs: obbs.filter((o) => o.version_id === version.id && o.blob_key).length,
          check: (row?.check_state ?? 'pending') as TrackBuild['check'],
          findings: readFindings(row?.findings ?? '[]').map((f) => ({
            name: f.name[lang],
            ok: f.ok,
            note: f.note[lang],
          })),
        }
      : null;
    return {
      track,
      build,
      notes: { zh_CN: row?.notes_zh ?? '', en_US: row?.notes_en ?? '' },
      testers: row?.testers ?? 0,
      joinedByLink: row?.joined_by_link ?? 0,
      link: row?.link_code ? { code: row.link_code, url: this.deps.linkOf(row.link_code) } : null,
      updatedAt: row?.updated_at ?? null,
    };
  }

  private async entryOf(app: AppRow, track: TestingTrack, lang: Lang): Promise<TrackEntry> {
    const row = await this.deps.repo.find(app.id, track);
    const ids = row?.version_id ? [row.version_id] : [];
    const [versions, obbs] = await Promise.all([
      this.deps.builds.versionsByIds(ids),
      this.deps.builds.obbsOfVersions(ids),
    ]);
    return this.entry(track, row, new Map(versions.map((v) => [v.id, v])), obbs, lang);
  }

  async setNotes(
    caller: Caller,
    appId: string,
    track: TestingTrack,
    notes: { zh_CN: string; en_US: string },
    lang: Lang,
  ): Promise<TrackEntry> {
    const app = await this.app(caller, appId);
    await this.deps.repo.ensure(app.id, track);
    await this.deps.repo.update(app.id, track, {
      notes_zh: notes.zh_CN,
      notes_en: notes.en_US,
      updated_at: this.now(),
    });
    return this.entryOf(app, track, lang);
  }

  /**
   * Moves a track's checked build to another track (its testers are offered it at once: it
   * passed its check), or hands it to the store's release, where it is the draft build that the
   * release form submits to review.
   */
  async promote(
    caller: Caller,
    appId: string,
    from: TestingTrack,
    to: PromoteTarget,
  ): Promise<{ to: PromoteTarget; build: ReturnType<typeof ref> }> {
    const app = await this.app(caller, appId);
    const source = await this.deps.repo.find(app.id, from);
    const version = source?.version_id
      ? await this.deps.builds.version(source.version_id)
      : undefined;
    if (!source || !version) throw new AppError(ErrorCode.trackEmpty);
    if (source.check_state !== 'passed') throw new AppError(ErrorCode.trackCheckNotPassed);
    if (to === from) throw new AppError(ErrorCode.trackAlreadyThere);
    if (to === 'store') {
      await this.handToStore(app, version);
      return { to, build: ref(version) };
    }
    await this.deps.repo.ensure(app.id, to);
    const target = await this.deps.repo.find(app.id, to);
    if (target?.version_id === version.id) throw new AppError(ErrorCode.trackAlreadyThere);
    await this.deps.repo.update(app.id, to, {
      version_id: version.id,
      check_state: 'passed',
      findings: source.findings,
      updated_at: this.now(),
    });
    return { to, build: ref(version) };
  }

  /** The build becomes the store's draft: newer than every store build, while it may be edited. */
  private async handToStore(app: AppRow, version: VersionRow) {
    // handed over before: it is the store's draft already, or went further
    if (outsideTracks(version)) throw new AppError(ErrorCode.trackAlreadyThere);
    if (!canEditRelease(app.status)) throw new AppError(ErrorCode.appStateRefused);
    if (await this.deps.isMerging(app.id)) throw new AppError(ErrorCode.stillMerging);
    const newestStore = (await this.deps.builds.versions(app.id)).find(
      (v) => outsideTracks(v) && v.channel_id === null && v.id !== version.id,
    );
    if (newestStore && Number(newestStore.vcode) >= Number(version.vcode)) {
      throw new AppError(ErrorCode.versionNotHigher);
    }
    await this.deps.builds.setTrack(version.id, null);
  }

  // ---- builds and their check ------------------------------------------------------------------

  /** A build merged into a track: its testers are offered it once its check passes. */
  async built(appId: string, track: string, versionId: string): Promise<void> {
    await this.deps.repo.ensure(appId, track);
    await this.deps.repo.update(appId, track, {
      version_id: versionId,
      check_state: 'pending',
      findings: '[]',
      updated_at: this.now(),
    });
    this.later(async () => {
      await this.runCheck(appId, track, versionId);
    });
  }

  /** Runs a track build's automatic check once; the result is recorded by one conditional UPDATE. */
  async runCheck(appId: string, track: string, versionId: string): Promise<boolean> {
    const app = await this.deps.apps.byId(appId);
    const version = await this.deps.builds.version(versionId);
    if (!app || !version) return false;
    const subject = {
      appId,
      name: app.name,
      pkg: app.pkg,
      liveVersionId: app.published_version_id,
      versionId,
    };
    const findings: TrackFinding[] = [];
    for (const check of this.deps.checks) {
      const result = await check.run(subject);
      findings.push({ id: check.id, ok: result.ok, name: check.name, note: result.note });
    }
    const passed = findings.every((f) => f.ok);
    const recorded = await this.deps.repo.finishCheck(
      appId,
      track,
      versionId,
      passed ? 'passed' : 'failed',
      JSON.stringify(findings),
    );
    if (recorded) await this.tellChecked(app, track, version, passed, findings);
    return recorded;
  }

  private async tellChecked(
    app: AppRow,
    track: string,
    version: VersionRow,
    passed: boolean,
    findings: TrackFinding[],
  ) {
    const texts = (key: MessageKey): Texts => {
      const vars = (lang: Lang) => ({
        app: app.name,
        track: trackLabel(track),
        ver: `${version.ver} (${Number(version.vcode)})`,
        problems: findings
          .filter((f) => !f.ok)
          .map((f) => f.note[lang])
          .join(t(lang, 'list.separator')),
      });
      return { zh: t('zh', key, vars('zh')), en: t('en', key, vars('en')) };
    };
    const kind = passed ? 'tracks.checkPassed' : 'tracks.checkFailed';
    await this.deps.notifications.notify({
      orgId: app.org_id,
      concerns: 'tracks:write',
      tag: 'auto',
      status: passed ? NotifyStatus.passed : NotifyStatus.failed,
      title: texts(`${kind}.title` as MessageKey),
      content: texts(`${kind}.content` as MessageKey),
      appId: app.id,
      appName: app.name,
      ver: version.ver,
      link: `/tracks?appId=${app.id}`,
    });
  }

  /** Checks left pending by a restart; answers how many ran. */
  async runPendingChecks(): Promise<number> {
    let ran = 0;
    for (const row of await this.deps.repo.pendingChecks(50)) {
      if (await this.runCheck(row.app_id, row.track, row.version_id!)) ran += 1;
    }
    return ran;
  }

  /** Versions the app's tracks hold: their files stay while testers may download them. */
  servedVersions(appId: string): Promise<string[]> {
    return this.deps.repo.versionIdsOf(appId);
  }

  // ---- testers ---------------------------------------------------------------------------------

  async testers(
    caller: Caller,
    appId: string,
    track: TestingTrack,
    page: number,
    psize: number,
  ): Promise<TestersAnswer> {
    const app = await this.app(caller, appId);
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
    const app = await this.app(caller, appId);
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
    const app = await this.app(caller, appId);
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
    const app = await this.app(caller, appId);
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

/** A build as screens name it. */
export const ref = (v: VersionRow) => ({ versionId: v.id, ver: v.ver, vcode: Number(v.vcode) });
