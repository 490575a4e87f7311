// vrportal: every release step of a studio's pipeline with an API key (docs/api/publishing.md).
// Built to dist/vrportal.js, one file that needs only Node 20 or later.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  ErrorCode,
  UPLOAD_NAME_RE,
  UploadFileType,
  maxBytesOf,
  promoteTargets,
  publishingCalls,
  settledStates,
  testingTracks,
} from '@vrportal/contract';
import type {
  CallAnswer,
  CallRequest,
  CallSpec,
  Envelope,
  GetSpec,
  PublishingStatus,
  RolloutAnswer,
  UploadChunkAnswer,
} from '@vrportal/contract';
import type { z } from 'zod';
import { runAsProgram } from './run-as-program.js';
import { CliError, sleep, uploadOne, type Job, type TransferClient } from './transfer.js';

/** Exit codes a pipeline can act on (docs/api/publishing.md). */
export const Exit = {
  ok: 0,
  /** the portal refused the call for another reason, or could not be reached */
  failed: 1,
  usage: 2,
  keyRefused: 3,
  /** the review failed, or the build was rejected by its checks */
  reviewFailed: 4,
  timedOut: 5,
} as const;

const USAGE = `Usage: vrportal <command> [options]

Commands
  keys test                       check the key: its organisation, scopes and apps
  upload <file.apk> [--obb F] [--patch-obb F] [--track alpha|beta|rc]
                                  upload a build (to a testing track, or the store's draft)
  promote --from alpha|beta|rc --to alpha|beta|rc|store
                                  move the track's build on, without a new upload
  submit [--notes-zh T] [--notes-en T]
                                  send the store release, as saved, to review, with the
                                  new version's notes ("what's new") when given
  status [--wait] [--timeout S]   where the release stands; --wait waits for the review's end
  rollout <share>|halt|resume|complete
                                  the staged rollout of the store update (share in %)
  reviews list [--rating 1-5] [--page N]
  reviews reply <reviewId> <text>

Options
  --server URL     the portal's address (or VRPORTAL_SERVER)
  --app ID         the App ID (or VRPORTAL_APP_ID; not needed when the key reaches one app)
  --json           print the answer as JSON on stdout
  --lang zh|en     language of the portal's messages (default en)
  --quiet          no progress output

The API key comes from VRPORTAL_API_KEY, or from the file named by VRPORTAL_API_KEY_FILE: never
from the command line, where other users of the machine could read it.

Exit codes: 0 done; 1 refused or unreachable (the message says why); 2 wrong usage; 3 key
refused; 4 review failed or build rejected; 5 timed out.
`;

const KEY_CODES: readonly number[] = [ErrorCode.apiKeyRefused, ErrorCode.apiScopeRefused];

/** The publishing API with the key, retrying network and server faults with backoff. */
class ApiClient implements TransferClient {
  readonly timedOut = Exit.timedOut;

  constructor(
    private readonly server: string,
    private readonly key: string,
    private readonly lang: string,
    private readonly tries = 5,
  ) {}

  exitFor(code: number) {
    if (KEY_CODES.includes(code)) return Exit.keyRefused;
    if (code === ErrorCode.uploadServiceFault || code === ErrorCode.internal) return Exit.failed;
    return Exit.reviewFailed;
  }

  private async send<T>(url: string, init: RequestInit): Promise<Envelope<T>> {
    for (let attempt = 1; ; attempt += 1) {
      let res: Response;
      try {
        res = await fetch(`${this.server}${url}`, {
          ...init,
          headers: {
            ...(init.headers as Record<string, string>),
            authorization: `Bearer ${this.key}`,
            lang: this.lang,
          },
          // a redirect would carry the key elsewhere
          redirect: 'error',
          signal: AbortSignal.timeout(300_000),
        });
      } catch (error) {
        if (attempt < this.tries) {
          await sleep(500 * 2 ** attempt);
          continue;
        }
        throw new CliError(Exit.failed, `cannot reach ${this.server}: ${(error as Error).message}`);
      }
      if (res.status >= 500 && attempt < this.tries) {
        await sleep(500 * 2 ** attempt);
        continue;
      }
      const text = await res.text();
      try {
        return JSON.parse(text) as Envelope<T>;
      } catch {
        throw new CliError(Exit.failed, `${url}: HTTP ${res.status} ${text.slice(0, 200)}`);
      }
    }
  }

  /** A call of the contract; a refusal ends the command with its code's exit. */
  async call<C extends CallSpec>(spec: C, body: CallRequest<C>): Promise<CallAnswer<C>> {
    return this.must(
      await this.send<CallAnswer<C>>(spec.path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
    );
  }

  async get<G extends GetSpec>(
    spec: G,
    query: Record<string, string>,
  ): Promise<z.output<G['answer']>> {
    const search = new URLSearchParams(query).toString();
    return this.must(
      await this.send<z.output<G['answer']>>(`${spec.path}${search ? `?${search}` : ''}`, {
        method: 'GET',
      }),
    );
  }

  private must<T>(answer: Envelope<T>): T {
    if (answer.errCode !== 0) {
      const exit = KEY_CODES.includes(answer.errCode) ? Exit.keyRefused : Exit.failed;
      // an incomplete release names what it lacks
      const missing = (answer.data as { missing?: unknown } | null)?.missing;
      const lacks = Array.isArray(missing) ? `: ${missing.join(', ')}` : '';
      throw new CliError(exit, `${answer.errMsg} (${answer.errCode})${lacks}`);
    }
    return answer.data;
  }

  // ---- the transfer's calls: answered whole, so the transfer reads their codes itself --------

  checkChunks(body: CallRequest<typeof publishingCalls.v1CheckChunks>) {
    return this.post<CallAnswer<typeof publishingCalls.v1CheckChunks>>(
      publishingCalls.v1CheckChunks.path,
      body,
    );
  }
  merge(body: CallRequest<typeof publishingCalls.v1Merge>) {
    return this.post<null>(publishingCalls.v1Merge.path, body);
  }
  mergeResult(body: CallRequest<typeof publishingCalls.v1MergeResult>) {
    return this.post<CallAnswer<typeof publishingCalls.v1MergeResult>>(
      publishingCalls.v1MergeResult.path,
      body,
    );
  }
  sendChunk(form: () => FormData): Promise<Envelope<UploadChunkAnswer>> {
    return this.send<UploadChunkAnswer>(publishingCalls.v1Chunk.path, {
      method: 'POST',
      body: form(),
    });
  }
  private post<T>(url: string, body: unknown) {
    return this.send<T>(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  }
}

/** The key from the environment or a file; never an argument (the process list shows those). */
function readKey(): string {
  const fromEnv = process.env.VRPORTAL_API_KEY?.trim();
  if (fromEnv) return fromEnv;
  const file = process.env.VRPORTAL_API_KEY_FILE;
  if (!file) return '';
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    throw new CliError(Exit.usage, `cannot read the key file ${file}`);
  }
}

interface Context {
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

const commands: Record<string, (ctx: Context) => Promise<number>> = {
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

export async function main(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        server: { type: 'string' },
        app: { type: 'string' },
        json: { type: 'boolean' },
        lang: { type: 'string' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean' },
        track: { type: 'string' },
        obb: { type: 'string' },
        'patch-obb': { type: 'string' },
        from: { type: 'string' },
        to: { type: 'string' },
        wait: { type: 'boolean' },
        timeout: { type: 'string' },
        rating: { type: 'string' },
        'notes-zh': { type: 'string' },
        'notes-en': { type: 'string' },
        page: { type: 'string' },
      },
    });
  } catch (error) {
    const message = (error as Error).message;
    // a key on the command line is refused outright: it would be in the process list and logs
    const hint = /--key\b|--api-key\b/.test(argv.join(' '))
      ? '\nThe key is read from VRPORTAL_API_KEY or VRPORTAL_API_KEY_FILE, never from the command line.'
      : '';
    process.stderr.write(`${message}${hint}\n\n${USAGE}`);
    return Exit.usage;
  }
  const { values, positionals } = parsed;
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    (values.help ? process.stdout : process.stderr).write(USAGE);
    return values.help ? Exit.ok : Exit.usage;
  }
  const run = commands[command];
  const server = (values.server ?? process.env.VRPORTAL_SERVER ?? '').replace(/\/+$/, '');
  try {
    if (!run) throw new CliError(Exit.usage, `unknown command ${command}`);
    if (!/^https?:\/\/\S+$/.test(server)) {
      throw new CliError(Exit.usage, '--server (or VRPORTAL_SERVER) must be an http(s) address');
    }
    const key = readKey();
    if (!key)
      throw new CliError(Exit.usage, 'no API key: set VRPORTAL_API_KEY or VRPORTAL_API_KEY_FILE');
    const client = new ApiClient(server, key, values.lang === 'zh' ? 'zh' : 'en');
    const given = values.app ?? process.env.VRPORTAL_APP_ID;
    const appId = async () => {
      if (given) return given;
      // a key that reaches one app needs no --app
      const me = await client.get(publishingCalls.whoami, {});
      if (me.apps.length === 1) return me.apps[0]!.appId;
      throw new CliError(Exit.usage, 'name the app with --app (or VRPORTAL_APP_ID)');
    };
    return await run({
      client,
      appId,
      json: Boolean(values.json),
      quiet: Boolean(values.quiet),
      values,
      rest,
    });
  } catch (error) {
    if (error instanceof CliError) {
      process.stderr.write(`${error.message}\n`);
      if (error.exit === Exit.usage) process.stderr.write(`\n${USAGE}`);
      return error.exit;
    }
    process.stderr.write(`${String(error)}\n`);
    return Exit.failed;
  }
}

runAsProgram(import.meta.url, main);
