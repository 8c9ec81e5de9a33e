/** The forum's news tab. Placeholder until the news feature lands (its branch replaces this file). */
export function NewsTab() {
  return null;
}
