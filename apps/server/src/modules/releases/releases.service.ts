import {
  AppStatus,
  AuditStatus,
  BusinessLinkStatus,
  CONTROL_MODE_BITS,
  Currency,
  DEV_MODEL_SEPARATOR,
  DocType,
  ErrorCode,
  GAME_MODE_BITS,
  IN_REVIEW_STATUSES,
  LANG_SEPARATOR,
  MergeRet,
  NotifyStatus,
  RELEASE_INPUT_FIELDS,
  RELEASE_LANGS,
  RELEASE_TAGS,
  ReleaseStep,
  UploadFileType,
  bitsOf,
  canEditRelease,
  errorText,
  isEmail,
  missingReleaseFields,
  releaseFieldProblems,
  releaseLimits,
  releaseStepOf,
  splitList,
  stageType,
  textLength,
} from '@vrportal/contract';
import type {
  AppAssets,
  AppReleaseDetail,
  Lang,
  LocalizedText,
  ReleaseDiff,
  ReleaseForm,
  ReleaseFormInput,
  ReleaseFormInputBody,
  ReleaseInputField,
  ReleaseProblem,
} from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import { newId, newToken, sha256 } from '../../lib/crypto.js';
import { t } from '../../lib/i18n.js';
import type { MessageKey } from '../../lib/i18n.js';
import type { Clock } from '../../lib/time.js';
import { addMs, iso } from '../../lib/time.js';
import type { MailTransport } from '../../messaging/mail.js';
import { businessLinkMail } from '../../messaging/templates.js';
import type { AppRow } from '../apps/apps.repository.js';
import type { AppsService, Caller } from '../apps/apps.service.js';
import type { AssetsService } from '../assets/assets.service.js';
import type { NotificationService, Texts } from '../notifications/notifications.service.js';
import type { ReviewService } from '../review/review.service.js';
import type { AccountNamesOf } from '../account/account.service.js';
import { logColumns, toReviewLogEntries } from '../review/review-log.js';
import { reviewColumns, transition } from '../review/state-machine.js';
import type { Actor, ReviewEvent, Transition } from '../review/state-machine.js';
import type { ChannelReviewPort, ReviewChannel } from '../review/channel-port.js';
import type { ReleaseViewPort } from '../review/release-view-port.js';
import type { Db } from '../../db/database.js';
import type { Executor } from '../account/account.repository.js';
import type { ReleaseChannelsTable } from '../../db/schema.js';
import type { Updateable } from 'kysely';
import type { ReleaseBuild, UploadsService } from '../uploads/uploads.service.js';
import { releaseDiff } from './release-diff.js';
import type {
  ChannelRow,
  DraftRow,
  LiveListingRow,
  ReleasesRepository,
} from './releases.repository.js';
import { assetChanges, decodeAssets, listingChanges } from './review-view.js';
import { MAIN_STORE_KEY } from './releases.repository.js';

interface Deps {
  repo: ReleasesRepository;
  apps: AppsService;
  uploads: UploadsService;
  assets: AssetsService;
  review: ReviewService;
  notifications: NotificationService;
  mail: MailTransport;
  clock: Clock;
  /** the account module names who acted in a channel release's log */
  accountNamesOf: AccountNamesOf;
  /** the address the service is reached at, for the links mailed to businesses */
  publicUrl: string;
  /** runs work after the answer is sent (tests pass a function that records it) */
  defer?: (work: () => Promise<void>) => void;
  onError?: (error: unknown) => void;
}

/** The texts, lists and choices of a draft, stored as JSON (prices have columns). */
type DraftForm = Omit<ReleaseFormInput, 'pMode' | 'sprice' | 'bprice' | 'currency'>;
const LOCALIZED_FIELDS: readonly ReleaseInputField[] = ['vnote', 'name', 'brief', 'intros'];
const TEXT_FIELDS: readonly ReleaseInputField[] = [
  'abbr',
  'allName',
  'developer',
  'publisher',
  'gopno',
  'nrtno',
];
/** Fields that come from the app and its draft build: compared when sent, never stored. */
const CHECKED_FIELDS = ['pkg', 'ver', 'vcode', 'fname'] as const;
/** What a new channel copies of the main store's draft: its description and details. */
const COPIED_STEPS: readonly number[] = [ReleaseStep.description, ReleaseStep.details];
/** A commit of the same form while its check is queued or under way is that submission. */
const CHECK_PENDING_STATUSES: readonly number[] = [AppStatus.autoQueued, AppStatus.autoRunning];
/** A channel release left under way this long (a restart during its check) is checked again. */
const RUNNING_CHECK_STALE_MS = 10 * 60_000;
const LINK_VALID_MS = releaseLimits.businessLinkValidDays * 86_400_000;

type Scope = { app: AppRow; channel: ChannelRow | null };

/** Drops the version note from a draft (read in the transaction that writes it back). */
async function clearVersionNote(repo: ReleasesRepository, appId: string, key: string) {
  const row = await repo.findDraft(appId, key);
  if (!row) return;
  let form: DraftForm;
  try {
    form = JSON.parse(row.form) as DraftForm;
  } catch {
    return;
  }
  if (form.vnote === undefined) return;
  const { vnote: _note, ...rest } = form;
  await repo.setDraftForm(appId, key, JSON.stringify(rest));
}

function decodeDraft(row: DraftRow | undefined): ReleaseFormInput {
  if (!row) return { pMode: null, sprice: null, bprice: null, currency: Currency.RMB };
  let form: DraftForm = {};
  try {
    form = JSON.parse(row.form) as DraftForm;
  } catch {
    // an unreadable draft reads as empty
  }
  return {
    ...form,
    pMode: row.price_mode,
    sprice: row.sprice === null ? null : Number(row.sprice),
    bprice: row.bprice === null ? null : Number(row.bprice),
    currency: row.currency,
  };
}

/** Trims texts, drops empty languages and list entries; answers only the fields given. */
function normalise(body: ReleaseFormInputBody): { values: ReleaseFormInput; given: string[] } {
  const values: Record<string, unknown> = {};
  const given: string[] = [];
  for (const field of RELEASE_INPUT_FIELDS) {
    const value = body[field];
    if (value === undefined) continue;
    given.push(field);
    if (LOCALIZED_FIELDS.includes(field)) {
      const text: LocalizedText = {};
      for (const lang of RELEASE_LANGS) {
        const entry = (value as LocalizedText)[lang]?.trim();
        if (entry) text[lang] = entry;
      }
      values[field] = text;
    } else if (TEXT_FIELDS.includes(field)) {
      const text = (value as string).trim();
      values[field] = field === 'abbr' ? text.toUpperCase() : text;
    } else if (field === 'devModel') {
      values[field] = splitList(value as string, DEV_MODEL_SEPARATOR).join(DEV_MODEL_SEPARATOR);
    } else if (field === 'lang') {
      values[field] = splitList(value as string, LANG_SEPARATOR).join(LANG_SEPARATOR);
    } else {
      values[field] = value;
    }
  }
  return { values: values as ReleaseFormInput, given };
}

function problemsError(problems: Record<string, ReleaseProblem>): AppError {
  const list = Object.entries(problems)
    .map(([field, problem]) => `${field} (${problem})`)
    .join(', ');
  return new AppError(
    ErrorCode.invalidInformation,
    { fields: problems },
    {
      zh: `${errorText(ErrorCode.invalidInformation, 'zh')}：${list}`,
      en: `${errorText(ErrorCode.invalidInformation, 'en')}: ${list}`,
    },
  );
}

const both = (key: MessageKey, vars: Record<string, string | number>): Texts => ({
  zh: t('zh', key, vars),
  en: t('en', key, vars),
});

/**
 * The release wizard and release channels: drafts of the release form (main store and each
 * business channel), their commit into review, channels and the businesses linked to them, and
 * the risk diff of a draft build. Builds come from the uploads service, files from the assets
 * service, the app and its ownership from the apps service; the main store's review from the
 * review service. A channel release's own status moves through the same state machine.
 */
export class ReleasesService {
  constructor(private readonly deps: Deps) {}

  private now() {
    return iso(this.deps.clock.now());
  }

  private later(work: () => Promise<void>) {
    const run = () => work().catch((error) => this.deps.onError?.(error));
    if (this.deps.defer) this.deps.defer(run);
    else setImmediate(run);
  }

  // ---- ownership -----------------------------------------------------------------------------

  /** The app (10501 unless the caller owns it, or reads as a super account) and the channel. */
  private async scope(
    caller: Caller,
    appId: string,
    channelId: string | null,
    write: boolean,
  ): Promise<Scope> {
    const app = await this.deps.apps.appFor(caller, appId, !write);
    if (channelId === null) return { app, channel: null };
    const channel = await this.deps.repo.findChannel(channelId);
    if (!channel || channel.app_id !== app.id) throw new AppError(ErrorCode.channelNotFound);
    return { app, channel };
  }

  /** A channel release's status, undefined when the app has no such channel (assets ask). */
  async channelStatus(
    appId: string,
    channelId: string,
    trx?: Executor,
  ): Promise<number | undefined> {
    const repo = trx ? this.deps.repo.with(trx) : this.deps.repo;
    const channel = await repo.findChannel(channelId);
    return channel?.app_id === appId ? channel.status : undefined;
  }

  /** Whether a business channel of the app exists (uploads of a channel's builds ask). */
  async hasChannel(appId: string, channelId: string): Promise<boolean> {
    return (await this.deps.repo.findChannel(channelId))?.app_id === appId;
  }

  /** A channel by its id: 10550 when unknown or of an app the caller may not use. */
  private async channelScope(caller: Caller, channelId: string, write: boolean) {
    const channel = await this.deps.repo.findChannel(channelId);
    if (!channel) throw new AppError(ErrorCode.channelNotFound);
    const app = await this.deps.apps.appFor(caller, channel.app_id, !write).catch(() => {
      throw new AppError(ErrorCode.channelNotFound);
    });
    return { app, channel };
  }

  private statusOf(s: Scope) {
    return s.channel ? s.channel.status : s.app.status;
  }

  private liveVersionOf(s: Scope) {
    return s.channel ? s.channel.live_version_id : s.app.published_version_id;
  }

  private draftBuild(s: Scope) {
    return this.deps.uploads.draftBuild(s.app.id, s.channel?.id ?? null, this.liveVersionOf(s));
  }

  // ---- tags ----------------------------------------------------------------------------------

  tags() {
    return { tags: RELEASE_TAGS.map((tag) => ({ ...tag })) };
  }

  // ---- the release form ----------------------------------------------------------------------

  /** getAppDetailInfo: the app center's fields and the main store's release form. */
  async detail(caller: Caller, appId: string, lang: Lang): Promise<AppReleaseDetail> {
    const detail = await this.deps.apps.detail(caller, appId, lang);
    const s = await this.scope(caller, appId, null, false);
    return { ...detail, form: await this.form(caller, s) };
  }

  /** getAppInfoTob: a channel's release form. */
  async channelForm(caller: Caller, appId: string, channelId: string): Promise<ReleaseForm> {
    return this.form(caller, await this.scope(caller, appId, channelId, false));
  }

  private async form(caller: Caller, s: Scope): Promise<ReleaseForm> {
    const key = s.channel?.id ?? MAIN_STORE_KEY;
    const [draft, build, assets, maxVcode] = await Promise.all([
      this.deps.repo.findDraft(s.app.id, key),
      this.draftBuild(s),
      this.deps.assets.list(caller, s.app.id, s.channel?.id),
      this.deps.uploads.maxVersionCode(s.app.id),
    ]);
    return {
      ...formView(s, decodeDraft(draft), draft?.updated_at ?? '', build, assets),
      maxVcode: maxVcode ?? 0,
    };
  }

  /** saveAppInfo / saveAppInfoTob: stores the given fields of the draft, each one checked. */
  async save(
    caller: Caller,
    appId: string,
    channelId: string | null,
    body: ReleaseFormInputBody,
  ): Promise<ReleaseForm> {
    const s = await this.scope(caller, appId, channelId, true);
    if (!canEditRelease(this.statusOf(s))) throw new AppError(ErrorCode.appStateRefused);
    await this.store(s, body, await this.draftBuild(s));
    return this.form(caller, s);
  }

  /**
   * Merges the given fields into the stored draft, checking each (and the rules tying them to
   * the rest of the form) first, and puts the screenshots in the order of `pics`: a refusal
   * stores nothing. The draft row is written first in the transaction, which holds it against
   * another save of the same draft meanwhile. Its time moves only when something changed.
   */
  private async store(s: Scope, body: ReleaseFormInputBody, build: ReleaseBuild | null) {
    const { values, given } = normalise(body);
    const checked = CHECKED_FIELDS.filter((f) => body[f] !== undefined && body[f] !== '');
    const pics = body.pics;
    if (given.length === 0 && checked.length === 0 && pics === undefined) return;
    const key = s.channel?.id ?? MAIN_STORE_KEY;
    const now = this.now();
    await this.deps.repo.transaction(async (repo, trx) => {
      // written (or created) before it is read: two saves of one draft queue up on its row
      await repo.lockDraft(s.app.id, key, now);
      const row = await repo.findDraft(s.app.id, key);
      const merged = { ...decodeDraft(row), ...values };
      const problems = releaseFieldProblems(merged, given, { channel: s.channel !== null });
      const actual = {
        pkg: s.app.pkg,
        ver: build?.version.ver ?? '',
        vcode: build ? Number(build.version.vcode) : 0,
        fname: build?.version.fname ?? '',
      };
      for (const f of checked) if (body[f] !== actual[f]) problems[f] = 'mismatch';
      if (Object.keys(problems).length > 0) throw problemsError(problems);
      const reordered =
        pics !== undefined &&
        (await this.deps.assets.orderPics({ appId: s.app.id, key }, pics, trx as Executor));
      const { pMode, sprice, bprice, currency, ...form } = merged;
      const next = {
        form: JSON.stringify(form),
        price_mode: pMode ?? null,
        sprice: sprice ?? null,
        bprice: bprice ?? null,
        currency: currency ?? Currency.RMB,
      };
      const before = decodeDraft(row);
      const unchanged =
        !reordered &&
        row !== undefined &&
        row.form === next.form &&
        before.pMode === next.price_mode &&
        before.sprice === next.sprice &&
        before.bprice === next.bprice &&
        before.currency === next.currency;
      if (!unchanged) {
        await repo.putDraft({ app_id: s.app.id, channel_key: key, ...next, updated_at: now });
      }
    });
    // the main store's category also files the app card
    if (!s.channel && given.includes('cgy') && typeof values.cgy === 'number') {
      await this.deps.apps.setCategory(s.app.id, values.cgy);
    }
  }

  /**
   * commitAppInfo / commitAppInfoTob: stores the given fields, checks the whole form (10500 for
   * a rule, 10510 with data.missing for what is still missing), then starts the review: the
   * main store's through the review service, a channel's through the state machine.
   */
  async commit(
    caller: Caller,
    appId: string,
    channelId: string | null,
    body: ReleaseFormInputBody,
  ): Promise<{ status: number }> {
    const s = await this.scope(caller, appId, channelId, true);
    if (!canEditRelease(this.statusOf(s))) throw new AppError(ErrorCode.appStateRefused);
    if (await this.deps.uploads.isMerging(s.app.id)) {
      throw new AppError(ErrorCode.stillMerging, { ret: MergeRet.pending, ecode: 0 });
    }
    const build = await this.draftBuild(s);
    await this.store(s, body, build);
    const key = s.channel?.id ?? MAIN_STORE_KEY;
    const draft = await this.deps.repo.findDraft(s.app.id, key);
    const values = decodeDraft(draft);
    const problems = releaseFieldProblems(values, RELEASE_INPUT_FIELDS, {
      channel: s.channel !== null,
    });
    const ver = build?.version.ver ?? '';
    const verLength = textLength(ver);
    if (build && (verLength < releaseLimits.verMin || verLength > releaseLimits.verMax)) {
      problems.ver = 'length';
    }
    if (Object.keys(problems).length > 0) throw problemsError(problems);
    const assets = await this.deps.assets.list(caller, s.app.id, s.channel?.id);
    const missing = formView(s, values, draft?.updated_at ?? '', build, assets).missing;
    if (missing.length > 0) throw new AppError(ErrorCode.releaseIncomplete, { missing });
    return this.submitOnce(caller, s, build!);
  }

  /**
   * Starts the review, once for one form: the same form sent again (a double click, calls in
   * parallel) while its automatic check is queued or under way answers as the first commit did
   * and starts nothing. The move is conditional on the status read just before, so of calls
   * racing from one status a single one moves it; the others look again.
   */
  private async submitOnce(caller: Caller, s: Scope, build: ReleaseBuild) {
    const key = s.channel?.id ?? MAIN_STORE_KEY;
    for (let attempt = 0; ; attempt += 1) {
      const [app, channel, draft] = await Promise.all([
        this.deps.apps.byId(s.app.id),
        s.channel ? this.deps.repo.findChannel(s.channel.id) : Promise.resolve(null),
        this.deps.repo.findDraft(s.app.id, key),
      ]);
      if (!app || (s.channel && !channel)) throw new AppError(ErrorCode.appStateRefused);
      const status = channel ? channel.status : app.status;
      const submittedAt = channel ? channel.submitted_at : app.submitted_at;
      const sameBuild = channel
        ? submittedAt !== null && build.version.created_at <= submittedAt
        : app.review_version_id === build.version.id;
      if (
        CHECK_PENDING_STATUSES.includes(status) &&
        submittedAt !== null &&
        sameBuild &&
        (draft?.updated_at ?? '') <= submittedAt
      ) {
        return { status: AppStatus.autoQueued };
      }
      if (!canEditRelease(status)) throw new AppError(ErrorCode.appStateRefused);
      try {
        if (attempt === 0) {
          // the version note goes with the build, as the version history shows it
          const values = decodeDraft(draft);
          await this.deps.uploads.setVersionNotes(
            build.version.id,
            values.vnote?.zh_CN ?? '',
            values.vnote?.en_US ?? '',
          );
        }
        if (!channel) {
          // the names go with the release: approving it makes them the app's shown name
          const values = decodeDraft(draft);
          const names = { zh: values.name?.zh_CN ?? '', en: values.name?.en_US ?? '' };
          return await this.deps.review.submit(caller, app.id, {
            versionId: build.version.id,
            names,
            from: status,
          });
        }
        return await this.submitChannel(caller, channel);
      } catch (error) {
        const moved = error instanceof AppError && error.code === ErrorCode.appStateRefused;
        if (!moved || attempt >= 2) throw error;
      }
    }
  }

  // ---- channel releases through the state machine --------------------------------------------

  /**
   * Moves a channel release by one event if its status still is `channel.status`, with its log
   * line (and `write`, another module's rows) in one transaction; 10503 when the state machine
   * refuses or someone moved it meanwhile. Going online makes the draft build the live one.
   */
  private async moveChannel(
    channel: ChannelRow,
    event: ReviewEvent,
    actor: { role: Actor; id: string | null },
    extra: {
      auditId?: string | null;
      note?: string;
      write?: (trx: Executor) => Promise<void>;
    } = {},
  ): Promise<Transition> {
    const step = transition(channel.status, event, actor.role);
    if (!step) throw new AppError(ErrorCode.appStateRefused);
    const now = this.now();
    const changes: Updateable<ReleaseChannelsTable> = reviewColumns(step, now);
    if (event === 'online') {
      const build = await this.deps.uploads.draftBuild(
        channel.app_id,
        channel.id,
        channel.live_version_id,
      );
      changes.live_version_id = build?.version.id ?? channel.live_version_id;
    }
    await this.deps.repo.transaction(async (repo, trx) => {
      const moved = await repo.moveChannel(channel.id, channel.status, changes);
      if (!moved) throw new AppError(ErrorCode.appStateRefused);
      await extra.write?.(trx as Db);
      await repo.insertLog({
        ...logColumns(event, step, actor, extra, now),
        channel_id: channel.id,
      });
    });
    return step;
  }

  /** The review console's view of channel releases (handed to the review service in app.ts). */
  channelReviewPort(): ChannelReviewPort {
    const view = (row: ChannelRow): ReviewChannel => ({
      id: row.id,
      appId: row.app_id,
      name: row.name,
      status: row.status,
      submittedAt: row.submitted_at,
      updatedAt: row.updated_at,
    });
    return {
      find: async (id) => {
        const row = await this.deps.repo.findChannel(id);
        return row ? view(row) : undefined;
      },
      list: async (statuses, limit) =>
        (await this.deps.repo.channelQueue(statuses, limit)).map(view),
      countByStatus: () => this.deps.repo.countChannelsByStatus(),
      build: async (channel) => {
        const row = await this.deps.repo.findChannel(channel.id);
        if (!row) return null;
        const build = await this.deps.uploads.draftBuild(row.app_id, row.id, row.live_version_id);
        return build ? { id: build.version.id, ver: build.version.ver } : null;
      },
      move: async (channel, event, actor, extra = {}) => {
        const row = await this.deps.repo.findChannel(channel.id);
        if (!row) throw new AppError(ErrorCode.channelNotFound);
        // compare against the status the caller decided on, not a newer one
        return this.moveChannel({ ...row, status: channel.status }, event, actor, extra);
      },
      log: async (id) =>
        toReviewLogEntries(
          await this.deps.repo.channelLogNewestFirst(id),
          this.deps.accountNamesOf,
        ),
    };
  }

  /** The review console's view of a submitted release (handed to the review service in app.ts). */
  releaseViewPort(): ReleaseViewPort {
    return {
      view: async (caller, appId, channelId) => {
        const s = await this.scope(caller, appId, channelId, false);
        const key = s.channel?.id ?? MAIN_STORE_KEY;
        const [draft, build, assets, liveRow, diff, maxVcode] = await Promise.all([
          this.deps.repo.findDraft(s.app.id, key),
          this.draftBuild(s),
          this.deps.assets.list(caller, s.app.id, s.channel?.id),
          this.deps.repo.findLiveListing(s.app.id, key),
          this.diff(caller, appId, channelId),
          this.deps.uploads.maxVersionCode(s.app.id),
        ]);
        if (!draft) return null;
        const withMax = <F extends object>(f: F) => ({ ...f, maxVcode: maxVcode ?? 0 });
        const form = withMax(formView(s, decodeDraft(draft), draft.updated_at, build, assets));
        const liveAssets = liveRow ? decodeAssets(liveRow.assets) : null;
        const live =
          liveRow && liveAssets
            ? withMax(
                formView(s, decodeDraft(liveDraft(liveRow)), liveRow.recorded_at, null, liveAssets),
              )
            : null;
        const wasLive = this.liveVersionOf(s) !== null;
        return {
          form,
          docs: assets.docs,
          changes: {
            listing: live ? 'compared' : wasLive ? 'unknown' : 'first',
            live,
            fields: live ? listingChanges(form, live) : [],
            assets: liveAssets
              ? assetChanges(assets, liveAssets)
              : { added: [], removed: [], screenshotsReordered: false },
            build: diff,
          },
        };
      },
      prepareLive: async (appId, channelId) => {
        const key = channelId ?? MAIN_STORE_KEY;
        const [draft, assets] = await Promise.all([
          this.deps.repo.findDraft(appId, key),
          this.deps.assets.ofApp(appId, channelId ?? undefined),
        ]);
        const recordedAt = this.now();
        return async (trx) => {
          if (!draft || !assets) return;
          const repo = this.deps.repo.with(trx);
          await repo.putLiveListing({
            app_id: appId,
            channel_key: key,
            form: draft.form,
            price_mode: draft.price_mode,
            sprice: draft.sprice,
            bprice: draft.bprice,
            currency: draft.currency,
            assets: JSON.stringify(assets),
            recorded_at: recordedAt,
          });
          // the next update starts with its own What's new: this one stays with its build
          await clearVersionNote(repo, appId, key);
        };
      },
    };
  }

  private async submitChannel(caller: Caller, channel: ChannelRow) {
    const step = await this.moveChannel(channel, 'submit', { role: 'developer', id: caller.id });
    this.later(() => this.runChannelCheck(channel.id));
    return { status: step.to };
  }

  /**
   * The automatic technical check of a channel release queued for it: under way, then failed or
   * on to the manual review.
   */
  /** As the review's runAutoCheck: a running channel check is run only when taken over. */
  async runChannelCheck(channelId: string, takenOver = false): Promise<void> {
    let channel = await this.deps.repo.findChannel(channelId);
    if (!channel) return;
    if (channel.status === AppStatus.autoQueued) {
      try {
        await this.moveChannel(channel, 'start', { role: 'system', id: null });
      } catch (error) {
        // another run (the sweep, another instance) took it first
        if (error instanceof AppError && error.code === ErrorCode.appStateRefused) return;
        throw error;
      }
      channel = await this.deps.repo.findChannel(channelId);
      if (channel?.status !== AppStatus.autoRunning) return;
    } else if (channel.status !== AppStatus.autoRunning || !takenOver) return;
    const app = await this.deps.apps.byId(channel.app_id);
    if (!app) return;
    const result = await this.deps.review.runChecks({
      appId: app.id,
      name: app.name,
      pkg: app.pkg,
      liveVersionId: channel.live_version_id,
      channel: { id: channel.id },
    });
    const build = await this.deps.uploads.draftBuild(app.id, channel.id, channel.live_version_id);
    const ver = build?.version.ver ?? '';
    const type = stageType.auto;
    const auditId = await this.deps.notifications.recordAudit({
      accountId: app.owner_id,
      appId: app.id,
      kind: 'auto',
      type,
      status: result.pass ? AuditStatus.passed : AuditStatus.failed,
      ver,
      items: result.items,
      note: result.note,
      log: result.logStored,
    });
    await this.moveChannel(
      channel,
      result.pass ? 'pass' : 'fail',
      { role: 'system', id: null },
      {
        auditId,
      },
    );
    const vars = { app: app.name, channel: channel.name };
    await this.deps.notifications.notify({
      accountId: app.owner_id,
      tag: 'auto',
      status: result.pass ? NotifyStatus.passed : NotifyStatus.failed,
      type,
      title: both(
        result.pass ? 'release.channel.passed.title' : 'release.channel.failed.title',
        vars,
      ),
      content: both(
        result.pass ? 'release.channel.passed.content' : 'release.channel.failed.content',
        vars,
      ),
      appId: app.id,
      appName: app.name,
      ver,
      auditId,
      link: `/notification?type=${type}&auditId=${auditId}`,
    });
  }

  /** Picks up channel releases left queued, or under way after a restart. */
  async runPendingChannelChecks(): Promise<number> {
    const rows = await this.deps.repo.channelsInStatus(
      [AppStatus.autoQueued, AppStatus.autoRunning],
      100,
    );
    const staleBefore = this.deps.clock.now().getTime() - RUNNING_CHECK_STALE_MS;
    let ran = 0;
    for (const row of rows) {
      if (row.status === AppStatus.autoRunning) {
        if (Date.parse(row.status_changed_at) > staleBefore) continue;
        const now = iso(this.deps.clock.now());
        // another instance's sweep may have taken it over already
        const claimed = await this.deps.repo.claimStaleChannel(
          row.id,
          row.status,
          row.status_changed_at,
          now,
        );
        if (!claimed) continue;
      }
      await this.runChannelCheck(row.id, row.status === AppStatus.autoRunning).catch((error) =>
        this.deps.onError?.(error),
      );
      ran += 1;
    }
    return ran;
  }

  // ---- risk diff -----------------------------------------------------------------------------

  /** getReleaseDiff: the draft build against the live build of the same channel. */
  async diff(caller: Caller, appId: string, channelId: string | null): Promise<ReleaseDiff> {
    const s = await this.scope(caller, appId, channelId, false);
    const liveId = this.liveVersionOf(s);
    const [draft, versions] = await Promise.all([
      this.draftBuild(s),
      this.deps.uploads.versionsOf(s.app.id),
    ]);
    const liveRow = liveId ? versions.find((v) => v.id === liveId) : undefined;
    const live = liveRow ? await this.deps.uploads.buildOf(liveRow) : null;
    return releaseDiff(draft, live);
  }

  // ---- channels ------------------------------------------------------------------------------

  async channelList(caller: Caller, appId: string) {
    const s = await this.scope(caller, appId, null, false);
    const [channels, versions] = await Promise.all([
      this.deps.repo.channelsOf(s.app.id),
      this.deps.uploads.versionsOf(s.app.id),
    ]);
    /** The live build of the channel, else its newest upload. */
    const shown = (channelId: string | null, liveId: string | null) =>
      versions.find((v) => v.id === liveId) ??
      versions.find((v) => (v.channel_id ?? null) === channelId);
    const main = shown(null, s.app.published_version_id);
    return {
      toc: { time: main?.created_at ?? '', ver: main?.ver ?? '' },
      tob: channels.map((c) => {
        const v = shown(c.id, c.live_version_id);
        return {
          id: c.id,
          name: c.name,
          time: v?.created_at ?? '',
          ver: v?.ver ?? '',
          status: c.status,
        };
      }),
    };
  }

  async createChannel(caller: Caller, appId: string, name: string, descpt = '') {
    const s = await this.scope(caller, appId, null, true);
    const problems: Record<string, ReleaseProblem> = {};
    const nameLength = textLength(name.trim());
    if (nameLength < releaseLimits.channelNameMin || nameLength > releaseLimits.channelNameMax) {
      problems.name = 'length';
    }
    if (textLength(descpt.trim()) > releaseLimits.channelDescptMax) problems.descpt = 'length';
    if (Object.keys(problems).length > 0) throw problemsError(problems);
    const id = newId();
    const now = this.now();
    // the channel starts from the main store's description, details and assets, its own copies
    await this.deps.repo.transaction(async (repo, trx) => {
      await repo.insertChannel({
        id,
        app_id: s.app.id,
        name: name.trim(),
        descpt: descpt.trim(),
        status: AppStatus.draft,
        live_version_id: null,
        submitted_at: null,
        status_changed_at: now,
        created_at: now,
        updated_at: now,
      });
      const main = decodeDraft(await repo.findDraft(s.app.id, MAIN_STORE_KEY));
      const copied = Object.fromEntries(
        Object.entries(main).filter(([field]) => COPIED_STEPS.includes(releaseStepOf(field))),
      );
      if (Object.keys(copied).length > 0) {
        await repo.putDraft({
          app_id: s.app.id,
          channel_key: id,
          form: JSON.stringify(copied),
          updated_at: now,
        });
      }
      await this.deps.assets.copyRelease(s.app.id, MAIN_STORE_KEY, id, trx);
    });
    return { cId: id };
  }

  async channelInfo(caller: Caller, channelId: string) {
    const { channel } = await this.channelScope(caller, channelId, false);
    const links = await this.deps.repo.linksOf(channel.id);
    return {
      cId: channel.id,
      appId: channel.app_id,
      name: channel.name,
      descpt: channel.descpt,
      status: channel.status,
      time: channel.created_at,
      businessList: links.map((l) => ({
        bId: l.business_id,
        name: l.name,
        status: l.status,
        time: l.sent_at,
      })),
    };
  }

  /** Deletes a business channel with its draft, links and builds; refused while under review. */
  async deleteChannel(caller: Caller, channelId: string): Promise<void> {
    const { app, channel } = await this.channelScope(caller, channelId, true);
    if (IN_REVIEW_STATUSES.includes(channel.status)) {
      throw new AppError(ErrorCode.channelUnderReview);
    }
    if (await this.deps.uploads.isMerging(app.id)) {
      throw new AppError(ErrorCode.stillMerging, { ret: MergeRet.pending, ecode: 0 });
    }
    const deleted = await this.deps.repo.transaction((repo) =>
      repo.deleteChannel(channel.id, app.id, channel.status),
    );
    // its status moved meanwhile (a commit): the channel stays
    if (!deleted) throw new AppError(ErrorCode.channelUnderReview);
    await this.deps.uploads.deleteChannelBuilds(app.id, channel.id);
    await this.deps.assets.dropRelease(app.id, channel.id);
  }

  // ---- businesses ----------------------------------------------------------------------------

  /** Registers a business (the platform's command line); answers its id (bId). */
  async createBusiness(name: string, email: string): Promise<{ bId: string }> {
    const trimmed = name.trim();
    const length = textLength(trimmed);
    if (length < 1 || length > releaseLimits.businessNameMax) {
      throw problemsError({ name: 'length' });
    }
    if (!isEmail(email.trim())) throw problemsError({ email: 'format' });
    const id = newId();
    await this.deps.repo.insertBusiness({
      id,
      name: trimmed,
      email: email.trim().toLowerCase(),
      created_at: this.now(),
    });
    return { bId: id };
  }

  /**
   * Links a business to a channel (waiting for its confirmation) and mails it a confirmation
   * link; the link stays only if the mail went out.
   */
  async bindBusiness(caller: Caller, channelId: string, businessId: string): Promise<void> {
    const { app, channel } = await this.channelScope(caller, channelId, true);
    const business = await this.deps.repo.findBusiness(businessId);
    if (!business) throw new AppError(ErrorCode.businessNotFound);
    if (await this.deps.repo.findLink(channel.id, business.id)) {
      throw new AppError(ErrorCode.businessAlreadyLinked);
    }
    const token = newToken();
    const now = this.deps.clock.now();
    try {
      await this.deps.repo.insertLink({
        channel_id: channel.id,
        business_id: business.id,
        status: BusinessLinkStatus.waiting,
        token_hash: sha256(token),
        sent_at: iso(now),
        expires_at: iso(addMs(now, LINK_VALID_MS)),
        confirmed_at: null,
      });
    } catch (error) {
      // two binds of one business at once: the primary key decides
      if (await this.deps.repo.findLink(channel.id, business.id)) {
        throw new AppError(ErrorCode.businessAlreadyLinked);
      }
      throw error;
    }
    const link = `${this.deps.publicUrl}/vrmcsys/business/confirmChannel?token=${token}`;
    const message = businessLinkMail(
      business.email,
      {
        business: business.name,
        bId: business.id,
        app: app.name,
        channel: channel.name,
        days: releaseLimits.businessLinkValidDays,
      },
      link,
    );
    try {
      await this.deps.mail.send(message);
    } catch (error) {
      await this.deps.repo.deleteLink(channel.id, business.id);
      this.deps.onError?.(error);
      throw new AppError(ErrorCode.mailNotSent);
    }
  }

  async unbindBusiness(caller: Caller, channelId: string, businessId: string): Promise<void> {
    const { channel } = await this.channelScope(caller, channelId, true);
    if (!(await this.deps.repo.deleteLink(channel.id, businessId))) {
      throw new AppError(ErrorCode.businessNotLinked);
    }
  }

  /**
   * The business follows its mailed link: a waiting link becomes confirmed. Answers what the
   * page says: confirmed, already (confirmed before) or invalid (unknown, expired or unlinked).
   */
  async confirmBusinessLink(
    token: string,
  ): Promise<{ state: 'confirmed' | 'already' | 'invalid'; app: string; channel: string }> {
    const invalid = { state: 'invalid' as const, app: '', channel: '' };
    if (!token || token.length > 128) return invalid;
    const hash = sha256(token);
    const link = await this.deps.repo.findLinkByToken(hash);
    if (!link) return invalid;
    const channel = await this.deps.repo.findChannel(link.channel_id);
    const app = channel ? await this.deps.apps.byId(channel.app_id) : undefined;
    if (!channel || !app) return invalid;
    const names = { app: app.name, channel: channel.name };
    if (link.status === BusinessLinkStatus.confirmed) return { state: 'already', ...names };
    if (Date.parse(link.expires_at) <= this.deps.clock.now().getTime()) return invalid;
    const confirmed = await this.deps.repo.confirmLink(hash, this.now());
    return { state: confirmed ? 'confirmed' : 'already', ...names };
  }
}

/** A recorded live listing read as a draft row. */
const liveDraft = (row: LiveListingRow): DraftRow => ({
  app_id: row.app_id,
  channel_key: row.channel_key,
  form: row.form,
  price_mode: row.price_mode,
  sprice: row.sprice,
  bprice: row.bprice,
  currency: row.currency,
  updated_at: row.recorded_at,
});

/** The release form as the wizard reads it: the draft, the draft build and the app's assets. */
function formView(
  s: Scope,
  v: ReleaseFormInput,
  draftTime: string,
  build: ReleaseBuild | null,
  assets: AppAssets,
): Omit<ReleaseForm, 'maxVcode'> {
  const obb = (type: number) => build?.obbs.find((o) => o.type === type);
  const main = obb(UploadFileType.mainObb);
  const patch = obb(UploadFileType.patchObb);
  const version = build?.version;
  const form: Omit<ReleaseForm, 'missing' | 'maxVcode'> = {
    appId: s.app.id,
    cId: s.channel?.id ?? '',
    status: s.channel ? s.channel.status : s.app.status,
    pkg: s.app.pkg,
    ver: version?.ver ?? '',
    vcode: version ? Number(version.vcode) : 0,
    fname: version?.fname ?? '',
    size: version ? Number(version.size) : 0,
    md5: version?.md5 ?? '',
    apkFileName: version?.fname ?? '',
    apkSize: version ? Number(version.size) : 0,
    obbFileName: main?.fname ?? '',
    obbSize: main ? Number(main.size) : 0,
    patchObbFileName: patch?.fname ?? '',
    patchObbSize: patch ? Number(patch.size) : 0,
    apkObbFileInfo: version
      ? [
          {
            type: UploadFileType.apk,
            fname: version.fname ?? '',
            size: Number(version.size),
            md5: version.md5,
          },
          ...(build?.obbs ?? []).map((o) => ({
            type: o.type,
            fname: o.fname ?? '',
            size: Number(o.size),
            md5: o.md5,
          })),
        ]
      : [],
    vnote: v.vnote ?? {},
    devModel: v.devModel ?? '',
    devModelCopy: splitList(v.devModel, DEV_MODEL_SEPARATOR),
    forced: v.forced ?? 0,
    name: v.name ?? {},
    abbr: v.abbr ?? '',
    brief: v.brief ?? {},
    intros: v.intros ?? {},
    allName: v.allName ?? '',
    cgy: v.cgy ?? null,
    tag: [...(v.tag ?? [])],
    lang: v.lang ?? '',
    authority: [...(v.authority ?? [])],
    nMode: v.nMode ?? null,
    gMode: v.gameMode ?? null,
    gameMode: v.gameMode ?? null,
    controlMode: v.controlMode ?? null,
    gameModeList: bitsOf(v.gameMode, GAME_MODE_BITS),
    controlModeList: bitsOf(v.controlMode, CONTROL_MODE_BITS),
    ageRating: v.ageRating ?? null,
    vrComfortLevel: v.vrComfortLevel ?? null,
    developer: v.developer ?? '',
    publisher: v.publisher ?? '',
    gopno: v.gopno ?? '',
    nrtno: v.nrtno ?? '',
    scrdoc: assets.docs.find((d) => d.type === DocType.softwareCopyright)?.url ?? '',
    scover: assets.scover,
    rcover: assets.rcover,
    pics: assets.pics,
    vedios: assets.vedios,
    pMode: v.pMode ?? null,
    sprice: v.sprice ?? null,
    bprice: v.bprice ?? null,
    currency: v.currency ?? Currency.RMB,
    draftTime,
  };
  return { ...form, missing: missingReleaseFields(form) };
}
