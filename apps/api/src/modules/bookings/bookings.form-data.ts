/**
 * A multipart booking (sent when a ticket image is attached) carries its fields as text, nested
 * ones in bracket notation the way browsers and PHP clients write them: `luggage[large]`,
 * `guests[0][name]`, `selected_extra_services[]`. This turns them into the same shape as the JSON
 * body so that one schema validates both. A nested field may also come as one JSON text.
 */
type Json = string | number | null | Json[] | { [k: string]: Json };

const NUMERIC_FIELDS = new Set(['passengers', 'vehicle_id', 'route_id']);
const STRUCTURED_FIELDS = new Set(['luggage', 'guests', 'selected_extra_services', 'main_passenger']);

/** '12' → 12; '' → undefined (an empty optional field); anything else stays text for the schema to refuse. */
function toNumber(v: Json): Json | undefined {
  if (typeof v !== 'string') return v;
  const t = v.trim();
  if (t === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(t) ? Number(t) : v;
}

function setPath(target: Record<string, Json>, path: string[], value: Json): void {
  let node: Record<string, Json> | Json[] = target;
  path.forEach((seg, i) => {
    const last = i === path.length - 1;
    const key: string | number = Array.isArray(node) ? Number(seg) : seg;
    if (last) {
      (node as Record<string | number, Json>)[key] = value;
      return;
    }
    const nextIsIndex = /^\d+$/.test(path[i + 1]!);
    const current = (node as Record<string | number, Json>)[key];
    if (current === undefined || typeof current !== 'object' || current === null) {
      (node as Record<string | number, Json>)[key] = nextIsIndex ? [] : {};
    }
    node = (node as Record<string | number, Json>)[key] as Record<string, Json> | Json[];
  });
}

export function multipartToBookingBody(fields: Record<string, string | string[]>): Record<string, unknown> {
  const body: Record<string, Json> = {};
  for (const [name, raw] of Object.entries(fields)) {
    const path = name
      .replace(/\]/g, '')
      .split('[')
      .filter((s) => s !== '');
    if (
      path.length === 0 ||
      path.length > 3 ||
      path.some((s) => s === '__proto__' || s === 'constructor' || s === 'prototype')
    )
      continue;
    let value: Json = raw;
    if (path.length === 1 && STRUCTURED_FIELDS.has(name) && typeof raw === 'string' && /^\s*[[{]/.test(raw)) {
      try {
        value = JSON.parse(raw) as Json;
      } catch {
        value = raw;
      }
    }
    setPath(body, path, value);
  }
  for (const f of NUMERIC_FIELDS) {
    if (f in body) {
      const n = toNumber(body[f]!);
      if (n === undefined) delete body[f];
      else body[f] = n;
    }
  }
  const luggage = body.luggage;
  if (luggage && typeof luggage === 'object' && !Array.isArray(luggage)) {
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
  // Sparse guest lists (guests[0], guests[2]) are closed up.
  if (Array.isArray(body.guests)) body.guests = body.guests.filter((g) => g !== undefined && g !== null);
  return body;
}
