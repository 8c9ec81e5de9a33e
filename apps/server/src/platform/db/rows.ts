/** drizzle's execute() answers rows directly on PGlite and `{ rows }` on node-postgres. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
