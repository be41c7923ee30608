/**
 * Structural equality for plain data (objects, arrays, primitives).
 * Snapshots arrive whole on every event; comparing lets an unchanged contact keep its old
 * object, so signals do not notify and views that read it do not repaint.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return false;
    return a.every((item, i) => deepEqual(item, b[i]));
  }
  const ao = a as Record<string, unknown>;
  const bo = b as Record<string, unknown>;
  const keys = Object.keys(ao).filter((k) => ao[k] !== undefined);
  const otherKeys = Object.keys(bo).filter((k) => bo[k] !== undefined);
  if (keys.length !== otherKeys.length) return false;
  return keys.every((k) => deepEqual(ao[k], bo[k]));
}
