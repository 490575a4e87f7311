// The API as the page tests meet it: MSW answers the contract's calls in the API's envelope.
import {
  ErrorCode,
  LANG_HEADER,
  errorTexts,
  type CallSpec,
  type Envelope,
  type ErrorCodeValue,
  type GetSpec,
  type Lang,
} from '@vrportal/contract';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { z } from 'zod';

/** Started and reset by page-setup.ts; a request no test answers fails the test. */
export const apiServer = setupServer();

/** An answer other than success: the errCode and the data it carries (10500's data.fields...). */
export class Refusal {
  constructor(
    readonly errCode: ErrorCodeValue,
    readonly data: unknown,
  ) {}
}

/** The call is refused with `errCode`; `data` is typed by the caller from the contract's schema. */
export function refusal<D>(errCode: ErrorCodeValue, data: D): Refusal {
  return new Refusal(errCode, data);
}

/** The envelope the API answers, its errMsg in the language the call asked for. */
function envelope(request: Request, errCode: ErrorCodeValue, data: unknown) {
  const lang: Lang = request.headers.get(LANG_HEADER) === 'en' ? 'en' : 'zh';
  const body: Envelope<unknown> = {
    errCode,
    errMsg: errCode === ErrorCode.ok ? '' : errorTexts[errCode][lang],
    data,
  };
  return HttpResponse.json(body);
}

/** What a call's handler answers: data as the contract's answer schema takes it, or a refusal. */
type Reply<S extends z.ZodType> = z.input<S> | Refusal;

/**
 * Answers a JSON call of the contract (POST at its path) and keeps every body it was sent, in
 * order. A body the call's request schema refuses is answered 10400, as the server does; the
 * handler's answer is checked by the call's answer schema before it is sent.
 */
export function answerCall<C extends CallSpec>(
  spec: C,
  reply: (body: z.output<C['request']>) => Reply<C['answer']>,
): unknown[] {
  const bodies: unknown[] = [];
  apiServer.use(
    http.post(spec.path, async ({ request }) => {
      const body: unknown = await request.json();
      bodies.push(body);
      const parsed = spec.request.safeParse(body);
      if (!parsed.success) return envelope(request, ErrorCode.invalidRequest, null);
      const answer = reply(parsed.data as z.output<C['request']>);
      if (answer instanceof Refusal) return envelope(request, answer.errCode, answer.data);
      return envelope(request, ErrorCode.ok, spec.answer.parse(answer));
    }),
  );
  return bodies;
}

/**
 * Answers a GET call of the contract and keeps every query it was sent (as the URL carried it,
 * strings), in order; the query is checked by the call's query schema as the server does.
 */
export function answerGet<G extends GetSpec>(
  spec: G,
  reply: (query: z.output<G['query']>) => Reply<G['answer']>,
): Record<string, string>[] {
  const queries: Record<string, string>[] = [];
  apiServer.use(
    http.get(spec.path, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      queries.push(query);
      const parsed = spec.query.safeParse(query);
      if (!parsed.success) return envelope(request, ErrorCode.invalidRequest, null);
      const answer = reply(parsed.data as z.output<G['query']>);
      if (answer instanceof Refusal) return envelope(request, answer.errCode, answer.data);
      return envelope(request, ErrorCode.ok, spec.answer.parse(answer));
    }),
  );
  return queries;
}
