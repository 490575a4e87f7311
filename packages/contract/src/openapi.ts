/**
 * The API reference: an OpenAPI 3.1 document made from the contract's own call tables (JSON, GET,
 * multipart and file calls), so it cannot drift from the calls. The portal's build writes it and
 * serves it under /manage/api-docs/; an API test checks every route the server registers comes
 * from these tables.
 */
import { z } from 'zod';
import type { AuthLevel } from './access.js';
import type { FileSpec, FormSpec, GetSpec, RouteSpec } from './call.js';
import { accountCalls } from './calls.js';
import { appCalls, notificationCalls, reviewCalls } from './apps.calls.js';
import { uploadCalls } from './uploads.calls.js';
import { financeCalls, financeReviewCalls } from './finance.calls.js';
import { assetCalls } from './assets.calls.js';
import { releaseCalls } from './release.calls.js';
import { datacenterCalls, storeCalls } from './datacenter.calls.js';
import { billCalls, billReviewCalls } from './bills.calls.js';
import { platformCalls, platformReviewCalls, runtimeCalls } from './platform.calls.js';
import { serviceCalls } from './service.calls.js';
import { teamCalls } from './team.calls.js';
import { apiKeyCalls } from './api-keys.calls.js';
import { publishingCalls } from './publishing.calls.js';
import { trackCalls } from './tracks.calls.js';
import { webhookCalls } from './webhooks.calls.js';
import {
  playerReviewCalls,
  playerReviewConsoleCalls,
  playerReviewStoreCalls,
} from './player-reviews.calls.js';
import { crashIntakeCalls, vitalsCalls } from './vitals.calls.js';
import { errorTexts } from './errors.js';
import { TOKEN_HEADER } from './envelope.js';
import { STORE_KEY_HEADER } from './datacenter.js';
import { APP_ID_HEADER, APP_SECRET_HEADER } from './platform-rules.js';

/** The call tables, each under the tag the reference groups it by: every route of the API. */
export const callTables: Record<string, Record<string, RouteSpec>> = {
  Account: accountCalls,
  Teams: teamCalls,
  'API keys': apiKeyCalls,
  'Publishing API': publishingCalls,
  Webhooks: webhookCalls,
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
  'Crash intake': crashIntakeCalls,
  Bills: billCalls,
  'Bill disputes': billReviewCalls,
  'Platform services': platformCalls,
  'Platform review': platformReviewCalls,
  'Runtime API': runtimeCalls,
  'Tracks and rollout': trackCalls,
  'Player reviews': playerReviewCalls,
  'Reported reviews': playerReviewConsoleCalls,
  'Store reviews': playerReviewStoreCalls,
  Vitals: vitalsCalls,
  Service: serviceCalls,
};

/** Every route of the API with its table's tag and its name in the table. */
export function everyRoute(): { tag: string; name: string; spec: RouteSpec }[] {
  return Object.entries(callTables).flatMap(([tag, table]) =>
    Object.entries(table).map(([name, spec]) => ({ tag, name, spec })),
  );
}

/** The HTTP method of a route. */
export const methodOf = (spec: RouteSpec): 'GET' | 'POST' =>
  spec.kind === 'get' ? 'GET' : spec.kind === 'file' ? spec.method : 'POST';

type Auth = AuthLevel;

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
  if (auth === 'key') return [{ apiKey: [] }];
  return [{ token: [] }];
};

const authNote: Record<Auth, string> = {
  none: 'No sign-in.',
  account: 'Any signed-in account.',
  developer: 'An approved developer (or a super account).',
  super: 'A super account.',
  store: "The store's backend, with the store key.",
  app: "A game's server, with its App ID and App Secret.",
  key: 'A pipeline, with an API key of the organisation holding the scope named.',
};

function envelopeAnswer(answer: z.ZodType): Json {
  return {
    description: 'The envelope; data as below when errCode is 0',
    content: { 'application/json': { schema: envelope(schemaOf(answer, 'output')) } },
  };
}

function fileAnswer(type: string): Json {
  if (type === 'text/html') {
    return { description: 'A page', content: { 'text/html': { schema: { type: 'string' } } } };
  }
  if (type === 'application/json') {
    return { description: 'A JSON document', content: { 'application/json': { schema: {} } } };
  }
  return {
    description: 'The file',
    content: { [type]: { schema: { type: 'string', format: 'binary' } } },
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

function parametersOf(spec: GetSpec | FormSpec | FileSpec): Json[] {
  const parameters: Json[] = [];
  for (const match of openApiPath(spec.path).matchAll(/\{(\w+)\}/g)) {
    parameters.push({ name: match[1], in: 'path', required: true, schema: { type: 'string' } });
  }
  const query =
    spec.kind === 'get'
      ? spec.query
      : spec.kind === 'file' && spec.method === 'GET'
        ? spec.input
        : null;
  if (query) {
    const json = schemaOf(query, 'input');
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, schema] of Object.entries((json.properties as Json | undefined) ?? {})) {
      parameters.push({ name, in: 'query', required: required.has(name), schema });
    }
  }
  for (const name of spec.kind === 'file' ? (spec.headers ?? []) : []) {
    parameters.push({ name, in: 'header', required: true, schema: { type: 'string' } });
  }
  return parameters;
}

function formBody(spec: FormSpec): Json {
  const fields = schemaOf(spec.fields, 'input');
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: [...((fields.required as string[] | undefined) ?? []), spec.file],
          properties: {
            ...((fields.properties as Json | undefined) ?? {}),
            [spec.file]: { type: 'string', format: 'binary' },
          },
        },
      },
    },
  };
}

const jsonBody = (schema: z.ZodType, required: boolean): Json => ({
  required,
  content: { 'application/json': { schema: schemaOf(schema, 'input') } },
});

/** A route's operation id: its tag and name, unique across the reference. */
const operationIdOf = (tag: string, name: string) => `${tag.replace(/\W+/g, '')}_${name}`;

function operationOf(tag: string, name: string, spec: RouteSpec): Json {
  const operation: Json = {
    tags: [tag],
    operationId: operationIdOf(tag, name),
    summary: spec.summary ?? name,
    description: `${authNote[spec.auth]} Permission: ${spec.permission}.`,
    security: securityOf(spec.auth),
    'x-permission': spec.permission,
    'x-kind': spec.kind,
  };
  if (spec.kind === 'json') {
    operation.requestBody = jsonBody(spec.request, false);
    operation.responses = { '200': envelopeAnswer(spec.answer), '4XX': errorAnswer };
    return operation;
  }
  operation.parameters = parametersOf(spec);
  if (spec.kind === 'form') operation.requestBody = formBody(spec);
  if (spec.kind === 'file' && spec.method === 'POST') {
    operation.requestBody = jsonBody(spec.input, true);
  }
  const answer = spec.kind === 'file' ? fileAnswer(spec.type) : envelopeAnswer(spec.answer);
  operation.responses = { '200': answer, '4XX': errorAnswer };
  return operation;
}

export function buildOpenApi(version: string): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const { tag, name, spec } of everyRoute()) {
    (paths[openApiPath(spec.path)] ??= {})[methodOf(spec).toLowerCase()] = operationOf(
      tag,
      name,
      spec,
    );
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
    tags: Object.keys(callTables).map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        token: { type: 'apiKey', in: 'header', name: TOKEN_HEADER },
        storeKey: { type: 'apiKey', in: 'header', name: STORE_KEY_HEADER },
        appId: { type: 'apiKey', in: 'header', name: APP_ID_HEADER },
        appSecret: { type: 'apiKey', in: 'header', name: APP_SECRET_HEADER },
        apiKey: { type: 'http', scheme: 'bearer', description: 'An API key (vrpk_...)' },
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
