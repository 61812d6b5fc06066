import { BOOKING_EXTRA_SERVICES_MAX, VEHICLE_CAPACITY_MAX, type MessageKey } from '@riviera/domain';
import { parse } from 'qs';
import { AppError } from '../../lib/app-error.js';

/**
 * A multipart booking (sent when a ticket image is attached) carries its fields as text, nested
 * ones in bracket notation the way browsers and PHP clients write them: `luggage[large]`,
 * `guests[0][name]`, `selected_extra_services[]`. `qs.parse` (the web app writes them with
 * `qs.stringify`) turns them into the same shape as the JSON body so that one schema validates
 * both. A nested field may also come as one JSON text.
 *
 * An index in a field name is the client's number: it only orders entries and is never used as a
 * length, so `guests[4294967294][name]` costs what `guests[0][name]` costs. qs makes a list only of
 * indexes up to its `arrayLimit` and keys an object by any other; the contract's lists are closed
 * up from such objects afterwards, and an index past their length is refused.
 */
type Json = string | number | null | Json[] | { [k: string]: Json };
type JsonObject = { [k: string]: Json };

const NUMERIC_FIELDS = new Set(['passengers', 'vehicle_id', 'route_id']);
const STRUCTURED_FIELDS = new Set(['luggage', 'guests', 'selected_extra_services', 'main_passenger']);

/**
 * The contract's lists, each with its longest allowed length and the message for going past it.
 * An index at or beyond that length cannot come from a real form.
 */
const LISTS: Record<string, { max: number; tooMany: MessageKey }> = {
  guests: { max: VEHICLE_CAPACITY_MAX, tooMany: 'validation.guests_too_many' },
  selected_extra_services: { max: BOOKING_EXTRA_SERVICES_MAX, tooMany: 'validation.extra_service_invalid' },
};

/** A list index as a form writes it: digits without leading zeros. */
const INDEX = /^(0|[1-9]\d*)$/;

/** '12' → 12; '' → undefined (an empty optional field); anything else stays text for the schema to refuse. */
function toNumber(v: Json): Json | undefined {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if (t === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : v;
}

const isObject = (v: Json | undefined): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * `{ '2': b, '0': a }` → `[a, b]` in index order; a keyed object with any other key is left for the
 * schema to refuse as not a list. An index past the contract's length is refused here (422).
 */
function closeUpList(field: string, keyed: JsonObject, limit: { max: number; tooMany: MessageKey }): Json {
  const keys = Object.keys(keyed);
  if (!keys.every((k) => INDEX.test(k))) return keyed;
  // A key's length is checked first so that a thousand-digit index is never turned into a number.
  if (keys.some((k) => k.length > String(limit.max).length || Number(k) >= limit.max)) {
    throw new AppError(422, 'error.validation', { [field]: [limit.tooMany] });
  }
  return keys
    .map(Number)
    .sort((a, b) => a - b)
    .map((k) => keyed[String(k)]!);
}

/**
 * The multipart text fields of a booking as the JSON body's shape. Throws a 422 when a list
 * index is beyond what the contract allows.
 */
export function multipartToBookingBody(fields: Record<string, string | string[]>): Record<string, unknown> {
  const texts: Record<string, Json> = {};
  for (const [name, raw] of Object.entries(fields)) {
    let value: Json = raw;
    if (STRUCTURED_FIELDS.has(name) && typeof raw === 'string' && /^\s*[[{]/.test(raw)) {
      try {
        value = JSON.parse(raw) as Json;
      } catch {
        value = raw;
      }
    }
    texts[name] = value;
  }
  // depth 2: `guests[0][name]` is the deepest a booking has; `__proto__` and its kin are dropped
  // (allowPrototypes off); a list is never longer than its highest index (arrayLimit 20, the rest keyed).
  const body = parse(texts as Record<string, string>, {
    depth: 2,
    allowPrototypes: false,
    arrayLimit: 20,
  }) as JsonObject;
  for (const [field, limit] of Object.entries(LISTS)) {
    const v = body[field];
    if (isObject(v)) body[field] = closeUpList(field, v, limit);
  }
  for (const f of NUMERIC_FIELDS) {
    if (f in body) {
      const n = toNumber(body[f]!);
      if (n === undefined) delete body[f];
      else body[f] = n;
    }
  }
  const luggage = body.luggage;
  if (isObject(luggage)) {
    for (const k of Object.keys(luggage)) luggage[k] = toNumber(luggage[k]!) ?? 0;
  }
  const extras = body.selected_extra_services;
  if (typeof extras === 'string')
    body.selected_extra_services = extras.trim() === '' ? [] : [toNumber(extras) ?? extras];
  else if (Array.isArray(extras))
    body.selected_extra_services = extras.flatMap((e) => {
      const n = toNumber(e);
      return n === undefined ? [] : [n];
    });
  if (Array.isArray(body.guests)) body.guests = body.guests.filter((g) => g !== undefined && g !== null);
  return body;
}
