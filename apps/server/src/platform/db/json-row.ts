import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A table's row as a PL/pgSQL function hands it back inside its jsonb (`to_jsonb(row)`: column
 * names as keys, timestamps as ISO text), decoded as drizzle decodes a selected row: each column
 * by its own type (a timestamp to a Date, a jsonb column as stored).
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}
