/** The forum's transfers tab. Placeholder until the transfers feature lands (its branch replaces this file). */
export function TransfersTab() {
  return null;
}
