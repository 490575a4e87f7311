import type {
  AppReleaseDetail,
  AuditReport,
  Lang,
  PublishingStatus,
  ReleaseState,
  RolloutAnswer,
  WhoamiAnswer,
} from '@vrportal/contract';
import { ErrorCode, releaseStateOf, stageOf, typeStage } from '@vrportal/contract';
import { AppError } from '../../lib/app-error.js';
import type { Caller, KeyCaller } from '../../plugins/caller.js';

/** What the publishing API asks of the modules that do the work (wired in app.ts). */
export interface PublishingDeps {
  orgName: (orgId: string) => Promise<string | null>;
  appsOf: (orgId: string, lang: Lang) => Promise<{ id: string; name: string }[]>;
  /** the app center's fields with the store release's form (what a commit would miss) */
  appDetail: (caller: Caller, appId: string, lang: Lang) => Promise<AppReleaseDetail>;
  failureReport: (
    caller: Caller,
    auditId: string,
    stage: string,
    lang: Lang,
  ) => Promise<AuditReport>;
  rollout: (caller: Caller, appId: string) => Promise<RolloutAnswer>;
  /** commits the store release's saved form (and the build promoted to it) for review */
  commitSaved: (
    caller: Caller,
    appId: string,
    fields: { vnote?: Partial<Record<'zh_CN' | 'en_US', string>> },
  ) => Promise<{ status: number }>;
}

/**
 * The publishing API's own answers: who the key is, and where an app's release stands. Every
 * other call of the API hands its work to the module that does it for the portal.
 */
export class PublishingService {
  constructor(private readonly deps: PublishingDeps) {}

  async whoami(key: KeyCaller, lang: Lang): Promise<WhoamiAnswer> {
    const orgId = key.orgId ?? '';
    const [orgName, apps] = await Promise.all([
      this.deps.orgName(orgId),
      this.deps.appsOf(orgId, lang),
    ]);
    const reached = key.appIds ? apps.filter((a) => key.appIds!.includes(a.id)) : apps;
    return {
      orgId,
      orgName: orgName ?? '',
      keyId: key.keyId,
      name: key.keyName,
      scopes: [...key.scopes],
      apps: reached.map((a) => ({ appId: a.id, name: a.name })),
      appIds: key.appIds ? [...key.appIds] : null,
      expiresAt: key.expiresAt,
    };
  }

  async status(caller: Caller, appId: string, lang: Lang): Promise<PublishingStatus> {
    const detail = await this.deps.appDetail(caller, appId, lang);
    const failed = detail.failedAudit;
    const stage = failed ? typeStage[failed.type] : undefined;
    const [failure, rollout] = await Promise.all([
      failed && stage
        ? this.deps.failureReport(caller, failed.auditId, stage, lang)
        : Promise.resolve(null),
      this.deps.rollout(caller, appId),
    ]);
    return {
      appId: detail.id,
      name: detail.name,
      status: detail.status,
      state: releaseStateOf(detail.status),
      stage: stageOf(detail.status),
      ver: detail.ver,
      vcode: detail.vcode,
      reviewVer: detail.reviewVer,
      reviewVcode: detail.reviewVcode,
      submitTime: detail.submitTime,
      releaseAt: detail.releaseAt,
      failure,
      rollout,
    };
  }

  async submit(
    caller: Caller,
    appId: string,
    vnote: Partial<Record<'zh_CN' | 'en_US', string>> | undefined,
    lang: Lang,
  ): Promise<{ status: number; state: ReleaseState }> {
    // an incomplete release is refused before the notes are stored: a refused call changes nothing
    const { form } = await this.deps.appDetail(caller, appId, lang);
    const notesGiven = Boolean(vnote?.zh_CN?.trim() && vnote.en_US?.trim());
    const missing = form.missing.filter((field) => !(notesGiven && field === 'vnote'));
    if (missing.length > 0) throw new AppError(ErrorCode.releaseIncomplete, { missing });
    const { status } = await this.deps.commitSaved(caller, appId, vnote ? { vnote } : {});
    return { status, state: releaseStateOf(status) };
  }
}
