import type { UserMessageHandlers } from '../../realtime/user-handlers.js';
import { DEBATES_TOPIC, debateTopic, isDebateTopic } from './channels.js';

export type DebateUserHandlers = Pick<UserMessageHandlers, 'watch_debate' | 'watch_debates' | 'unwatch_debates'>;

function leaveDebateTopics(topics: Set<string>): void {
  for (const topic of [...topics]) if (isDebateTopic(topic)) topics.delete(topic);
}

/**
 * What a tab shows of the forum: the list (watch_debates) or one debate's page (watch_debate).
 * Each replaces the other, so a tab follows at most one debate; a tab leaving the forum sends
 * unwatch_debates. Following is per socket: a reconnecting tab asks again.
 */
export function debateUserHandlers(): DebateUserHandlers {
  return {
    watch_debates: (context) => {
      leaveDebateTopics(context.topics);
      context.topics.add(DEBATES_TOPIC);
    },
    watch_debate: (context, message) => {
      leaveDebateTopics(context.topics);
      context.topics.add(debateTopic(message.debate_id.toLowerCase()));
    },
    unwatch_debates: (context) => {
      leaveDebateTopics(context.topics);
    },
  };
}
