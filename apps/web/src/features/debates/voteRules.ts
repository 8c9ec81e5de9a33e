import type { DebatePick, VoteOption } from '@fanclash/protocol';
import { DEBATE_TRENDING_VOTES } from '@fanclash/protocol';

/**
 * Spec section 4: voting the same option again removes the vote, the other option moves it;
 * the counts are adjusted locally at once (the server's answer then replaces them).
 */
export function applyVote<P extends DebatePick>(pick: P, option: VoteOption): P {
  const counts = { option1: pick.option1_votes, option2: pick.option2_votes };
  let userVote: VoteOption | null = option;
  if (pick.user_vote === option) {
    counts[option] -= 1;
    userVote = null;
  } else {
    if (pick.user_vote) counts[pick.user_vote] -= 1;
    counts[option] += 1;
  }
  const total = Math.max(0, counts.option1) + Math.max(0, counts.option2);
  return {
    ...pick,
    option1_votes: Math.max(0, counts.option1),
    option2_votes: Math.max(0, counts.option2),
    total_votes: total,
    trending: total > DEBATE_TRENDING_VOTES,
    user_vote: userVote,
  };
}

/** Whole percentages of the two options that always add up to 100 (50 / 50 with no votes). */
export function votePercents(pick: Pick<DebatePick, 'option1_votes' | 'option2_votes'>): { option1: number; option2: number } {
  const total = pick.option1_votes + pick.option2_votes;
  if (total === 0) return { option1: 50, option2: 50 };
  const option1 = Math.round((pick.option1_votes / total) * 100);
  return { option1, option2: 100 - option1 };
}
