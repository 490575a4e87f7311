// The publishing API seen from vrportal: the key, its calls, their retries and exit codes.
import fs from 'node:fs';
import { ErrorCode, publishingCalls } from '@vrportal/contract';
import type {
  CallAnswer,
  CallRequest,
  CallSpec,
  Envelope,
  GetSpec,
  UploadChunkAnswer,
} from '@vrportal/contract';
import type { z } from 'zod';
import { CliError, sleep, type TransferClient } from './transfer.js';

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

const KEY_CODES: readonly number[] = [ErrorCode.apiKeyRefused, ErrorCode.apiScopeRefused];

/** The publishing API with the key, retrying network and server faults with backoff. */
export class ApiClient implements TransferClient {
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
export function readKey(): string {
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
