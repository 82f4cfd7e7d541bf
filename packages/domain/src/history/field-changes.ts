/** A state as a history keeps it: field name to a plain JSON value. */
export type FieldValues = Readonly<Record<string, unknown>>;

/** The fields that differ, each with its value before and after. */
export type FieldChanges = { before: Record<string, unknown>; after: Record<string, unknown> };

/** Whether two plain JSON values are the same (objects compared key by key, arrays in order). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') {
    // A field that is absent and one that is null mean the same: no value.
    return (a ?? null) === (b ?? null);
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameValue(item, b[index]))
    );
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * The fields whose values differ between two states of one thing, in the order of `after`
 * then of fields only `before` had; a field missing on one side shows as null there.
 * `undefined` when nothing changed, so that an unchanged save leaves no history.
 */
export function changedFields(before: FieldValues, after: FieldValues): FieldChanges | undefined {
  const changes: FieldChanges = { before: {}, after: {} };
  const keys = new Set([...Object.keys(after), ...Object.keys(before)]);
  for (const key of keys) {
    if (sameValue(before[key], after[key])) continue;
    changes.before[key] = before[key] ?? null;
    changes.after[key] = after[key] ?? null;
  }
  return Object.keys(changes.after).length === 0 ? undefined : changes;
}
