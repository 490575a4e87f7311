import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { ErrorCode, UploadFileType } from '@vrportal/contract';
import type { ErrorCodeValue } from '@vrportal/contract';
import { newId } from '../../lib/crypto.js';
import type { AppFacts } from '../apps/index.js';
import type { ApkInfo } from './apk.js';
import { ApkProblem, readApk } from './apk.js';
import type { DraftBuilds } from './draft-builds.js';
import type { Hasher } from './hashing.js';
import { LocalFile } from './staging.js';
import type { UploadAssembly } from './upload-assembly.js';
import type { UploadContext } from './upload-context.js';
import { extensionOf } from './upload-context.js';
import type { UploadRow } from './uploads.repository.js';
import type { BuildsService } from '../builds/index.js';

/** A merge that ends with a code the client shows (checkMergeAppRet ecode). */
export class MergeFailure extends Error {
  constructor(
    readonly ecode: ErrorCodeValue,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The work of one claimed merge: finishes hashing, checks size and MD5, reads the APK, streams
 * the build into the blob store, then in one transaction marks the upload done and records the
 * version (or the OBB). Refusals throw a MergeFailure.
 */
export class MergeSteps {
  constructor(
    private readonly ctx: UploadContext,
    private readonly hasher: Hasher,
    private readonly assembly: UploadAssembly,
    private readonly drafts: DraftBuilds,
  ) {}

  /** `stored` learns the blob key before the build is written, so a failure can delete it. */
  async run(
    upload: UploadRow,
    token: string,
    stored: (key: string) => void,
  ): Promise<{ versionAppId: string; versionId: string }> {
    const { repo, deps } = this.ctx;
    const chunks = await repo.chunks(upload.id);
    if (chunks.length !== upload.total_chunks) {
      throw new MergeFailure(ErrorCode.mergeFailed, 'chunks are missing');
    }
    await this.assembly.hashAhead(upload.id);
    const hashed = await repo.findById(upload.id);
    if (!hashed || hashed.hashed_chunks !== upload.total_chunks) {
      throw new MergeFailure(ErrorCode.mergeFailed, 'a chunk is missing from staging');
    }
    const dataFile = deps.staging.dataFile(upload.id);
    if ((await deps.staging.dataSize(upload.id)) !== Number(upload.total_size)) {
      throw new MergeFailure(ErrorCode.mergeFailed, 'the assembled file has the wrong size');
    }
    const md5 = await this.hasher.md5Digest(hashed.md5_state);
    if (md5 !== upload.md5sum) {
      throw new MergeFailure(ErrorCode.md5Mismatch, `md5 ${md5} != ${upload.md5sum}`);
    }
    const file = await LocalFile.open(dataFile);
    const app = await deps.apps.byId(upload.app_id);
    if (!app) throw new MergeFailure(ErrorCode.appNotFound, 'the app is gone');

    const isApk = upload.file_type === UploadFileType.apk;
    let apk: ApkInfo | null = null;
    if (isApk) {
      apk = await readApk(file).catch((error: unknown) => {
        if (error instanceof ApkProblem) {
          throw new MergeFailure(
            error.kind === 'unparseable' ? ErrorCode.apkUnparseable : ErrorCode.apkBaseError,
            error.message,
          );
        }
        throw error;
      });
      await this.checkApk(app, apk);
    } else if (!(await this.apkOf(app, upload))) {
      throw new MergeFailure(ErrorCode.deleteObbFirst, 'no APK to attach the OBB to');
    }

    // the run token in the key: a runner that lost its lease never overwrites the winner's file
    const key = `builds/${app.id}/${upload.id}-${token}${extensionOf(upload.file_type)}`;
    stored(key);
    const sums = { md5, sha256: await this.hasher.sha256(dataFile) };
    // the local store links a whole file instead of copying it: no second write of the build
    await deps.blobs.put(key, fs.createReadStream(dataFile));
    const now = this.ctx.now();
    const replaced: string[] = [];
    let recorded = '';
    await repo.transaction(async (trx, executor) => {
      const builds = deps.builds.within(executor);
      let fname: string;
      let versionId: string;
      if (apk) {
        // again inside the transaction: two APK merges of one app at once
        const max = await builds.maxVcode(app.id);
        if (max !== null && apk.versionCode <= max) {
          throw new MergeFailure(ErrorCode.versionNotHigher, 'version code not higher');
        }
        versionId = newId();
        fname = `${apk.pkg}_${apk.versionCode}_${randomBytes(3).toString('hex')}.apk`;
        await builds.addVersion({
          id: versionId,
          app_id: app.id,
          ver: apk.versionName,
          vcode: apk.versionCode,
          size: file.size,
          fname,
          blob_key: key,
          md5: sums.md5,
          sha256: sums.sha256,
          manifest: JSON.stringify(apk),
          channel_id: upload.channel_id,
          track: upload.track,
          created_at: now,
        });
      } else {
        const draft = await this.apkOf(app, upload, builds);
        if (!draft) throw new MergeFailure(ErrorCode.deleteObbFirst, 'the APK was deleted');
        versionId = draft.id;
        const prefix = upload.file_type === UploadFileType.mainObb ? 'main' : 'patch';
        fname = `${prefix}.${draft.vcode}.${app.pkg}.obb`;
        const old = await builds.putObb({
          version_id: draft.id,
          type: upload.file_type,
          fname,
          blob_key: key,
          size: file.size,
          md5: sums.md5,
          sha256: sums.sha256,
          created_at: now,
        });
        if (old?.blob_key) replaced.push(old.blob_key);
      }
      const done = await trx.move(
        upload.id,
        'merging',
        {
          state: 'done',
          ecode: 0,
          result_fname: fname,
          version_id: versionId,
          merge_token: null,
          merge_lease_until: null,
          updated_at: now,
        },
        token,
      );
      // another runner took the merge over: it records the build, this one leaves no trace
      if (!done) throw new MergeFailure(ErrorCode.mergeFailed, 'the merge was taken over');
      recorded = versionId;
    });
    for (const old of replaced) await deps.blobs.delete(old).catch(this.ctx.report);
    return { versionAppId: app.id, versionId: recorded };
  }

  /** The APK an OBB goes with: the release's draft build, or the track's newest build. */
  private apkOf(app: AppFacts, upload: UploadRow, builds?: BuildsService) {
    return upload.track
      ? this.drafts.trackDraftOf(app, upload.track, builds)
      : this.drafts.draftOf(app, upload.channel_id, builds);
  }

  private async checkApk(app: AppFacts, apk: ApkInfo) {
    if (apk.pkg !== app.pkg) {
      const owner = await this.ctx.deps.apps.byRef({ pkg: apk.pkg });
      throw new MergeFailure(
        owner ? ErrorCode.pkgTaken : ErrorCode.apkPkgDiffers,
        `package ${apk.pkg} is not ${app.pkg}`,
      );
    }
    // a debug build never reaches the store: refused here (the spec's APK error), before review
    if (apk.debuggable) {
      throw new MergeFailure(ErrorCode.apkUnparseable, 'android:debuggable is on');
    }
    // every stored build counts, a draft never submitted too: its version code is taken
    const max = await this.ctx.deps.builds.maxVcode(app.id);
    if (max !== null && apk.versionCode <= max) {
      throw new MergeFailure(
        ErrorCode.versionNotHigher,
        `version code ${apk.versionCode} <= ${max}`,
      );
    }
  }
}
