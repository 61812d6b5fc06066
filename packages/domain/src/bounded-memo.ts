/**
 * Remembers the answers of a pure function of two strings, the most recently used `max` of them.
 * For work repeated on the same input within a request (a booking's phone number is checked by
 * its contract, stored in E.164, then formatted for its answer and its e-mails: four parses of one
 * number by libphonenumber, 5 % of a booking's CPU in issue 31's profile).
 */
export function boundedMemo<T>(fn: (a: string, b: string) => T, max = 500): (a: string, b: string) => T {
  const kept = new Map<string, T>();
  return (a, b) => {
    const key = `${a}\u0000${b}`;
    const hit = kept.get(key);
    if (hit !== undefined) {
      // Map order is insertion order: re-inserting makes this the most recently used.
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const value = fn(a, b);
    kept.set(key, value);
    if (kept.size > max) kept.delete(kept.keys().next().value!);
    return value;
  };
}
