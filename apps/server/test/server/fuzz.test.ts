import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallSpec } from '@vrportal/contract';
import { everyRoute } from '@vrportal/contract/openapi';
import type { z } from 'zod';
import {
  APP_ID_HEADER,
  APP_SECRET_HEADER,
  ErrorCode,
  STORE_KEY_HEADER,
  accountCalls,
  apiKeyCalls,
  apiScopes,
  appCalls,
  publishingPaths,
  assetPaths,
  billPaths,
  teamPaths,
  errorTexts,
  releasePaths,
  reviewPaths,
  servicePaths,
  storeCalls,
  uploadPaths,
} from '@vrportal/contract';
import { defaultRateLimits } from '../../src/modules/limits/limits.service.js';
import type { TestApp } from '../harness.js';
import { createTestApp, dbKind, pwdOf } from '../harness.js';
import type { Snapshot } from '../support/snapshot.js';
import { fingerprint, snapshot } from '../support/snapshot.js';
import { fieldsOf, sampleOf } from '../support/zod-sample.js';

/**
 * Every call of the contract, found from its call tables, gets malformed bodies: wrong
 * JSON types for the body and for each field, missing and extra fields, 1 MB texts, NUL
 * characters, 10,000 levels of nesting, invalid JSON, other content types, empty bodies. Each
 * answer must be the envelope in the caller's language, never a 5xx, and a refused call must
 * leave every table and the data folder as they were. The routes of the contract that are not
 * JSON calls (GET calls, uploads, exports, downloads) get the whole-body cases, other content types,
 * empty bodies and a GET, and must refuse them all.
 */

// ---- what the contract holds -------------------------------------------------------------------

const routes = everyRoute().filter(
  (r) => r.spec.path.startsWith('/vrmcsys/') || r.spec.path.startsWith('/api/v1/'),
);
const calls = routes.flatMap(({ tag, name, spec }) =>
  spec.kind === 'json' ? [{ name: `${tag}.${name}`, spec }] : [],
);
const callPaths = new Set(calls.map((c) => c.spec.path));
/** The other routes of the contract: GET calls, multipart uploads, exports, downloads. */
const handPaths = [
  ...new Set(
    routes.filter((r) => r.spec.kind !== 'json').map((r) => r.spec.path.replace(/:name$/, '')),
  ),
];

// ---- malformed values --------------------------------------------------------------------------

const LEVELS = 10_000;
const MB_TEXT = JSON.stringify('x'.repeat(1_000_000));
const DEEP_ARRAYS = '['.repeat(LEVELS) + ']'.repeat(LEVELS);
const DEEP_OBJECTS = '{"a":'.repeat(LEVELS) + 'null' + '}'.repeat(LEVELS);

/** Values as JSON text, so the deep and the huge ones need no building. */
const typeJunk: [string, string][] = [
  ['a number', '42'],
  ['a string', '"fuzz"'],
  ['an array', '[1,"a"]'],
  ['null', 'null'],
  ['an object', '{"a":1}'],
  ['a boolean', 'true'],
];
const edgeJunk: [string, string][] = [
  ['a 1 MB string', MB_TEXT],
  ['a NUL character', '"a\\u0000b"'],
  ['10,000 levels of arrays', DEEP_ARRAYS],
  ['10,000 levels of objects', DEEP_OBJECTS],
  ['an empty string', '""'],
  ['a negative number', '-1'],
  ['a fraction', '1.5'],
  ['a number past 32 bits', '2147483648'],
  ['a number past 64 bits', '1e21'],
];

/**
 * Boundary integers every field gets, whatever the form's size: the ones that break date, money
 * and counter arithmetic (2^31, the largest safe integer, one past the largest Date).
 */
const boundaryInts: [string, string][] = [
  ['zero', '0'],
  ['minus one', '-1'],
  ['2^31', '2147483648'],
  ['2^53-1', '9007199254740991'],
  ['one past the largest Date', '8640000000000001'],
];

interface Case {
  label: string;
  method: 'GET' | 'POST';
  url: string;
  contentType?: string;
  payload?: string;
}

const NOT_JSON = Symbol('not JSON');
/** The body a JSON call sees: an empty body is an empty request; other content types are refused. */
function asTheServerReadsIt(c: Case): unknown {
  if (c.contentType !== undefined && !c.contentType.startsWith('application/json')) return NOT_JSON;
  const text = (c.payload ?? '').trim();
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}
/** What a call answers to a body it does not take, whoever calls. */
const refusedForTheBody = new Set<number>([ErrorCode.invalidRequest, ErrorCode.bodyTooLarge]);

const MARK = '@@fuzz-value@@';
/** The body with one field set to the JSON text `value`, or left out when it is undefined. */
function withField(base: Record<string, unknown>, key: string, value: string | undefined) {
  const { [key]: _dropped, ...rest } = base;
  if (value === undefined) return JSON.stringify(rest);
  return JSON.stringify({ ...rest, [key]: MARK }).replace(JSON.stringify(MARK), () => value);
}

/** Whole bodies that no call takes as they are, and bodies of other content types. */
function bodyCases(url: string, valid: string): Case[] {
  const json = (label: string, payload: string, contentType = 'application/json'): Case => ({
    label,
    method: 'POST',
    url,
    contentType,
    payload,
  });
  return [
    ...typeJunk.filter(([label]) => label !== 'an object').map(([l, p]) => json(`body ${l}`, p)),
    json('body an empty array', '[]'),
    ...edgeJunk.slice(0, 4).map(([l, p]) => json(`body ${l}`, p)),
    json('invalid JSON, cut', '{"a":'),
    json('invalid JSON, trailing brace', '{"a":1}}'),
    json('invalid JSON, single quotes', "{'a':1}"),
    json('an empty body', ''),
    json('a body of blanks', '  \n '),
    { label: 'an empty body without a content type', method: 'POST', url, payload: '' },
    json('text/plain', valid, 'text/plain'),
    json('form-urlencoded', 'a=1&b=2', 'application/x-www-form-urlencoded'),
    json(
      'multipart with a bad boundary',
      '--x\r\n\r\nno form\r\n--x--',
      'multipart/form-data; boundary=ZZ',
    ),
    json('multipart without a boundary', valid, 'multipart/form-data'),
    json('an unknown content type', valid, 'application/x-fuzz'),
    json('JSON in another charset', valid, 'application/json; charset=utf-16'),
  ];
}

/** Per field: every type of junk, left out, and for a list one junk item. */
function fieldCases(url: string, base: Record<string, unknown>, fields: string[]): Case[] {
  const out: Case[] = [];
  const json = (label: string, payload: string): Case => ({
    label,
    method: 'POST',
    url,
    contentType: 'application/json',
    payload,
  });
  // a form of many fields gets every type on each field and two of the edge values in turn
  const many = fields.length > 10;
  fields.forEach((key, i) => {
    const edges = many
      ? [edgeJunk[i % edgeJunk.length]!, edgeJunk[(i + 3) % edgeJunk.length]!]
      : edgeJunk;
    for (const [label, value] of [...typeJunk, ...edges, ...boundaryInts]) {
      out.push(json(`${key}: ${label}`, withField(base, key, value)));
    }
    out.push(json(`${key} missing`, withField(base, key, undefined)));
    if (Array.isArray(base[key])) {
      for (const [label, value] of [...typeJunk, ...edgeJunk.slice(0, 4)]) {
        out.push(json(`${key}: an item of ${label}`, withField(base, key, `[${value}]`)));
      }
    }
  });
  out.push(json('an extra field', JSON.stringify({ ...base, fuzzExtra: 'x' })));
  const rest = JSON.stringify(base).slice(1, -1);
  const prototypeKeys = '"__proto__":{"admin":1},"constructor":{"prototype":{"admin":1}}';
  out.push(json('prototype keys', `{${prototypeKeys}${rest ? `,${rest}` : ''}}`));
  return out;
}

// ---- the run -----------------------------------------------------------------------------------

const STORE_KEY = 'store-key-of-the-fuzz-0123456789';
const PASSWORD = 'Abcd1234!';
const DEV = 'fuzz-dev@example.com';
const SUPER = 'fuzz-super@example.com';

/** Ways a caller names its language, in turn: the lang header, Accept-Language, neither (zh). */
const languages: { lang: 'zh' | 'en'; headers: Record<string, string> }[] = [
  { lang: 'en', headers: { lang: 'en' } },
  { lang: 'zh', headers: { lang: 'zh' } },
  { lang: 'en', headers: { 'accept-language': 'en-US,en;q=0.9' } },
  { lang: 'zh', headers: {} },
];
const CJK = /[\u4e00-\u9fff]/;

describe(`every call of the contract refuses malformed bodies cleanly (${dbKind})`, () => {
  let t: TestApp;
  const who = { dev: '', super: '', appId: '', key: '' };
  let sent = 0;

  const login = async (email: string) => {
    const res = await t.call(accountCalls.loginDvlperByMail, {
      email,
      pwd: await pwdOf(PASSWORD),
    });
    if (res.errCode !== 0) throw new Error(`sign-in of ${email}: ${res.errCode} ${res.errMsg}`);
    return res.data.token;
  };

  /** After an accepted call: sessions still open, the developer still owns an app. */
  async function heal() {
    if (!(await t.services.accounts.authenticate(who.dev))) who.dev = await login(DEV);
    if (!(await t.services.accounts.authenticate(who.super))) who.super = await login(SUPER);
    const app = await t.db
      .selectFrom('apps')
      .select('id')
      .where('id', '=', who.appId)
      .executeTakeFirst();
    if (!app) {
      const made = await t.call(
        appCalls.createApp,
        { name: 'Fuzz Game', pkg: `com.fuzz.game${Date.now()}` },
        { token: who.dev },
      );
      who.appId = made.data.appId;
    }
  }

  beforeAll(async () => {
    t = await createTestApp({
      STORE_API_KEY: STORE_KEY,
      // every call is tried many times: limits would answer 10429 before the body is read
      RATE_LIMITS: Object.keys(defaultRateLimits)
        .map((name) => `${name}=off`)
        .join(','),
    });
    who.dev = await t.signIn(DEV);
    who.super = await t.signIn(SUPER, { admin: true });
    who.appId = '';
    await heal();
    const made = await t.call(
      apiKeyCalls.apiKeyCreate,
      { name: 'fuzz', scopes: [...apiScopes] },
      { token: who.dev },
    );
    who.key = made.data.secret;
  });
  afterAll(() => t.close());

  /** The runtime API's headers for an app: its App ID and App Secret. */
  async function runtimeHeaders(appId: string): Promise<Record<string, string>> {
    const app = await t.db
      .selectFrom('apps')
      .select('app_secret')
      .where('id', '=', appId)
      .executeTakeFirstOrThrow();
    return { [APP_ID_HEADER]: appId, [APP_SECRET_HEADER]: app.app_secret };
  }

  /** Sends a case as the caller of `auth`; answers its errCode (null for no envelope). */
  async function send(c: Case, auth: CallSpec['auth'] | 'hand', problems: string[]) {
    const language = languages[sent++ % languages.length]!;
    const headers: Record<string, string> = { ...language.headers };
    if (c.contentType) headers['content-type'] = c.contentType;
    if (auth === 'store' || auth === 'hand') headers[STORE_KEY_HEADER] = STORE_KEY;
    if (auth !== 'store') headers.token = auth === 'super' || auth === 'hand' ? who.super : who.dev;
    // the publishing API's calls with a key of the developer's organisation holding every scope
    if (auth === 'key' || auth === 'hand') headers.authorization = `Bearer ${who.key}`;
    // a game's server shows the App ID and App Secret of the developer's app
    if (auth === 'app') Object.assign(headers, await runtimeHeaders(who.appId));
    const res = await t.inject({
      method: c.method,
      url: c.url,
      headers,
      ...(c.payload === undefined ? {} : { payload: c.payload }),
    });
    const where = `${c.method} ${c.url} with ${c.label} (${language.lang})`;
    const problem = (text: string) => {
      problems.push(`${where}: ${text}`);
      return { code: null, where };
    };
    if (res.statusCode >= 500) problem(`HTTP ${res.statusCode} ${res.body.slice(0, 200)}`);
    const type = String(res.headers['content-type'] ?? '');
    // the business link answers a page for people, by design
    if (
      c.method === 'GET' &&
      c.url === releasePaths.confirmChannel &&
      type.startsWith('text/html')
    ) {
      if (res.statusCode < 400) problem(`HTTP ${res.statusCode}`);
      return { code: null, where };
    }
    let json: { errCode?: unknown; errMsg?: unknown };
    try {
      json = JSON.parse(res.body) as typeof json;
    } catch {
      return problem(`not JSON (${type}): ${res.body.slice(0, 120)}`);
    }
    if (!type.startsWith('application/json')) problem(`content-type ${type}`);
    if (
      Object.keys(json ?? {})
        .sort()
        .join(',') !== 'data,errCode,errMsg'
    ) {
      return problem(`not the envelope: ${res.body.slice(0, 120)}`);
    }
    const { errCode, errMsg } = json;
    if (typeof errCode !== 'number' || !Number.isInteger(errCode)) {
      return problem(`errCode ${String(errCode)}`);
    }
    if (errCode === 0) return { code: 0, where };
    if (!(errCode in errorTexts)) problem(`errCode ${errCode} is not in the catalogue`);
    if (typeof errMsg !== 'string' || errMsg.trim() === '') {
      problem('empty errMsg');
    } else if (
      language.lang === 'zh' ? !CJK.test(errMsg) : CJK.test(errMsg) || !/[A-Za-z]/.test(errMsg)
    ) {
      problem(`errMsg not in ${language.lang}: ${errMsg.slice(0, 120)}`);
    }
    return { code: errCode, where };
  }

  /**
   * Sends every case. Bodies the contract refuses go in one stretch, which must change nothing;
   * bodies it takes reach the service and may be accepted, so each has its own before and after.
   */
  async function fuzz(cases: Case[], auth: CallSpec['auth'] | 'hand', schema?: z.ZodType) {
    const problems: string[] = [];
    let accepted = 0;
    const unchanged = (before: Snapshot, after: Snapshot, what: string) => {
      const changed = Object.keys(after).filter(
        (k) => JSON.stringify(after[k]) !== JSON.stringify(before[k]),
      );
      if (changed.length) problems.push(`${what} changed ${changed.join(', ')}`);
    };
    const taken = (c: Case) => schema?.safeParse(asTheServerReadsIt(c)).success === true;

    const before = await fingerprint(t);
    for (const c of cases.filter((c) => !taken(c))) {
      const { code, where } = await send(c, auth, problems);
      if (code === 0) {
        accepted += 1;
        problems.push(`${where}: accepted a body the contract refuses`);
      } else if (schema && code !== null && !refusedForTheBody.has(code)) {
        problems.push(`${where}: errCode ${code}, not a refusal of the body`);
      }
    }
    unchanged(before, await fingerprint(t), 'the refused bodies');

    for (const c of cases.filter(taken)) {
      const before = await fingerprint(t);
      const { code, where } = await send(c, auth, problems);
      if (code === 0) {
        accepted += 1;
        await heal();
      } else {
        unchanged(before, await fingerprint(t), where);
      }
    }
    return { problems, accepted };
  }

  it('finds the calls of the contract and the paths registered beside them', () => {
    expect(calls.length).toBeGreaterThan(60);
    for (const path of [
      accountCalls.loginDvlper.path,
      appCalls.createApp.path,
      storeCalls.reportEvents.path,
    ]) {
      expect(callPaths).toContain(path);
    }
    for (const path of [
      uploadPaths.uploadAppFile,
      assetPaths.uploadAppPic,
      reviewPaths.uploadReviewLog,
    ]) {
      expect(handPaths).toContain(path);
    }
    expect(handPaths).not.toContain(appCalls.createApp.path);
  });

  for (const { name, spec } of calls) {
    it(`${name} (${spec.auth}): envelope, caller's language, nothing changed`, async () => {
      await heal();
      const sample = sampleOf(spec.request, who.appId);
      const base =
        typeof sample === 'object' && sample !== null && !Array.isArray(sample)
          ? (sample as Record<string, unknown>)
          : {};
      const cases = [
        ...bodyCases(spec.path, JSON.stringify(base)),
        ...fieldCases(spec.path, base, fieldsOf(spec.request)),
      ];
      const { problems } = await fuzz(cases, spec.auth, spec.request);
      expect(problems).toEqual([]);
    });
  }

  /** GET calls that need nothing but the caller: a bare GET is their right use. */
  const bareGets = new Set<string>([
    billPaths.devQuery,
    servicePaths.portalClock,
    publishingPaths.whoami,
  ]);
  /**
   * POST exports whose every field is an optional filter: an empty or blank body asks for the
   * whole export, its right use (their bad filters: audit-log.test.ts).
   */
  const wholeExports = new Set<string>([teamPaths.auditExport]);

  for (const path of handPaths) {
    it(`${path} (GET, form or file): envelope for other content types and empty bodies`, async () => {
      await heal();
      const urls = path.endsWith('/') ? [path, `${path}${'0'.repeat(32)}.png`] : [path];
      const cases = urls.flatMap((url): Case[] => [
        ...(wholeExports.has(path) ? [] : bodyCases(url, '{}')),
        ...(bareGets.has(path) ? [] : [{ label: 'a GET', method: 'GET' as const, url }]),
      ]);
      const { problems, accepted } = await fuzz(cases, 'hand');
      expect(problems).toEqual([]);
      expect(accepted).toBe(0);
      if (bareGets.has(path)) {
        // its right use answers, and changes nothing
        const before = await snapshot(t);
        const answer = await send({ label: 'a GET', method: 'GET', url: path }, 'hand', problems);
        expect(answer.code).toBe(0);
        expect(await snapshot(t)).toEqual(before);
        expect(problems).toEqual([]);
      }
    });
  }
});
