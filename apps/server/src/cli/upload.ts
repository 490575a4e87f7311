// Uploads an APK (and its OBBs) to an app from a CI job, with the App ID and App Secret.
// Built to dist/upload.js, a single file that needs only Node 20: see docs/api/uploads.md.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  ErrorCode,
  UPLOAD_NAME_RE,
  UploadFileType,
  maxBytesOf,
  testingTracks,
  uploadCalls,
  uploadPaths,
} from '@vrportal/contract';
import { runAsProgram } from './run-as-program.js';
import { CliError, sleep, uploadOne, type Job, type TransferClient } from './transfer.js';
import type {
  CallAnswer,
  CallRequest,
  CallSpec,
  Envelope,
  UploadChunkAnswer,
} from '@vrportal/contract';

/** Exit codes a CI script can act on. */
export const Exit = { ok: 0, usage: 2, auth: 3, rejected: 4, fault: 5 } as const;

const USAGE = `Usage: vrportal-upload --server URL --app-id ID --apk FILE [--obb FILE] [--patch-obb FILE]

  --server URL        the portal's address (or VRPORTAL_SERVER)
  --app-id ID         the App ID shown on the app overview (or VRPORTAL_APP_ID)
  --app-secret SECRET the App Secret (better: VRPORTAL_APP_SECRET, kept out of the process list)
  --apk FILE          the installation package (.apk, up to 10 GB)
  --obb FILE          main OBB (.obb, up to 4 GB), uploaded after the APK
  --patch-obb FILE    patch OBB (.obb, up to 4 GB)
  --obb-only          attach the OBBs to the draft APK already uploaded (no --apk)
  --track alpha|beta|rc
                      upload to a testing track: its testers are offered the build once its
                      automatic check passes (OBBs go with the track's newest APK); without it,
                      the build is the store release's draft
  --lang zh|en        language of the server's messages (default en)
  --retries N         tries of each request on network or server faults (default 5)
  --quiet             no progress output

Exit codes: 0 stored; 2 usage; 3 App ID / App Secret refused; 4 build rejected (the error code
is printed); 5 network or server fault (run again: the upload resumes where it stopped).
`;

/** Codes that mean "try again later": the upload resumes on the next run. */
const FAULTS: readonly number[] = [
  ErrorCode.uploadServiceFault,
  ErrorCode.mergeFailed,
  ErrorCode.internal,
];
const AUTH: readonly number[] = [
  ErrorCode.wrongAppSecret,
  ErrorCode.tooManyRequests,
  ErrorCode.loginExpired,
  ErrorCode.notDeveloper,
  ErrorCode.appNotFound,
];

function exitFor(code: number) {
  if (AUTH.includes(code)) return Exit.auth;
  if (FAULTS.includes(code)) return Exit.fault;
  return Exit.rejected;
}

class Client implements TransferClient {
  readonly timedOut = Exit.fault;
  exitFor = exitFor;
  checkChunks(body: CallRequest<typeof uploadCalls.checkUploadChunks>) {
    return this.call(uploadCalls.checkUploadChunks, body);
  }
  merge(body: CallRequest<typeof uploadCalls.mergeAppFile>) {
    return this.call(uploadCalls.mergeAppFile, body);
  }
  mergeResult(body: CallRequest<typeof uploadCalls.checkMergeAppRet>) {
    return this.call(uploadCalls.checkMergeAppRet, body);
  }

  private token = '';

  constructor(
    private readonly server: string,
    private readonly appId: string,
    private readonly appSecret: string,
    private readonly lang: string,
    private readonly tries: number,
  ) {}

  private async post<T>(url: string, body: string | FormData, json: boolean): Promise<Envelope<T>> {
    const tries = this.tries;
    for (let attempt = 1; ; attempt += 1) {
      let res: Response;
      try {
        res = await fetch(`${this.server}${url}`, {
          method: 'POST',
          headers: {
            ...(json ? { 'content-type': 'application/json' } : {}),
            ...(this.token ? { token: this.token } : {}),
            lang: this.lang,
          },
          body,
          signal: AbortSignal.timeout(300_000),
        });
      } catch (error) {
        if (attempt < tries) {
          await sleep(1000 * 2 ** attempt);
          continue;
        }
        throw new CliError(Exit.fault, `cannot reach ${this.server}: ${(error as Error).message}`);
      }
      if (res.status >= 500 && attempt < tries) {
        await sleep(1000 * 2 ** attempt);
        continue;
      }
      const text = await res.text();
      let envelope: Envelope<T>;
      try {
        envelope = JSON.parse(text) as Envelope<T>;
      } catch {
        throw new CliError(Exit.fault, `${url}: HTTP ${res.status} ${text.slice(0, 200)}`);
      }
      if (envelope.errCode === ErrorCode.uploadServiceFault && attempt < tries) {
        await sleep(1000 * 2 ** attempt);
        continue;
      }
      return envelope;
    }
  }

  /** A JSON call of the contract with the upload token, bought (again) when missing or expired. */
  async call<C extends CallSpec>(spec: C, body: CallRequest<C>): Promise<Envelope<CallAnswer<C>>> {
    const url = spec.path;
    if (!this.token) await this.signIn();
    let answer = await this.post<CallAnswer<C>>(url, JSON.stringify(body), true);
    if (answer.errCode === ErrorCode.loginExpired) {
      await this.signIn();
      answer = await this.post<CallAnswer<C>>(url, JSON.stringify(body), true);
    }
    return answer;
  }

  /** uploadAppFile, multipart: its answer is the contract's UploadChunkAnswer. */
  async sendChunk(form: () => FormData): Promise<Envelope<UploadChunkAnswer>> {
    const url = uploadPaths.uploadAppFile;
    if (!this.token) await this.signIn();
    let answer = await this.post<UploadChunkAnswer>(url, form(), false);
    if (answer.errCode === ErrorCode.loginExpired) {
      await this.signIn();
      answer = await this.post<UploadChunkAnswer>(url, form(), false);
    }
    return answer;
  }

  async signIn() {
    this.token = '';
    const answer = await this.post<CallAnswer<typeof uploadCalls.getUploadToken>>(
      uploadPaths.getUploadToken,
      JSON.stringify({ appId: this.appId, appSecret: this.appSecret }),
      true,
    );
    if (answer.errCode !== 0) {
      throw new CliError(exitFor(answer.errCode), `${answer.errMsg} (${answer.errCode})`);
    }
    this.token = answer.data.token;
  }
}

export async function main(argv: string[]): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        server: { type: 'string' },
        'app-id': { type: 'string' },
        'app-secret': { type: 'string' },
        apk: { type: 'string' },
        obb: { type: 'string' },
        'patch-obb': { type: 'string' },
        'obb-only': { type: 'boolean' },
        track: { type: 'string' },
        lang: { type: 'string' },
        retries: { type: 'string' },
        quiet: { type: 'boolean' },
        help: { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    return Exit.usage;
  }
  if (args.help) {
    process.stdout.write(USAGE);
    return Exit.ok;
  }
  const server = (args.server ?? process.env.VRPORTAL_SERVER ?? '').replace(/\/+$/, '');
  const appId = args['app-id'] ?? process.env.VRPORTAL_APP_ID ?? '';
  const appSecret = args['app-secret'] ?? process.env.VRPORTAL_APP_SECRET ?? '';
  const track = testingTracks.find((t) => t === args.track);
  const jobs: Job[] = [];
  if (args.apk) jobs.push({ file: args.apk, fileType: UploadFileType.apk, track });
  if (args.obb) jobs.push({ file: args.obb, fileType: UploadFileType.mainObb, track });
  if (args['patch-obb']) {
    jobs.push({ file: args['patch-obb'], fileType: UploadFileType.patchObb, track });
  }

  const problems: string[] = [];
  if (!/^https?:\/\/\S+$/.test(server)) problems.push('--server must be an http(s) address');
  if (!/^[0-9a-f]{32}$/.test(appId)) problems.push('--app-id must be the 32-digit App ID');
  if (!appSecret) problems.push('the App Secret is missing (VRPORTAL_APP_SECRET)');
  if (!args.apk && !args['obb-only']) problems.push('--apk is required (or --obb-only)');
  if (!jobs.length) problems.push('nothing to upload');
  if (args.track !== undefined && !track) problems.push('--track must be alpha, beta or rc');
  const tries = Number(args.retries ?? 5);
  if (!Number.isInteger(tries) || tries < 1 || tries > 20) problems.push('--retries must be 1-20');
  for (const job of jobs) {
    const name = path.basename(job.file);
    const ext = job.fileType === UploadFileType.apk ? '.apk' : '.obb';
    let size = -1;
    try {
      const stat = fs.statSync(job.file);
      if (stat.isFile()) size = stat.size;
    } catch {
      // reported below
    }
    if (size < 0) problems.push(`${job.file}: no such file`);
    else if (size === 0) problems.push(`${job.file}: the file is empty`);
    else if (size > maxBytesOf(job.fileType)) {
      problems.push(`${job.file}: larger than ${maxBytesOf(job.fileType) / 1024 ** 3} GB`);
    }
    if (!UPLOAD_NAME_RE.test(name)) {
      problems.push(`${name}: file names may hold only letters, digits, dot, hyphen, underscore`);
    } else if (!name.toLowerCase().endsWith(ext))
      problems.push(`${name}: a ${ext} file is expected`);
  }
  if (problems.length) {
    process.stderr.write(`${problems.join('\n')}\n\n${USAGE}`);
    return Exit.usage;
  }

  const client = new Client(server, appId, appSecret, args.lang === 'zh' ? 'zh' : 'en', tries);
  try {
    for (const job of jobs) {
      const done = await uploadOne(client, appId, job, Boolean(args.quiet));
      process.stdout.write(`${done.name} stored as ${done.stored} (md5 ${done.md5sum})\n`);
    }
    return Exit.ok;
  } catch (error) {
    if (error instanceof CliError) {
      process.stderr.write(`\n${error.message}\n`);
      return error.exit;
    }
    process.stderr.write(`\n${String(error)}\n`);
    return Exit.fault;
  }
}

runAsProgram(import.meta.url, main);
