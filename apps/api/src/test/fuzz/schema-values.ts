import { HOSTILE_NUMBERS, HOSTILE_STRINGS, deeplyNested, longString, wrongShape } from './hostile-values.js';
import type { JsonSchema } from './openapi-operations.js';
import type { Rng } from './prng.js';

/**
 * Values for a JSON Schema: a plausible valid one (the base a mutation starts from, so that the
 * other fields pass and the mutated one reaches the handler), hostile ones that still respect
 * the declared type and limits (they pass validation and reach services and the database), and
 * wrong ones (wrong type, past a limit, a structure where a scalar goes).
 */

/** Texts tried against a `pattern` in turn; the first that matches is the valid sample. */
const PATTERN_SAMPLES = [
  'EUR',
  'ABC',
  'abc',
  'a',
  '1',
  '2031-06-15',
  '10:30',
  'TR',
  'tr',
  'abc-def',
  'A1B2C3',
  '#ffffff',
  'https://example.com/',
  'test@example.com',
  '+905321234567',
];

const FORMAT_SAMPLES: Record<string, string> = {
  date: '2031-06-15',
  'date-time': '2031-06-15T10:30:00Z',
  time: '10:30:00',
  email: 'test@example.com',
  uri: 'https://example.com/',
  url: 'https://example.com/',
  uuid: '00000000-0000-4000-8000-000000000000',
};

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined
    ? []
    : Array.isArray(schema.type)
      ? schema.type.filter((t) => t !== 'null')
      : [schema.type];

/** The schema with anyOf/oneOf resolved to its first non-null branch and allOf merged. */
export function mainBranch(schema: JsonSchema): JsonSchema {
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) {
    const branch = alternatives.find((s) => s.type !== 'null') ?? alternatives[0]!;
    return mainBranch({ ...schema, anyOf: undefined, oneOf: undefined, ...branch });
  }
  if (schema.allOf?.length)
    return mainBranch(Object.assign({}, ...schema.allOf, { ...schema, allOf: undefined }) as JsonSchema);
  return schema;
}

const lowerBound = (s: JsonSchema) => {
  const min = s.minimum ?? -Infinity;
  // OpenAPI 3.0 writes an exclusive minimum as a boolean beside `minimum`.
  return (s as { exclusiveMinimum?: boolean | number }).exclusiveMinimum === true ? min + 1 : min;
};

function validString(schema: JsonSchema): string {
  if (schema.format && FORMAT_SAMPLES[schema.format]) return FORMAT_SAMPLES[schema.format]!;
  if (schema.pattern) {
    let re: RegExp | undefined;
    try {
      re = new RegExp(schema.pattern, 'u');
    } catch {
      re = undefined;
    }
    const hit = re && PATTERN_SAMPLES.find((s) => re.test(s));
    if (hit) return hit;
  }
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 100;
  return 'Fuzz örnek'
    .padEnd(Math.max(min, Math.min(10, max)), 'x')
    .slice(0, Math.max(min, Math.min(10, max)));
}

/** A value the schema accepts as far as its declared keywords go (cross-field rules are not known). */
export function validValue(input: JsonSchema, depth = 0): unknown {
  const schema = mainBranch(input);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((v) => v !== '' && v !== null) ?? schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const type = typesOf(schema)[0] ?? (schema.properties ? 'object' : schema.items ? 'array' : 'string');
  switch (type) {
    case 'integer':
    case 'number': {
      const low = lowerBound(schema);
      const high = schema.maximum ?? Infinity;
      return Math.min(Math.max(1, low), high);
    }
    case 'boolean':
      return true;
    case 'array':
      return depth > 6
        ? []
        : Array.from({ length: schema.minItems ?? 1 }, () => validValue(schema.items ?? {}, depth + 1));
    case 'object': {
      if (depth > 6) return {};
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {}))
        out[key] = validValue(prop, depth + 1);
      return out;
    }
    case 'null':
      return null;
    default:
      return validString(schema);
  }
}

/** A value of the declared type that keeps within its limits but carries hostile content or edge numbers. */
export function hostileWithinLimits(rng: Rng, input: JsonSchema): unknown {
  const schema = mainBranch(input);
  if (schema.enum?.length) return rng.pick(schema.enum);
  const type = typesOf(schema)[0] ?? 'string';
  switch (type) {
    case 'integer':
    case 'number': {
      const low = Math.max(lowerBound(schema), -Number.MAX_SAFE_INTEGER);
      const high = Math.min(schema.maximum ?? Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER);
      const edges = [low, high, low + 1, high - 1, 0, 1].filter((n) => n >= low && n <= high);
      if (type === 'number') edges.push(...[low + 0.5, 0.1 + 0.2].filter((n) => n >= low && n <= high));
      return rng.pick(edges.length ? edges : [validValue(schema)]);
    }
    case 'boolean':
      return rng.chance(0.5);
    case 'array': {
      const max = Math.min(schema.maxItems ?? 50, 50);
      return Array.from({ length: rng.int(schema.minItems ?? 0, max) }, () =>
        hostileWithinLimits(rng, schema.items ?? {}),
      );
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {}))
        out[key] = hostileWithinLimits(rng, prop);
      return out;
    }
    default: {
      const max = schema.maxLength ?? 5000;
      const min = schema.minLength ?? 0;
      const candidates = HOSTILE_STRINGS.filter((s) => s.length >= min && s.length <= max);
      if (rng.chance(0.25) || candidates.length === 0)
        return longString(rng, Math.max(min, Math.min(max, rng.int(1, 5000))));
      return rng.pick(candidates);
    }
  }
}

/** A value the schema refuses: the wrong type, just past a limit, far past it, or a structure. */
export function invalidValue(rng: Rng, input: JsonSchema): unknown {
  const schema = mainBranch(input);
  const type = typesOf(schema)[0];
  const generic = () =>
    rng.chance(0.5)
      ? wrongShape(rng)
      : rng.chance(0.5)
        ? rng.pick(HOSTILE_NUMBERS)
        : rng.pick(HOSTILE_STRINGS);
  if (schema.enum?.length) {
    const sample = String(schema.enum[0]);
    return rng.pick<unknown>([
      sample.toUpperCase() + 'X',
      ` ${sample}`,
      `${sample}\u0000`,
      '',
      [sample],
      { [sample]: 1 },
      generic(),
    ]);
  }
  switch (type) {
    case 'integer':
    case 'number': {
      const past = [
        schema.maximum !== undefined ? schema.maximum + 1 : 1e21,
        schema.minimum !== undefined ? schema.minimum - 1 : -1e21,
        1.5,
        String(validValue(schema)),
        `${String(validValue(schema))}abc`,
        [validValue(schema)],
        ...HOSTILE_NUMBERS,
      ];
      return rng.chance(0.8) ? rng.pick(past) : generic();
    }
    case 'string': {
      const past = [
        ...(schema.maxLength !== undefined
          ? [
              longString(rng, schema.maxLength + 1),
              longString(rng, Math.min(schema.maxLength * 50 + 1, 600_000)),
            ]
          : []),
        ...(schema.minLength ? [''] : []),
        longString(rng, rng.int(10_000, 600_000)),
        12345,
        [validString(schema)],
        { value: validString(schema) },
      ];
      return rng.chance(0.7) ? rng.pick(past) : generic();
    }
    case 'array': {
      const item = validValue(schema.items ?? {});
      return rng.pick<unknown>([
        item,
        Array.from({ length: (schema.maxItems ?? 1000) + 1 }, () => item),
        Array.from({ length: rng.int(2, 5) }, () => wrongShape(rng)),
        [[item]],
        { 0: item, length: 1 },
        generic(),
      ]);
    }
    case 'object':
      return rng.pick<unknown>([[], 'object', 0, deeplyNested(rng, rng.int(20, 200)), generic()]);
    case undefined:
    default:
      return generic();
  }
}
