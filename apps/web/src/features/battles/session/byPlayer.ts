/** A player's entry in a map keyed by username (the server's names; compared without case). */
export function byPlayer<T>(record: Readonly<Record<string, T>>, username: string): T | undefined {
  return Object.entries(record).find(([name]) => name.toLowerCase() === username.toLowerCase())?.[1];
}
