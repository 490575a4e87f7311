/**
 * The API reference: an OpenAPI 3.1 document made from the contract's own schemas, so it cannot
 * drift from the calls. JSON calls come from the call tables; the routes registered by hand
 * (multipart uploads, GET queries and file downloads) are described in `handRoutes` below with
 * the schemas they parse. The portal's build writes it and serves it under /manage/api-docs/;
 * an API test checks every route the server registers is in it.
 */
import { z } from 'zod';
import type { CallSpec } from './call.js';
import { accountCalls } from './calls.js';
import { appCalls, notificationCalls, reviewCalls } from './apps.calls.js';
import { uploadCalls } from './uploads.calls.js';
import { financeCalls, financeReviewCalls } from './finance.calls.js';
import { assetCalls } from './assets.calls.js';
import { releaseCalls } from './release.calls.js';
import { datacenterCalls, storeCalls } from './datacenter.calls.js';
import { billCalls, billReviewCalls } from './bills.calls.js';
import { platformCalls, platformReviewCalls, runtimeCalls } from './platform.calls.js';
import { errorTexts } from './errors.js';
import { TOKEN_HEADER } from './envelope.js';
import { STORE_KEY_HEADER } from './datacenter.js';
import {
  appPaths,
  datacenterPaths,
  notificationPaths,
  releasePaths,
  reviewPaths,
  uploadPaths,
} from './paths.js';
import { assetPaths } from './asset-rules.js';
import { billPaths, billReviewPaths } from './bills-paths.js';
import { APP_ID_HEADER, APP_SECRET_HEADER, platformPaths } from './platform-rules.js';
import * as platform from './platform.js';
import * as assets from './assets.js';
import * as bills from './bills.js';
import * as dc from './datacenter.js';
import * as uploads from './uploads.js';
import * as review from './review.js';

/** The call tables, each under the tag the reference groups it by. */
export const callTables: Record<string, Record<string, CallSpec>> = {
  Account: accountCalls,
  Apps: appCalls,
  Notifications: notificationCalls,
  'Review console': reviewCalls,
  Uploads: uploadCalls,
  'Payment information': financeCalls,
  'Finance review': financeReviewCalls,
  Assets: assetCalls,
  'Release and channels': releaseCalls,
  'Data centre': datacenterCalls,
  'Store intake': storeCalls,
  Bills: billCalls,
  'Bill disputes': billReviewCalls,
  'Platform services': platformCalls,
  'Platform review': platformReviewCalls,
  'Runtime API': runtimeCalls,
};

type Auth = CallSpec['auth'];
type Answer = z.ZodType | { file: string } | { html: true } | { redirect: true };

/** A route registered by hand: how it is called and what it answers. */
export interface HandRoute {
  method: 'GET' | 'POST';
  path: string;
  tag: string;
  summary: string;
  auth: Auth;
  query?: z.ZodType;
  /** a JSON body */
  body?: z.ZodType;
  /** multipart fields besides the file part, and the file part's name */
  multipart?: { fields: z.ZodType; file: string };
  /** request headers the route reads besides the auth headers */
  headers?: string[];
  answer: Answer;
}

const xlsx = { file: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' };
const binary = { file: 'application/octet-stream' };

export const handRoutes: HandRoute[] = [
  {
    method: 'GET',
    path: appPaths.downloadApp,
    tag: 'Apps',
    summary: 'Download a build: headers fname and ver name it',
    auth: 'developer',
    headers: ['fname', 'ver'],
    answer: { file: 'application/vnd.android.package-archive' },
  },
  {
    method: 'GET',
    path: releasePaths.confirmChannel,
    tag: 'Release and channels',
    summary: 'The link mailed to a business: confirms the channel and answers a page',
    auth: 'none',
    query: z.object({ token: z.string(), lang: z.enum(['zh', 'en']).optional() }),
    answer: { html: true },
  },
  {
    method: 'GET',
    path: notificationPaths.downloadSysLog,
    tag: 'Notifications',
    summary: "A technical report's log file: headers fname and ver name it",
    auth: 'developer',
    headers: ['fname', 'ver'],
    answer: { file: 'text/plain' },
  },
  {
    method: 'POST',
    path: reviewPaths.uploadReviewLog,
    tag: 'Review console',
    summary: 'A log file for the manual technical stage',
    auth: 'super',
    multipart: { fields: z.object({}), file: 'logFile' },
    answer: review.uploadReviewLogAnswer,
  },
  {
    method: 'GET',
    path: reviewPaths.downloadReviewBuild,
    tag: 'Review console',
    summary: 'A file (APK or OBB) of the build under review: headers appId, cId and fname',
    auth: 'super',
    headers: ['appId', 'cId', 'fname'],
    answer: binary,
  },
  {
    method: 'GET',
    path: datacenterPaths.appUserGender,
    tag: 'Data centre',
    summary: 'Buyers by sex',
    auth: 'developer',
    query: dc.buyersQuery,
    answer: dc.genderAnswer,
  },
  {
    method: 'GET',
    path: datacenterPaths.appUserAge,
    tag: 'Data centre',
    summary: 'Buyers by age',
    auth: 'developer',
    query: dc.buyersQuery,
    answer: dc.ageAnswer,
  },
  {
    method: 'POST',
    path: datacenterPaths.export,
    tag: 'Data centre',
    summary: "An app's figures as .xlsx",
    auth: 'developer',
    body: dc.exportRequest,
    answer: xlsx,
  },
  {
    method: 'POST',
    path: datacenterPaths.addonExportSaleTendency,
    tag: 'Data centre',
    summary: 'Add-on sales over time as .xlsx (one SKU, or all of them)',
    auth: 'developer',
    body: dc.addonTendencyRequest,
    answer: xlsx,
  },
  {
    method: 'POST',
    path: datacenterPaths.addonExportDetailData,
    tag: 'Data centre',
    summary: 'Add-on sales by SKU as .xlsx',
    auth: 'developer',
    body: dc.addonRangeRequest,
    answer: xlsx,
  },
  {
    method: 'GET',
    path: datacenterPaths.openStats,
    tag: 'Data centre',
    summary: "A studio's own tools read the figures (JSON, or CSV with format=csv)",
    auth: 'app',
    query: dc.openStatsQuery,
    answer: dc.openStatsAnswer,
  },
  {
    method: 'POST',
    path: assetPaths.uploadAppPic,
    tag: 'Assets',
    summary: 'Icon, cover or screenshot (checked by content)',
    auth: 'developer',
    multipart: { fields: assets.uploadAppPicFields, file: 'picFile' },
    answer: assets.urlAnswer,
  },
  {
    method: 'POST',
    path: assetPaths.uploadAppVedio,
    tag: 'Assets',
    summary: 'A trailer (MP4)',
    auth: 'developer',
    multipart: { fields: assets.uploadAppVedioFields, file: 'vedioFile' },
    answer: assets.uploadAppVedioAnswer,
  },
  {
    method: 'POST',
    path: assetPaths.uploadVedioPic,
    tag: 'Assets',
    summary: "A trailer's cover",
    auth: 'developer',
    multipart: { fields: assets.uploadVedioPicFields, file: 'picFile' },
    answer: assets.urlAnswer,
  },
  {
    method: 'POST',
    path: assetPaths.uploadAppDoc,
    tag: 'Assets',
    summary: 'A licence or record document',
    auth: 'developer',
    multipart: { fields: assets.uploadAppDocFields, file: 'docFile' },
    answer: assets.uploadAppDocAnswer,
  },
  {
    method: 'GET',
    path: `${assetPaths.pic}{name}`,
    tag: 'Assets',
    summary: 'A picture (public, cached for good)',
    auth: 'none',
    answer: { file: 'image/*' },
  },
  {
    method: 'GET',
    path: `${assetPaths.vedio}{name}`,
    tag: 'Assets',
    summary: 'A trailer (public, with byte ranges)',
    auth: 'none',
    answer: { file: 'video/mp4' },
  },
  {
    method: 'GET',
    path: `${assetPaths.doc}{name}`,
    tag: 'Assets',
    summary: "A document, for its app's owner and super accounts",
    auth: 'developer',
    answer: binary,
  },
  {
    method: 'GET',
    path: billPaths.devQuery,
    tag: 'Bills',
    summary: "The caller's settlement bills",
    auth: 'developer',
    answer: bills.devQueryAnswer,
  },
  {
    method: 'GET',
    path: billPaths.devUpdate,
    tag: 'Bills',
    summary: 'Confirm (2) or dispute (4) a bill',
    auth: 'developer',
    query: bills.devUpdateQuery,
    answer: bills.devUpdateAnswer,
  },
  {
    method: 'POST',
    path: billPaths.batchDownload,
    tag: 'Bills',
    summary: "The bills' lines as .xlsx",
    auth: 'developer',
    body: bills.batchDownloadRequest,
    answer: xlsx,
  },
  {
    method: 'POST',
    path: billPaths.devSendMail,
    tag: 'Bills',
    summary: 'The invoice or attachment (PDF, at most 5 MB), mailed to finance',
    auth: 'developer',
    multipart: { fields: bills.devSendMailFields, file: 'pdfFile' },
    answer: bills.devSendMailAnswer,
  },
  {
    method: 'GET',
    path: billPaths.billDownload,
    tag: 'Bills',
    summary: 'A sent invoice or attachment',
    auth: 'developer',
    query: bills.billDownloadQuery,
    answer: { file: 'application/pdf' },
  },
  {
    method: 'POST',
    path: billReviewPaths.downloadLines,
    tag: 'Bill disputes',
    summary: "Any developer's bill lines as .xlsx",
    auth: 'super',
    body: bills.batchDownloadRequest,
    answer: xlsx,
  },
  {
    method: 'POST',
    path: uploadPaths.uploadAppFile,
    tag: 'Uploads',
    summary: 'One chunk of a build (10 MB), resumable',
    auth: 'developer',
    multipart: { fields: uploads.uploadChunkFields, file: 'file' },
    answer: uploads.uploadChunkAnswer,
  },
  {
    method: 'POST',
    path: platformPaths.uploadImage,
    tag: 'Platform services',
    summary: 'An image or trailer of a platform item (checked by content)',
    auth: 'developer',
    multipart: { fields: platform.uploadImageFields, file: 'picFile' },
    answer: assets.urlAnswer,
  },
  {
    method: 'GET',
    path: `${platformPaths.image}{name}`,
    tag: 'Platform services',
    summary: 'A platform image or trailer (public, cached for good)',
    auth: 'none',
    answer: { file: 'image/*' },
  },
  {
    method: 'GET',
    path: '/healthz',
    tag: 'Service',
    summary: 'Liveness: answers 200 while the service runs',
    auth: 'none',
    answer: z.object({ ok: z.literal(true) }),
  },
];

/** Paths that are not API routes: the portal's own pages and their redirects. */
export const PORTAL_PATHS = ['/', '/manage', '/manage/*', '/manage/api-docs', '/manage/api-docs/'];

type Json = Record<string, unknown>;

const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): Json => {
  const json = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    reused: 'inline',
  }) as Json;
  delete json.$schema;
  return json;
};

const envelope = (data: Json): Json => ({
  type: 'object',
  required: ['errCode', 'errMsg', 'data'],
  properties: {
    errCode: { $ref: '#/components/schemas/ErrCode' },
    errMsg: { type: 'string', description: "the code's text in the caller's language" },
    data,
  },
});

const securityOf = (auth: Auth): Json[] | undefined => {
  if (auth === 'none') return [];
  if (auth === 'store') return [{ storeKey: [] }];
  if (auth === 'app') return [{ appId: [], appSecret: [] }];
  return [{ token: [] }];
};

const authNote: Record<Auth, string> = {
  none: 'No sign-in.',
  account: 'Any signed-in account.',
  developer: 'An approved developer (or a super account).',
  super: 'A super account.',
  store: "The store's backend, with the store key.",
  app: "A game's server, with its App ID and App Secret.",
};

function answerOf(answer: Answer): Json {
  if ('file' in answer && typeof answer.file === 'string') {
    return {
      description: 'The file',
      content: { [answer.file]: { schema: { type: 'string', format: 'binary' } } },
    };
  }
  if ('html' in answer) {
    return { description: 'A page', content: { 'text/html': { schema: { type: 'string' } } } };
  }
  if ('redirect' in answer) return { description: 'A redirect' };
  return {
    description: 'The envelope; data as below when errCode is 0',
    content: { 'application/json': { schema: envelope(schemaOf(answer as z.ZodType, 'output')) } },
  };
}

const errorAnswer = {
  description: 'A malformed request or a refused caller: the envelope with a non-zero errCode',
  content: {
    'application/json': {
      schema: envelope({ type: 'null' }),
    },
  },
};

/** Turns /a/:name into /a/{name}, as OpenAPI writes path parameters. */
export const openApiPath = (fastifyPath: string) => fastifyPath.replace(/:(\w+)/g, '{$1}');

export function buildOpenApi(version: string): Json {
  const paths: Record<string, Record<string, Json>> = {};
  const add = (path: string, method: string, operation: Json) => {
    (paths[path] ??= {})[method.toLowerCase()] = operation;
  };
  for (const [tag, table] of Object.entries(callTables)) {
    for (const [name, spec] of Object.entries(table)) {
      add(spec.path, 'POST', {
        tags: [tag],
        operationId: `${tag.replace(/\W+/g, '')}_${name}`,
        summary: name,
        description: authNote[spec.auth],
        security: securityOf(spec.auth),
        requestBody: {
          required: false,
          content: { 'application/json': { schema: schemaOf(spec.request, 'input') } },
        },
        responses: { '200': answerOf(spec.answer), '4XX': errorAnswer },
      });
    }
  }
  for (const route of handRoutes) {
    const parameters: Json[] = [];
    for (const match of route.path.matchAll(/\{(\w+)\}/g)) {
      parameters.push({ name: match[1], in: 'path', required: true, schema: { type: 'string' } });
    }
    if (route.query) {
      const query = schemaOf(route.query, 'input');
      const required = new Set((query.required as string[] | undefined) ?? []);
      for (const [name, schema] of Object.entries((query.properties as Json | undefined) ?? {})) {
        parameters.push({ name, in: 'query', required: required.has(name), schema });
      }
    }
    for (const name of route.headers ?? []) {
      parameters.push({ name, in: 'header', required: true, schema: { type: 'string' } });
    }
    const operation: Json = {
      tags: [route.tag],
      // every fixed segment of the path: several file routes end in the same {name}
      operationId: `${route.tag.replace(/\W+/g, '')}_${route.method.toLowerCase()}_${route.path
        .split('/')
        .filter((part) => part !== '' && part !== 'vrmcsys' && !part.startsWith('{'))
        .join('_')
        .replace(/\W+/g, '')}`,
      summary: route.summary,
      description: authNote[route.auth],
      security: securityOf(route.auth),
      parameters,
      responses: { '200': answerOf(route.answer), '4XX': errorAnswer },
    };
    if (route.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: schemaOf(route.body, 'input') } },
      };
    }
    if (route.multipart) {
      const fields = schemaOf(route.multipart.fields, 'input');
      operation.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: [
                ...((fields.required as string[] | undefined) ?? []),
                route.multipart.file,
              ],
              properties: {
                ...((fields.properties as Json | undefined) ?? {}),
                [route.multipart.file]: { type: 'string', format: 'binary' },
              },
            },
          },
        },
      };
    }
    add(route.path, route.method, operation);
  }
  const codes = Object.keys(errorTexts)
    .map(Number)
    .sort((a, b) => a - b);
  return {
    openapi: '3.1.0',
    info: {
      title: 'VR app store developer portal API',
      version,
      description:
        'Every call answers the envelope {errCode, errMsg, data}: errCode 0 is success; errMsg is ' +
        'the text of the code in the language of the lang header (zh or en), else Accept-Language, ' +
        'else Chinese. Rule refusals answer HTTP 200 with a non-zero errCode; malformed requests ' +
        'answer 4xx with the same envelope. The error codes and their texts are listed under ' +
        'components.schemas.ErrCode.',
    },
    servers: [{ url: '/' }],
    tags: [...Object.keys(callTables), 'Service'].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: TOKEN_HEADER },
        storeKey: { type: 'apiKey', in: 'header', name: STORE_KEY_HEADER },
        appId: { type: 'apiKey', in: 'header', name: APP_ID_HEADER },
        appSecret: { type: 'apiKey', in: 'header', name: APP_SECRET_HEADER },
      },
      schemas: {
        ErrCode: {
          type: 'integer',
          enum: codes,
          description: codes
            .map((code) => {
              const text = errorTexts[code as keyof typeof errorTexts];
              return `- ${code}: ${text.en} / ${text.zh}`;
            })
            .join('\n'),
          'x-texts': Object.fromEntries(
            codes.map((code) => [code, errorTexts[code as keyof typeof errorTexts]]),
          ),
        },
      },
    },
  };
}
