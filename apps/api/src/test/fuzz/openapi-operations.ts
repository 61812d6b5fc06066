/**
 * The operations of an OpenAPI 3 document in the shape the fuzzer needs: method, path template,
 * path and query parameters with their schemas, and the request body's schema and content types
 * where the document has them. Only what is there is used; nothing is assumed about the app.
 */

/** The subset of JSON Schema the generators understand; anything else is treated as "any value". */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  $ref?: string;
}

export interface ParameterSpec {
  name: string;
  required: boolean;
  schema: JsonSchema;
}

export interface FuzzOperation {
  method: string;
  /** the OpenAPI path template, e.g. '/api/tours/{id}' */
  path: string;
  pathParams: ParameterSpec[];
  query: ParameterSpec[];
  /** the body schema when the document declares one (JSON preferred, else a form's) */
  bodySchema?: JsonSchema;
  /** declared request content types (empty when the document declares no body) */
  contentTypes: string[];
  /** needs a signed-in admin: the handler is only reached with a session */
  admin: boolean;
  /** its success is a file (documented by its media type, e.g. 'text/csv'), not the JSON envelope */
  fileAnswer: boolean;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
  $ref?: string;
}

interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema & { description?: string } }> }>;
}

/** A file answer is documented with its media type as the description (`z.any().describe('text/csv')`). */
const FILE_MEDIA_TYPE = /^(text\/csv|application\/pdf)\b/;

export interface OpenApiDocument {
  paths?: Record<string, Record<string, unknown>>;
  components?: { schemas?: Record<string, JsonSchema>; parameters?: Record<string, OpenApiParameter> };
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** Replaces `#/components/schemas/X` references (recursively, cycles cut) so generators see plain schemas. */
export function resolveRefs(
  schema: JsonSchema,
  doc: OpenApiDocument,
  seen: ReadonlySet<string> = new Set(),
): JsonSchema {
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = doc.components?.schemas?.[name];
    if (!target || seen.has(name)) return {};
    return resolveRefs(target, doc, new Set([...seen, name]));
  }
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    out.properties = Object.fromEntries(
      Object.entries(schema.properties).map(([k, v]) => [k, resolveRefs(v, doc, seen)]),
    );
  }
  if (schema.items) out.items = resolveRefs(schema.items, doc, seen);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (schema[key]) out[key] = schema[key].map((s) => resolveRefs(s, doc, seen));
  }
  return out;
}

/** Fastify's `/api/tours/:id` → OpenAPI's `/api/tours/{id}`. */
const toTemplate = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/**
 * Lists every operation of the document. `adminRoutes` (method + Fastify URL) marks the ones
 * that need a session, since the generated document does not carry that yet.
 */
export function operationsOf(
  doc: OpenApiDocument,
  adminRoutes: readonly { method: string; url: string }[],
): FuzzOperation[] {
  const admin = new Set(adminRoutes.map((r) => `${r.method.toUpperCase()} ${toTemplate(r.url)}`));
  const ops: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, raw] of Object.entries(item)) {
      if (!HTTP_METHODS.has(method)) continue;
      const op = raw as OpenApiOperation;
      const params = (op.parameters ?? []).map((p) =>
        p.$ref ? (doc.components?.parameters?.[p.$ref.replace('#/components/parameters/', '')] ?? p) : p,
      );
      const spec = (p: OpenApiParameter): ParameterSpec => ({
        name: p.name,
        required: p.required ?? p.in === 'path',
        schema: resolveRefs(p.schema ?? {}, doc),
      });
      // Path parameters the document forgot are still in the template; fuzz them as strings.
      const declared = params.filter((p) => p.in === 'path').map(spec);
      const inTemplate = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
      const pathParams = inTemplate.map(
        (name) => declared.find((p) => p.name === name) ?? { name, required: true, schema: {} },
      );
      const content = op.requestBody?.content ?? {};
      // A JSON schema first; a form's schema describes the same fields when that is all there is.
      const entries = Object.entries(content);
      const jsonSchema = (entries.find(([type]) => type.includes('json')) ??
        entries.find(([, c]) => c.schema))?.[1]?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams,
        query: params.filter((p) => p.in === 'query').map(spec),
        ...(jsonSchema ? { bodySchema: resolveRefs(jsonSchema, doc) } : {}),
        contentTypes: Object.keys(content),
        admin: admin.has(`${method.toUpperCase()} ${path}`),
        fileAnswer: FILE_MEDIA_TYPE.test(op.responses?.['200']?.content?.['application/json']?.schema?.description ?? ''),
      });
    }
  }
  return ops;
}

/** Fills a path template with raw (already encoded) segments. */
export function fillPath(template: string, values: Record<string, string>): string {
  return template.replace(/\{([^}]+)\}/g, (_m, name: string) => values[name] ?? '1');
}

/** Names of the array-typed properties in every body schema of the document (at any depth). */
export function listFieldNames(operations: readonly FuzzOperation[]): string[] {
  const names = new Set<string>();
  const walk = (schema: JsonSchema | undefined, depth: number) => {
    if (!schema || depth > 8) return;
    for (const [name, prop] of Object.entries(schema.properties ?? {})) {
      const types = Array.isArray(prop.type) ? prop.type : [prop.type];
      if (types.includes('array') || prop.items) names.add(name);
      walk(prop, depth + 1);
    }
    walk(schema.items, depth + 1);
    for (const alt of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
      walk(alt, depth + 1);
  };
  for (const op of operations) walk(op.bodySchema, 0);
  return [...names].sort();
}
