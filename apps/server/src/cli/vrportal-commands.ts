// The commands of vrportal, each a few calls of the publishing API (docs/api/publishing.md).
import fs from 'node:fs';
import path from 'node:path';
import {
  UPLOAD_NAME_RE,
  UploadFileType,
  maxBytesOf,
  promoteTargets,
  publishingCalls,
  settledStates,
  testingTracks,
} from '@vrportal/contract';
import type { PublishingStatus, RolloutAnswer } from '@vrportal/contract';
import { Exit, type ApiClient } from './api-client.js';
import { CliError, sleep, uploadOne, type Job } from './transfer.js';

export interface Context {
  client: ApiClient;
  appId: () => Promise<string>;
  json: boolean;
  quiet: boolean;
  values: Record<string, string | boolean | undefined>;
  rest: string[];
}

const out = (ctx: Context, data: unknown, line: string) =>
  process.stdout.write(ctx.json ? `${JSON.stringify(data, null, 2)}\n` : `${line}\n`);

function describeStatus(s: PublishingStatus): string {
  const live = s.ver ? `live ${s.ver} (${s.vcode})` : 'nothing live';
  const review = s.reviewVer ? `, in review ${s.reviewVer} (${s.reviewVcode})` : '';
  const stage = s.stage ? ` at ${s.stage}` : '';
  const failure = s.failure?.report.data.note ? `\n  ${s.failure.report.data.note}` : '';
  const rollout = s.rollout.rollout
    ? `\n  rollout ${s.rollout.rollout.state} at ${s.rollout.rollout.share}%`
    : '';
  return `${s.name}: ${s.state}${stage} (status ${s.status}); ${live}${review}${failure}${rollout}`;
}

function describeRollout(r: RolloutAnswer): string {
  return r.rollout
    ? `rollout ${r.rollout.state} at ${r.rollout.share}% (build ${r.rollout.build.ver})`
    : 'no staged rollout';
}

export const commands: Record<string, (ctx: Context) => Promise<number>> = {
  async keys(ctx) {
    if (ctx.rest[0] !== 'test') throw new CliError(Exit.usage, 'keys: only "keys test"');
    const me = await ctx.client.get(publishingCalls.whoami, {});
    const apps = me.apps.map((a) => `${a.name} (${a.appId})`).join(', ') || 'none';
    out(ctx, me, `${me.name} of ${me.orgName}: ${me.scopes.join(', ')}; apps: ${apps}`);
    return Exit.ok;
  },

  async upload(ctx) {
    const apk = ctx.rest[0];
    const trackArg = ctx.values.track as string | undefined;
    const track = testingTracks.find((t) => t === trackArg);
    if (trackArg !== undefined && !track) {
      throw new CliError(Exit.usage, '--track must be alpha, beta or rc');
    }
    const jobs: Job[] = [];
    if (apk) jobs.push({ file: apk, fileType: UploadFileType.apk, track });
    const obb = ctx.values.obb as string | undefined;
    const patch = ctx.values['patch-obb'] as string | undefined;
    if (obb) jobs.push({ file: obb, fileType: UploadFileType.mainObb, track });
    if (patch) jobs.push({ file: patch, fileType: UploadFileType.patchObb, track });
    if (!apk) throw new CliError(Exit.usage, 'upload: name the .apk file');
    for (const job of jobs) checkFile(job);
    const appId = await ctx.appId();
    const stored = [];
    for (const job of jobs) {
      const done = await uploadOne(ctx.client, appId, job, ctx.quiet || ctx.json);
      stored.push(done);
      if (!ctx.json)
        process.stdout.write(`${done.name} stored as ${done.stored} (md5 ${done.md5sum})\n`);
    }
    if (ctx.json) out(ctx, { appId, track: track ?? 'store', files: stored }, '');
    return Exit.ok;
  },

  async promote(ctx) {
    const from = testingTracks.find((t) => t === ctx.values.from);
    const to = promoteTargets.find((t) => t === ctx.values.to);
    if (!from || !to) {
      throw new CliError(Exit.usage, 'promote: --from alpha|beta|rc --to alpha|beta|rc|store');
    }
    const answer = await ctx.client.call(publishingCalls.v1Promote, {
      appId: await ctx.appId(),
      from,
      to,
    });
    out(ctx, answer, `${answer.build.ver} (${answer.build.vcode}) promoted from ${from} to ${to}`);
    return Exit.ok;
  },

  async submit(ctx) {
    const zh = ctx.values['notes-zh'] as string | undefined;
    const en = ctx.values['notes-en'] as string | undefined;
    const vnote =
      zh || en ? { ...(zh ? { zh_CN: zh } : {}), ...(en ? { en_US: en } : {}) } : undefined;
    const answer = await ctx.client.call(publishingCalls.v1Submit, {
      appId: await ctx.appId(),
      ...(vnote ? { vnote } : {}),
    });
    out(ctx, answer, `submitted: ${answer.state} (status ${answer.status})`);
    return Exit.ok;
  },

  async status(ctx) {
    const appId = await ctx.appId();
    const timeout = Number(ctx.values.timeout ?? 3600);
    if (!Number.isFinite(timeout) || timeout <= 0) {
      throw new CliError(Exit.usage, '--timeout is a number of seconds');
    }
    const deadline = Date.now() + timeout * 1000;
    let last = '';
    for (let wait = 2000; ; wait = Math.min(wait * 2, 30_000)) {
      const status = await ctx.client.get(publishingCalls.appStatus, { appId });
      const settled = settledStates.includes(status.state);
      if (!ctx.values.wait || settled) {
        out(ctx, status, describeStatus(status));
        return status.state === 'failed' ? Exit.reviewFailed : Exit.ok;
      }
      // a waiting job says where it is whenever that changes
      const line = `${status.state}${status.stage ? ` at ${status.stage}` : ''}`;
      if (line !== last && !ctx.quiet && !ctx.json) process.stderr.write(`waiting: ${line}\n`);
      last = line;
      if (Date.now() + wait > deadline) {
        if (ctx.json) out(ctx, status, '');
        process.stderr.write(`timed out after ${timeout} s: ${line}\n`);
        return Exit.timedOut;
      }
      await sleep(Math.min(wait, Number(process.env.VRPORTAL_POLL_MS ?? wait)));
    }
  },

  async rollout(ctx) {
    const appId = await ctx.appId();
    const what = ctx.rest[0];
    const actions = {
      halt: publishingCalls.v1RolloutHalt,
      resume: publishingCalls.v1RolloutResume,
      complete: publishingCalls.v1RolloutComplete,
    } as const;
    let answer: RolloutAnswer;
    if (what === undefined) answer = await ctx.client.get(publishingCalls.v1Rollout, { appId });
    else if (what in actions) {
      answer = await ctx.client.call(actions[what as keyof typeof actions], { appId });
    } else {
      const share = Number(what.replace(/%$/, ''));
      if (!Number.isFinite(share)) {
        throw new CliError(Exit.usage, 'rollout: a share in % (0.1-100), halt, resume or complete');
      }
      answer = await ctx.client.call(publishingCalls.v1RolloutSet, { appId, share });
    }
    out(ctx, answer, describeRollout(answer));
    return Exit.ok;
  },

  async reviews(ctx) {
    const appId = await ctx.appId();
    if (ctx.rest[0] === 'reply') {
      const [, reviewId, ...words] = ctx.rest;
      if (!reviewId || words.length === 0) {
        throw new CliError(Exit.usage, 'reviews reply <reviewId> <text>');
      }
      const review = await ctx.client.call(publishingCalls.v1ReviewReply, {
        appId,
        reviewId,
        text: words.join(' '),
      });
      out(ctx, review, `replied to ${review.reviewId}`);
      return Exit.ok;
    }
    if (ctx.rest[0] !== 'list') throw new CliError(Exit.usage, 'reviews list|reply');
    const rating = ctx.values.rating === undefined ? undefined : Number(ctx.values.rating);
    const page = await ctx.client.call(publishingCalls.v1Reviews, {
      appId,
      page: Number(ctx.values.page ?? 1),
      ...(rating !== undefined ? { rating } : {}),
    });
    const lines = page.list.map(
      (r) => `${r.reviewId}  ${'★'.repeat(r.rating)}  ${r.title ? `${r.title}: ` : ''}${r.text}`,
    );
    out(ctx, page, [`${page.total} reviews`, ...lines].join('\n'));
    return Exit.ok;
  },
};

function checkFile(job: Job) {
  const name = path.basename(job.file);
  const ext = job.fileType === UploadFileType.apk ? '.apk' : '.obb';
  let size = -1;
  try {
    const stat = fs.statSync(job.file);
    if (stat.isFile()) size = stat.size;
  } catch {
    // reported below
  }
  if (size < 0) throw new CliError(Exit.usage, `${job.file}: no such file`);
  if (size === 0) throw new CliError(Exit.usage, `${job.file}: the file is empty`);
  if (size > maxBytesOf(job.fileType)) {
    throw new CliError(
      Exit.usage,
      `${job.file}: larger than ${maxBytesOf(job.fileType) / 1024 ** 3} GB`,
    );
  }
  if (!UPLOAD_NAME_RE.test(name)) {
    throw new CliError(
      Exit.usage,
      `${name}: file names may hold only letters, digits, dot, hyphen, underscore`,
    );
  }
  if (!name.toLowerCase().endsWith(ext))
    throw new CliError(Exit.usage, `${name}: a ${ext} file is expected`);
}
