import fs from 'node:fs';
import { Ajv, type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';

/**
 * OCTO's own schemas (the fixture in apps/api/test-fixtures/octo, its source named in the README
 * there), for checking the API's OCTO answers. OpenAPI 3.0 writes "may be null" as `nullable:
 * true`, which JSON Schema spells as a `null` alternative; that is the only change made.
 */
const DOC_URL = new URL('../../test-fixtures/octo/openapi.json', import.meta.url);

function nullableToJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableToJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) if (k !== 'nullable') out[k] = nullableToJsonSchema(v);
  return (node as { nullable?: unknown }).nullable === true ? { anyOf: [{ type: 'null' }, out] } : out;
}

let ajv: Ajv | null = null;
function load(): Ajv {
  if (ajv) return ajv;
  const doc = nullableToJsonSchema(JSON.parse(fs.readFileSync(DOC_URL, 'utf8'))) as Record<string, unknown>;
  ajv = new Ajv({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'octo', components: doc.components }, 'octo');
  return ajv;
}

/** The names of the schemas the fixture defines (a test may check the ones it relies on exist). */
export function octoSchemaNames(): string[] {
  const doc = JSON.parse(fs.readFileSync(DOC_URL, 'utf8')) as { components: { schemas: Record<string, unknown> } };
  return Object.keys(doc.components.schemas);
}

/** The validation errors of `value` against OCTO's schema `name` (`[]` when it conforms). */
export function octoErrors(name: string, value: unknown): ErrorObject[] {
  const validate = load().getSchema(`octo#/components/schemas/${name}`);
  if (!validate) throw new Error(`OCTO's document has no schema ${name}`);
  return validate(value) ? [] : [...(validate.errors ?? [])];
}
