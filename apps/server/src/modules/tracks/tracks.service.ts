import { ErrorCode, NotifyStatus, canEditRelease, testingTracks } from '@vrportal/contract';
import type {
  Lang,
  PromoteTarget,
  TestingTrack,
  TrackBuild,
  TrackEntry,
  TrackListAnswer,
} from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import type { MessageKey } from '../../lib/i18n.js';
import { t } from '../../lib/i18n.js';
import type { OrgEvents } from '../../lib/org-events.js';
import type { Clock } from '../../lib/time.js';
import { iso } from '../../lib/time.js';
import type { Caller } from '../../plugins/caller.js';
import type { AppFacts, AppsService } from '../apps/index.js';
import { outsideTracks } from '../builds/index.js';
import type { BuildsService, ObbRow, VersionRow } from '../builds/index.js';
import type { NotificationService, Texts } from '../notifications/index.js';
import type { AutoCheck } from '../review/index.js';
import type { TrackRow, TracksRepository } from './tracks.repository.js';
import { TrackTesters } from './track-testers.js';
export type { TestedBuild } from './track-testers.js';

export interface TracksDeps {
  repo: TracksRepository;
  apps: Pick<AppsService, 'appFor' | 'byId'>;
  builds: BuildsService;
  /** the automatic technical check's steps that read a build */
  checks: AutoCheck[];
  /** whether a merge of the app runs or waits (the store's draft is not handed over then) */
  isMerging: (appId: string) => Promise<boolean>;
  notifications: NotificationService;
  /** tells of each build check's end (the organisation's webhooks hear of it) */
  events: OrgEvents;
  clock: Clock;
  /** the address a store user opens to join a track, for a link's code */
  linkOf: (code: string) => string;
  /** runs work after the answer is sent (tests pass a function that records it) */
  defer?: (work: () => Promise<void>) => void;
  onError?: (error: unknown) => void;
  /** tells that the builds an app's tracks offer changed (the update check reads them afresh) */
  changed?: (appId: string) => void;
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
 * the store's release. The testers, their link and which tracks a store user tests (the update
 * check asks) are a part of their own (`track-testers.ts`).
 */
export class TracksService {
  private readonly testerList: TrackTesters;

  constructor(private readonly deps: TracksDeps) {
    this.testerList = new TrackTesters(deps, (caller, appId) => this.app(caller, appId));
  }

  private now() {
    return iso(this.deps.clock.now());
  }

  private later(work: () => Promise<void>) {
    const run = () => work().catch((error: unknown) => this.deps.onError?.(error));
    if (this.deps.defer) this.deps.defer(run);
    else setImmediate(() => void run());
  }

  /** The app, when the caller's organisation holds it and the caller reaches it; else 10501. */
  private app(caller: Caller, appId: string): Promise<AppFacts> {
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

  private async entryOf(app: AppFacts, track: TestingTrack, lang: Lang): Promise<TrackEntry> {
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
    this.deps.changed?.(app.id);
    return { to, build: ref(version) };
  }

  /** The build becomes the store's draft: newer than every store build, while it may be edited. */
  private async handToStore(app: AppFacts, version: VersionRow) {
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
    this.deps.changed?.(appId);
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
    if (recorded) this.deps.changed?.(appId);
    if (recorded) await this.tellChecked(app, track, version, passed, findings);
    return recorded;
  }

  private async tellChecked(
    app: AppFacts,
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
    await this.deps.events.publish({
      type: 'build.checked',
      orgId: app.org_id,
      data: {
        appId: app.id,
        appName: app.name,
        packageName: app.pkg,
        track: track as TestingTrack,
        version: version.ver,
        versionCode: Number(version.vcode),
        passed,
        problems: findings.filter((f) => !f.ok).map((f) => f.note.en),
      },
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

  // ---- testers (track-testers.ts) -----------------------------------------------------------------

  testers(caller: Caller, appId: string, track: TestingTrack, page: number, psize: number) {
    return this.testerList.testers(caller, appId, track, page, psize);
  }

  addTesters(caller: Caller, appId: string, track: TestingTrack, emails: string[]) {
    return this.testerList.addTesters(caller, appId, track, emails);
  }

  removeTesters(caller: Caller, appId: string, track: TestingTrack, emails: string[]) {
    return this.testerList.removeTesters(caller, appId, track, emails);
  }

  inviteLink(caller: Caller, appId: string, track: TestingTrack, renew: boolean) {
    return this.testerList.inviteLink(caller, appId, track, renew);
  }

  join(code: string, userId: string, email: string) {
    return this.testerList.join(code, userId, email);
  }

  /** For the update check: the checked builds of the tracks a store user tests, per app. */
  testedBuilds(appIds: readonly string[], userId: string | null, email: string | null) {
    return this.testerList.testedBuilds(appIds, userId, email);
  }

  /** Of these apps, those with a testing track whose build passed its check. */
  async appsWithCheckedBuilds(appIds: readonly string[]): Promise<Set<string>> {
    return new Set(await this.deps.repo.appsWithCheckedBuilds(appIds));
  }
}

/** A build as screens name it. */
export const ref = (v: VersionRow) => ({ versionId: v.id, ver: v.ver, vcode: Number(v.vcode) });
