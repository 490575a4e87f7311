// The release wizard's form: reading and saving drafts, and committing one into review.
import {
  AppStatus,
  Currency,
  ErrorCode,
  MergeRet,
  RELEASE_INPUT_FIELDS,
  canEditRelease,
  releaseFieldProblems,
  releaseLimits,
  textLength,
} from '@vrportal/contract';
import type { AppReleaseDetail, Lang, ReleaseForm, ReleaseFormInputBody } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import type { Executor } from '../../db/executor.js';
import type { Caller } from '../apps/index.js';
import type { ReleaseBuild } from '../uploads/index.js';
import type { ChannelReleases } from './channel-releases.js';
import type { ReleaseContext, Scope } from './release-context.js';
import { decodeDraft, normalise, problemsError } from './release-drafts.js';
import { formView } from './release-form-view.js';
import { MAIN_STORE_KEY } from './releases.repository.js';

/** Fields that come from the app and its draft build: compared when sent, never stored. */
const CHECKED_FIELDS = ['pkg', 'ver', 'vcode', 'fname'] as const;
/** A commit of the same form while its check is queued or under way is that submission. */
const CHECK_PENDING_STATUSES: readonly number[] = [AppStatus.autoQueued, AppStatus.autoRunning];

/**
 * Drafts of the release form (main store and each business channel) and their commit: the main
 * store's into the review service, a channel's into its own state machine (`channel-releases.ts`).
 */
export class ReleaseFormService {
  constructor(
    private readonly ctx: ReleaseContext,
    private readonly channels: ChannelReleases,
  ) {}

  /** getAppDetailInfo: the app center's fields and the main store's release form. */
  async detail(caller: Caller, appId: string, lang: Lang): Promise<AppReleaseDetail> {
    const detail = await this.ctx.deps.apps.detail(caller, appId, lang);
    const s = await this.ctx.scope(caller, appId, null, false);
    return { ...detail, form: await this.form(caller, s) };
  }

  /** getAppInfoTob: a channel's release form. */
  async channelForm(caller: Caller, appId: string, channelId: string): Promise<ReleaseForm> {
    return this.form(caller, await this.ctx.scope(caller, appId, channelId, false));
  }

  private async form(caller: Caller, s: Scope): Promise<ReleaseForm> {
    const key = s.channel?.id ?? MAIN_STORE_KEY;
    const [draft, build, assets, maxVcode] = await Promise.all([
      this.ctx.deps.repo.findDraft(s.app.id, key),
      this.ctx.draftBuild(s),
      this.ctx.deps.assets.list(caller, s.app.id, s.channel?.id),
      this.ctx.deps.uploads.maxVersionCode(s.app.id),
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
    const s = await this.ctx.scope(caller, appId, channelId, true);
    if (!canEditRelease(this.ctx.statusOf(s))) throw new AppError(ErrorCode.appStateRefused);
    await this.store(s, body, await this.ctx.draftBuild(s));
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
    const now = this.ctx.now();
    await this.ctx.deps.repo.transaction(async (repo, trx) => {
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
        (await this.ctx.deps.assets.orderPics({ appId: s.app.id, key }, pics, trx as Executor));
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
      await this.ctx.deps.apps.setCategory(s.app.id, values.cgy);
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
    const s = await this.ctx.scope(caller, appId, channelId, true);
    if (!canEditRelease(this.ctx.statusOf(s))) throw new AppError(ErrorCode.appStateRefused);
    if (await this.ctx.deps.uploads.isMerging(s.app.id)) {
      throw new AppError(ErrorCode.stillMerging, { ret: MergeRet.pending, ecode: 0 });
    }
    const build = await this.ctx.draftBuild(s);
    await this.store(s, body, build);
    const key = s.channel?.id ?? MAIN_STORE_KEY;
    const draft = await this.ctx.deps.repo.findDraft(s.app.id, key);
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
    const assets = await this.ctx.deps.assets.list(caller, s.app.id, s.channel?.id);
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
        this.ctx.deps.apps.byId(s.app.id),
        s.channel ? this.ctx.deps.repo.findChannel(s.channel.id) : Promise.resolve(null),
        this.ctx.deps.repo.findDraft(s.app.id, key),
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
          await this.ctx.deps.uploads.setVersionNotes(
            build.version.id,
            values.vnote?.zh_CN ?? '',
            values.vnote?.en_US ?? '',
          );
        }
        if (!channel) {
          // the names go with the release: approving it makes them the app's shown name
          const values = decodeDraft(draft);
          const names = { zh: values.name?.zh_CN ?? '', en: values.name?.en_US ?? '' };
          return await this.ctx.deps.review.submit(caller, app.id, {
            versionId: build.version.id,
            names,
            from: status,
          });
        }
        return await this.channels.submit(caller, channel);
      } catch (error) {
        const moved = error instanceof AppError && error.code === ErrorCode.appStateRefused;
        if (!moved || attempt >= 2) throw error;
      }
    }
  }
}
