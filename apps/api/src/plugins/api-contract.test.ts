import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.js';
import { API_TAGS } from './api-docs.js';

interface MediaObject {
  schema?: unknown;
  example?: unknown;
  examples?: Record<string, unknown>;
}
interface Operation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: { content?: Record<string, MediaObject> };
  responses?: Record<string, { content?: Record<string, MediaObject> }>;
}
type Document = { paths: Record<string, Record<string, Operation>> };

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

let ctx: TestContext;
let doc: Document;
let spec: ReturnType<TestContext['app']['swagger']>;
let operations: { method: string; path: string; op: Operation }[];

beforeAll(async () => {
  ctx = await createTestApp({ seed: false });
  spec = ctx.app.swagger();
  doc = spec as unknown as Document;
  operations = Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});
afterAll(async () => ctx.close());

/** Lists the operations failing a rule, so one failure names every route to fix. */
const failing = (rule: (op: Operation, method: string, path: string) => boolean) =>
  operations.filter(({ op, method, path }) => !rule(op, method, path)).map(({ method, path }) => `${method} ${path}`);

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(JSON.parse(JSON.stringify(spec)) as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every API route', () => {
    expect(operations.length).toBeGreaterThan(60);
    expect(doc.paths['/api/bookings']?.post).toBeDefined();
  });

  it('gives every operation a unique camelCase operationId', () => {
    expect(failing((op) => /^[a-z][a-zA-Z0-9]+$/.test(op.operationId ?? ''))).toEqual([]);
    const ids = operations.map(({ op }) => op.operationId);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('tags every operation with exactly one tag of the naming scheme', () => {
    expect(failing((op) => op.tags?.length === 1 && op.tags[0]! in API_TAGS)).toEqual([]);
    // back-office operations carry an admin- tag, public ones never do
    expect(failing((op) => op.tags?.[0]?.startsWith('admin-') === (op.security?.length === 1) || op.tags?.[0] === 'auth')).toEqual([]);
  });

  it('gives every operation a success answer with a JSON schema', () => {
    expect(
      failing((op) =>
        Object.entries(op.responses ?? {}).some(
          ([status, r]) => /^2\d\d$/.test(status) && r.content?.['application/json']?.schema !== undefined,
        ),
      ),
    ).toEqual([]);
  });

  it('gives every operation its error answers with the error envelope', () => {
    expect(
      failing((op) => {
        const errors = Object.entries(op.responses ?? {}).filter(([status]) => /^[45]\d\d$/.test(status));
        return errors.length > 0 && errors.every(([, r]) => r.content?.['application/json']?.schema !== undefined);
      }),
    ).toEqual([]);
  });

  it('puts the session cookie on every back-office operation and on no public one', () => {
    const admin = new Set(ctx.app.deps.adminRoutes.map((r) => `${r.method} ${r.url}`));
    const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');
    const adminOps = new Set([...admin].map((r) => openApiPath(r)));
    expect(failing((op, method, path) => adminOps.has(`${method} ${path}`) === (op.security?.[0]?.session !== undefined))).toEqual([]);
  });

  it('gives every request body an example', () => {
    expect(
      failing((op) => {
        if (!op.requestBody) return true;
        return Object.values(op.requestBody.content ?? {}).some((m) => m.example !== undefined || m.examples !== undefined);
      }),
    ).toEqual([]);
  });

  it('documents POST /api/bookings as answering 201 with the created booking', () => {
    const responses = doc.paths['/api/bookings']!.post!.responses!;
    expect(responses['201']?.content?.['application/json']?.schema).toBeDefined();
    expect(responses['200']).toBeUndefined();
    expect(Object.keys(doc.paths['/api/bookings']!.post!.requestBody?.content ?? {})).toEqual(
      expect.arrayContaining(['application/json', 'multipart/form-data']),
    );
  });
});
