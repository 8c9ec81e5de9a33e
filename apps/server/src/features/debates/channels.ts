/** Broadcast topic of the debates list: followed by tabs that show it (watch_debates). */
export const DEBATES_TOPIC = 'debates';

/** Broadcast topic of one debate's page: followed by tabs that show it (watch_debate). */
export const debateTopic = (debateId: string) => `debate:${debateId}`;

/** The debate topics a tab follows: the list and at most one debate page. */
export function isDebateTopic(topic: string): boolean {
  return topic === DEBATES_TOPIC || topic.startsWith('debate:');
}
