/**
 * Which part of the app an address belongs to, for the offline banner (issue 35): battles,
 * chat and the forum are live and say they need a connection; everything else says what
 * still works offline.
 */
export type OfflineArea = 'battles' | 'chat' | 'forum' | 'general';

const AREAS: ReadonlyArray<readonly [OfflineArea, RegExp]> = [
  // The lobby, a waiting room, and a battle's countdown, quiz and result.
  ['battles', /^\/(battles|waiting-room\/[^/]+|[^/]+\/(countdown|quiz|battle-result))\/?$/],
  // The list of conversations and one conversation.
  ['chat', /^\/([^/]+\/chats|chats\/[^/]+)\/?$/],
  // Debates, news and transfers (news items and selections open from the forum).
  ['forum', /^\/(forum(\/.*)?|selection\/[^/]+|news\/[^/]+)\/?$/],
];

export function offlineArea(pathname: string): OfflineArea {
  return AREAS.find(([, pattern]) => pattern.test(pathname))?.[0] ?? 'general';
}
