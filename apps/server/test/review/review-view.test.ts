import { afterEach, describe, expect, it } from 'vitest';
import {
  AppStatus,
  ErrorCode,
  ReportItemStatus,
  UploadFileType,
  appCalls,
  reviewCalls,
  reviewPaths,
} from '@vrportal/contract';
import type { CallAnswer } from '@vrportal/contract';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind } from '../harness.js';
import { addVersion, createApps } from '../factories.js';
import { completeRelease, uploadPicture, uploadTrailer } from '../support/release.js';
import { founder } from '../../src/plugins/caller.js';

type Submission = CallAnswer<typeof reviewCalls.getReviewSubmission>;

/** What the reviewer of a submitted release sees of it, and the download of its build. */
describe(`the review console shows the submitted release (${dbKind})`, () => {
  let t: TestApp;
  afterEach(() => t.close());

  async function setup() {
    t = await createTestApp();
    const dev = await t.signIn('dev@example.com');
    const other = await t.signIn('other@example.com');
    const admin = await t.signIn('admin@example.com', { admin: true });
    const [appId] = await createApps(t, dev, 1, 'com.example.view');
    return { dev, other, admin, appId: appId! };
  }

  const submission = async (token: string, appId: string, lang = 'en') =>
    t.call(reviewCalls.getReviewSubmission, { appId }, { token, lang });

  async function commit(dev: string, appId: string) {
    expect((await t.call(appCalls.commitAppInfo, { appId }, { token: dev })).errCode).toBe(0);
    await t.runDeferred();
  }

  /** Passes the stages from the manual review on, then puts the app online. */
  async function passAndGoOnline(admin: string, appId: string) {
    for (const _ of [1, 2, 3]) {
      await t.call(reviewCalls.startReview, { appId }, { token: admin });
      await t.call(reviewCalls.decideReview, { appId, pass: true, items: [] }, { token: admin });
    }
    const online = await t.call(
      reviewCalls.changeAppState,
      { appId, action: 'online' },
      { token: admin },
    );
    expect(online.data).toEqual({ status: AppStatus.online });
  }

  /** An app online with 1.0.0, then its update 1.1.0 with new texts, price and assets. */
  async function submittedUpdate() {
    const ids = await setup();
    const { dev, admin, appId } = ids;
    await addVersion(t, appId, { ver: '1.0.0', vcode: 1 });
    await completeRelease(t, dev, appId);
    await commit(dev, appId);
    await passAndGoOnline(admin, appId);

    const build = await addVersion(t, appId, { ver: '1.1.0', vcode: 2 });
    const obbBytes = Buffer.from('obb data of the update');
    const obbName = `main.2.com.example.view0.obb`;
    await t.services.blobs.put(`builds/${appId}/${obbName}`, obbBytes);
    await t.services.builds.putObb({
      version_id: build.id,
      type: UploadFileType.mainObb,
      fname: obbName,
      blob_key: `builds/${appId}/${obbName}`,
      size: obbBytes.length,
      md5: 'd41d8cd98f00b204e9800998ecf8427e',
      sha256: '',
      created_at: t.clock.now().toISOString(),
    });
    const second = await uploadPicture(t, dev, appId, 3);
    const third = await uploadPicture(t, dev, appId, 3);
    await uploadTrailer(t, dev, appId);
    await completeRelease(t, dev, appId, {
      form: {
        brief: { zh_CN: '更新后的简介。', en_US: 'The updated description.' },
        name: { zh_CN: '星际漫步', en_US: 'Star Walk', ja: 'スターウォーク' },
        tag: [1],
        sprice: 7000,
      },
    });
    await commit(dev, appId);
    return { ...ids, build, obbName, obbBytes, second, third };
  }

  it('answers the texts in every language, the details, the assets in order and the changes', async () => {
    const { admin, appId, build, obbName, second, third } = await submittedUpdate();
    const res = await submission(admin, appId);
    expect(res.errCode).toBe(0);
    const release = res.data.release!;
    expect(release.form).toMatchObject({
      name: { zh_CN: '星际漫步', en_US: 'Star Walk', ja: 'スターウォーク' },
      brief: { zh_CN: '更新后的简介。', en_US: 'The updated description.' },
      intros: { zh_CN: '漫步星空', en_US: 'Walk the stars' },
      cgy: 1,
      tag: [1],
      lang: 'zh_CN,en_US',
      controlMode: 3,
      nMode: 2,
      ageRating: 12,
      authority: ['storage'],
      sprice: 7000,
    });
    // the screenshots in the order they were uploaded, the trailer with its cover
    expect(release.form.pics).toHaveLength(3);
    expect(release.form.pics.slice(1)).toEqual([second, third]);
    expect(release.form.scover).not.toBe('');
    expect(release.form.vedios).toHaveLength(1);
    expect(release.form.vedios[0]!.pic).not.toBe('');

    // against the listing that went online with 1.0.0
    const changes = release.changes;
    expect(changes.listing).toBe('compared');
    expect(changes.live?.brief).toEqual({
      zh_CN: '在群星之间漫步的虚拟现实体验。',
      en_US: 'A VR walk among the stars.',
    });
    expect([...changes.fields].sort()).toEqual(['brief', 'name', 'sprice', 'tag']);
    expect(changes.assets.added.map((a) => a.kind).sort()).toEqual([
      'screenshot',
      'screenshot',
      'trailer',
      'trailerCover',
    ]);
    expect(changes.assets.removed).toEqual([]);
    expect(changes.assets.screenshotsReordered).toBe(false);
    expect(changes.build).toMatchObject({
      versionName: { from: '1.0.0', to: '1.1.0', changed: true },
      versionCode: { from: 1, to: 2, changed: true },
    });
    // the build under review with its OBB
    expect(release.buildFiles.map((f) => [f.type, f.fname])).toEqual([
      [UploadFileType.apk, build.fname],
      [UploadFileType.mainObb, obbName],
    ]);
  });

  it('lets a super account download the build under review, and no developer', async () => {
    const { dev, other, admin, appId, build, obbName, obbBytes } = await submittedUpdate();
    const download = (token: string, fname: string, id = appId) =>
      t.inject({
        method: 'GET',
        url: reviewPaths.downloadReviewBuild,
        headers: { token, appid: id, fname },
      });
    const apk = await download(admin, build.fname);
    expect(apk.statusCode).toBe(200);
    expect(apk.rawPayload.equals(build.bytes)).toBe(true);
    const obb = await download(admin, obbName);
    expect(obb.rawPayload.equals(obbBytes)).toBe(true);

    // the owner and another developer are refused: this download is the review console's
    expect((await download(dev, build.fname)).json().errCode).toBe(ErrorCode.notSuper);
    expect((await download(other, build.fname)).json().errCode).toBe(ErrorCode.notSuper);
    // only files of the build under review: not the live 1.0.0, not another app's
    const versions = await t.services.builds.versions(appId);
    const live = versions.find((v) => v.ver === '1.0.0')!;
    expect((await download(admin, live.fname!)).json().errCode).toBe(ErrorCode.fileNotFound);
    const [otherApp] = await createApps(t, other, 1, 'com.example.foreign');
    const foreign = await addVersion(t, otherApp!, { ver: '2.0.0', vcode: 5 });
    expect((await download(admin, foreign.fname)).json().errCode).toBe(ErrorCode.fileNotFound);
    expect((await download(admin, build.fname, otherApp)).json().errCode).toBe(
      ErrorCode.fileNotFound,
    );
  });

  it('says a first release has nothing live to compare with', async () => {
    const { dev, admin, appId } = await setup();
    await addVersion(t, appId, { ver: '1.0.0', vcode: 1 });
    await completeRelease(t, dev, appId);
    await commit(dev, appId);
    const release = (await submission(admin, appId)).data.release!;
    expect(release.changes).toMatchObject({ listing: 'first', live: null, fields: [] });
    expect(release.changes.build.live).toBeNull();
    expect(release.form.pics).toHaveLength(1);
  });

  it('gives the release review a checklist of its own', async () => {
    const { dev, admin, appId } = await setup();
    await addVersion(t, appId, { ver: '1.0.0', vcode: 1 });
    await completeRelease(t, dev, appId);
    await commit(dev, appId);
    for (const _ of [1, 2]) {
      await t.call(reviewCalls.startReview, { appId }, { token: admin });
      await t.call(reviewCalls.decideReview, { appId, pass: true, items: [] }, { token: admin });
    }
    const content = (await submission(admin, appId)).data;
    expect(content.app.status).toBe(AppStatus.publishQueued);
    await t.call(reviewCalls.startReview, { appId }, { token: admin });
    const publish = (await submission(admin, appId)).data;
    expect(publish.app.status).toBe(AppStatus.publishRunning);
    const names = (s: Submission) => s.standard.map((i) => i.name);
    expect(names(publish)).toContain('Price and currency');
    expect(names(publish)).not.toContain('Lawful content');

    // a content item is no line of the release checklist
    const line = (name: string) => ({
      name,
      status: ReportItemStatus.passed,
      require: '',
      desc: '',
      note: '',
    });
    const wrong = await t.call(
      reviewCalls.decideReview,
      { appId, pass: true, items: [line('Lawful content')] },
      { token: admin },
    );
    expect(wrong.errCode).toBe(ErrorCode.invalidRequest);
    const right = await t.call(
      reviewCalls.decideReview,
      { appId, pass: true, items: names(publish).map(line) },
      { token: admin },
    );
    expect(right.data).toEqual({ auditId: expect.any(String), status: AppStatus.passed });
  });

  it('shows the content checklist in the content review, which differs from the release one', async () => {
    const { dev, admin, appId } = await setup();
    await addVersion(t, appId, { ver: '1.0.0', vcode: 1 });
    await completeRelease(t, dev, appId);
    await commit(dev, appId);
    await t.call(reviewCalls.startReview, { appId }, { token: admin });
    await t.call(reviewCalls.decideReview, { appId, pass: true, items: [] }, { token: admin });
    const content = (await submission(admin, appId)).data;
    expect(content.app.status).toBe(AppStatus.contentQueued);
    const names = content.standard.map((i) => i.name);
    expect(names).toContain('Lawful content');
    expect(names).not.toContain('Price and currency');
  });

  it("shows the automatic check's findings in the reader's language only", async () => {
    const { dev, admin, appId } = await setup();
    // no build: the automatic check fails with its finding in the log
    await completeRelease(t, dev, appId);
    await t.services.review.submit(founder((await ownerOf(appId)) ?? ''), appId, {
      checkNow: true,
    });
    const en = (await submission(admin, appId, 'en')).data;
    const zh = (await submission(admin, appId, 'zh')).data;
    const finding = (s: Submission) => s.log.find((l) => l.role === 'system' && l.note)!.note;
    expect(en.app.status).toBe(AppStatus.autoFailed);
    // one line per failed check, none in the other language
    expect(finding(en).split('\n')).toContain('There is no build to check');
    expect(finding(en)).not.toMatch(/[\u4e00-\u9fff]| \/ /);
    expect(finding(zh).split('\n')).toContain('没有可检测的安装包');
    expect(finding(zh)).not.toMatch(/[A-Za-z]| \/ /);
  });

  async function ownerOf(appId: string) {
    return (await t.services.apps.byId(appId))?.org_id;
  }
});
