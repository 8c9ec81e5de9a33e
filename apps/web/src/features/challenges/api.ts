import { challengeListSchema, createChallengeResponseSchema, withdrawChallengeResponseSchema } from '@fanclash/protocol';
import { apiRequest } from '../../lib/api';

/** REST calls of friend challenges (issue 31), all with the bearer token. */

export const challengeQueryKeys = {
  all: ['challenges'] as const,
  list: () => ['challenges', 'list'] as const,
};

export function getChallenges(signal?: AbortSignal) {
  return apiRequest('/battle/challenges', { schema: challengeListSchema, signal });
}

export function createChallenge(friendUsername: string, sport: string, level: string) {
  return apiRequest('/battle/challenge', {
    method: 'POST',
    body: { friend_username: friendUsername, sport, level },
    schema: createChallengeResponseSchema,
  });
}

/** The challenger takes back a challenge the friend has not started. */
export function withdrawChallenge(id: string) {
  return apiRequest(`/battle/challenges/${encodeURIComponent(id)}`, { method: 'DELETE', schema: withdrawChallengeResponseSchema });
}

/** Where a challenge's turn is played: the battle pages, from the countdown. */
export const challengeRunPath = (id: string) => `/${encodeURIComponent(id)}/countdown`;
