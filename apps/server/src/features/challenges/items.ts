import type { ChallengeItem, ChallengeStatus } from '@fanclash/protocol';
import type { Platform } from '../../platform/platform.js';
import { createChallengeStore, type ChallengeView } from './store.js';

/**
 * One challenge as `viewerId` may see it, or null when they may not see it yet (the friend
 * hears of a challenge once the challenger has played). Scores only once the battle is
 * finished: before that the friend learns nothing of the challenger's run but that it was played.
 */
export function itemFor(view: ChallengeView, viewerId: string): ChallengeItem | null {
  const { challenge, battle } = view;
  const mine = challenge.challengerId === viewerId;
  if (!mine && challenge.friendId !== viewerId) return null;
  const other = mine ? view.friend : view.challenger;
  const finished = battle.status === 'finished';
  let status: ChallengeStatus;
  if (finished) status = 'finished';
  else if (challenge.state === 'expired' || challenge.state === 'declined' || challenge.state === 'withdrawn') {
    // Withdrawn before the friend ever heard of it: nothing to show them.
    if (challenge.state === 'withdrawn' && !mine && challenge.challengerScore === null) return null;
    status = challenge.state;
  } else if (challenge.state === 'challenger_turn' || challenge.state === 'challenger_playing') {
    if (!mine) return null;
    status = 'your_turn';
  } else status = mine ? 'waiting' : 'your_turn';
  const myScore = mine ? battle.firstScore : battle.secondScore;
  const friendScore = mine ? battle.secondScore : battle.firstScore;
  const myName = mine ? battle.firstOpponent : battle.secondOpponent;
  return {
    id: challenge.battleId,
    friend: other.username,
    friend_avatar: other.avatar,
    mine,
    sport: battle.sport,
    level: battle.level,
    status,
    created_at: challenge.createdAt.toISOString(),
    expires_at: challenge.expiresAt.toISOString(),
    my_score: finished ? myScore : null,
    friend_score: finished ? friendScore : null,
    result: finished ? (battle.winner === null ? 'draw' : battle.winner === myName ? 'win' : 'lose') : null,
  };
}

/** "Your turn" first, then the soonest to expire. */
export function byTurn(a: ChallengeItem, b: ChallengeItem): number {
  const turn = Number(b.status === 'your_turn') - Number(a.status === 'your_turn');
  return turn !== 0 ? turn : a.expires_at.localeCompare(b.expires_at);
}

/** The friend-side challenges waiting for `userId` to play (the notifications page and its badge). */
export async function yourTurnChallenges(platform: Pick<Platform, 'db' | 'dbKind'>, userId: string): Promise<ChallengeItem[]> {
  const views = await createChallengeStore(platform.db, platform.dbKind).yourTurn(userId);
  return views.flatMap((v) => itemFor(v, userId) ?? []);
}
