import { AUDIT_ACTION_LABELS, AUDIT_ENTITY_LABELS, AUDIT_FIELD_LABELS, auditLabelOf, auditValueText } from '@riviera/domain';

/** One field of an audited record: its Turkish name, its value before and after, and whether it changed. */
export interface DiffRow {
  field: string;
  /** the field as staff read it ('Sürücü no' for `driver_id`) */
  label: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

const show = (v: unknown): string | null => (v === undefined ? null : typeof v === 'string' ? v : JSON.stringify(v));
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The before/after of an audit record side by side, field by field (top-level keys, nested values
 * as JSON), changed fields first so that a long record shows what happened at the top. Fields and
 * values read in Turkish (a status as 'Onaylandı', true as 'Evet'); a snapshot that is not an object
 * (cut text) becomes one row named 'kayıt'.
 */
export function auditDiff(before: unknown, after: unknown): DiffRow[] {
  if ((before !== null && !isRecord(before)) || (after !== null && !isRecord(after))) {
    const b = show(before ?? undefined);
    const a = show(after ?? undefined);
    return [{ field: 'kayıt', label: 'kayıt', before: b, after: a, changed: b !== a }];
  }
  const b = before ?? {};
  const a = after ?? {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  const rows = fields.map((field) => {
    const was = show(b[field]);
    const now = show(a[field]);
    return {
      field,
      label: auditLabelOf(AUDIT_FIELD_LABELS, field),
      before: auditValueText(field, was),
      after: auditValueText(field, now),
      changed: was !== now,
    };
  });
  return [...rows.filter((r) => r.changed), ...rows.filter((r) => !r.changed)];
}

/** Turkish names of what the audit log records (the domain's lists, shared with the activity feed). */
export const ACTION_LABELS = AUDIT_ACTION_LABELS;
export const ENTITY_LABELS = AUDIT_ENTITY_LABELS;

/** A known name in Turkish, else the stored name as it is (entities added later still show). */
export const labelOf = auditLabelOf;
