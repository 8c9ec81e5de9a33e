import { CHALLENGE_ERROR_CODES } from '@fanclash/protocol';
import type { UserMessageHandlers } from '../../realtime/user-handlers.js';
import type { ChallengeService } from './service.js';

export type ChallengeHandlers = Pick<UserMessageHandlers, 'decline_challenge'>;

/** `{type: 'decline_challenge', challenge_id}` on /ws: the friend declines; both hear challenge_declined. */
export function challengeHandlers(service: ChallengeService): ChallengeHandlers {
  return {
    decline_challenge: async (context, message) => {
      const declined = await service.decline(context.user, message.challenge_id);
      if (!declined) context.sendError(CHALLENGE_ERROR_CODES.challengeNotFound, 'There is no open challenge to you with this id');
    },
  };
}
