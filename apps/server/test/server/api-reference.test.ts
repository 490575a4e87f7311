import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@vrportal/contract';
import {
  PORTAL_PATHS,
  buildOpenApi,
  everyRoute,
  methodOf,
  openApiPath,
} from '@vrportal/contract/openapi';
import { registeredRoutes } from '../../src/plugins/route-list.js';
import { createTestApp, type TestApp } from '../harness.js';

type Operation = {
  'x-kind': string;
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
  parameters?: { name: string; in: string }[];
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
  security?: unknown[];
};
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: { ErrCode: { enum: number[]; 'x-texts': Record<string, unknown> } } };
};

/**
 * The API reference is made from the contract: every route the server registers is in it with
 * what it takes and answers, nothing in it is a route the server lacks, and it lists every
 * error code with its texts.
 */
describe('the OpenAPI reference', () => {
  let t: TestApp;
  const doc = buildOpenApi('test') as unknown as Doc;
  let routes: { method: string; path: string }[];

  beforeAll(async () => {
    t = await createTestApp();
    routes = registeredRoutes(t.app)
      .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .filter((r) => !PORTAL_PATHS.includes(r.url))
      .map((r) => ({ method: r.method.toLowerCase(), path: openApiPath(r.url) }));
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(routes.length).toBeGreaterThan(100);
  });

  it('describes every route the server registers, with its request and its answer', () => {
    const missing = routes.filter((r) => !doc.paths[r.path]?.[r.method]);
    expect(missing).toEqual([]);
    for (const route of routes) {
      const operation = doc.paths[route.path]![route.method]!;
      expect(operation.security, `${route.path}: who may call it`).toBeDefined();
      const ok = operation.responses['200'];
      expect(ok, `${route.path}: its answer`).toBeDefined();
      if (route.method === 'post') {
        const body = operation.requestBody?.content;
        const params = operation.parameters ?? [];
        expect(body !== undefined || params.length > 0, `${route.path}: what it takes`).toBe(true);
      }
      const json = ok!.content?.['application/json']?.schema as
        { properties?: { errCode?: unknown; data?: unknown } } | undefined;
      // a file call answers its file (a refusal the envelope)
      if (json && operation['x-kind'] !== 'file') {
        expect(json.properties?.errCode, `${route.path}: the envelope`).toEqual({
          $ref: '#/components/schemas/ErrCode',
        });
        expect(json.properties?.data, `${route.path}: its data`).toBeDefined();
      }
    }
  });

  it('registers every route through the call registrar, from a call of the contract', () => {
    const byHand = registeredRoutes(t.app)
      .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS')
      .filter((r) => !PORTAL_PATHS.includes(r.url) && !r.fromContract)
      .map((r) => `${r.method} ${r.url}`);
    expect(byHand).toEqual([]);
    // and each with the method its call names
    const named = new Set(everyRoute().map((r) => `${methodOf(r.spec)} ${r.spec.path}`));
    const strays = registeredRoutes(t.app)
      .filter((r) => r.fromContract && r.method !== 'HEAD')
      .filter((r) => !named.has(`${r.method} ${r.url}`));
    expect(strays).toEqual([]);
  });

  it('names no route the server lacks', () => {
    const served = new Set(routes.map((r) => `${r.method} ${r.path}`));
    const stale = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .map((method) => `${method} ${path}`)
        .filter((key) => !served.has(key)),
    );
    expect(stale).toEqual([]);
  });

  it('lists every error code with its texts in both languages', () => {
    const codes = Object.values(ErrorCode).sort((a, b) => a - b);
    expect(doc.components.schemas.ErrCode.enum).toEqual(codes);
    for (const code of codes) {
      expect(doc.components.schemas.ErrCode['x-texts'][code]).toMatchObject({
        zh: expect.any(String),
        en: expect.any(String),
      });
    }
  });

  it('carries the schema of a call: the fields and rules of createApp', () => {
    const createApp = doc.paths['/vrmcsys/dvlper/createApp']!.post!;
    const schema = createApp.requestBody!.content['application/json']!.schema as {
      properties: Record<string, { minLength?: number; maxLength?: number }>;
      required: string[];
    };
    expect(schema.required).toEqual(expect.arrayContaining(['name', 'pkg']));
    expect(schema.properties.name).toMatchObject({ minLength: 2, maxLength: 80 });
  });
});
