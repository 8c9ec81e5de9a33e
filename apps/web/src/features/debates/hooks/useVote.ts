import type { DebatePick, PickList, VoteOption } from '@fanclash/protocol';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { votePick } from '../api';
import { debateKeys } from '../queryKeys';
import { applyVote } from '../voteRules';
import { useReadingLanguage } from './useReadingLanguage';

/** Applies `update` to this debate wherever it is cached: its own page and every list. */
function updateEverywhere(client: QueryClient, id: string, update: (pick: DebatePick) => DebatePick): void {
  client.setQueriesData<DebatePick>({ queryKey: debateKeys.picks() }, (pick) => (pick && pick.id === id ? update(pick) : pick));
  client.setQueriesData<InfiniteData<PickList>>({ queryKey: debateKeys.lists() }, (data) =>
    data
      ? { ...data, pages: data.pages.map((page) => ({ ...page, picks: page.picks.map((pick) => (pick.id === id ? update(pick) : pick)) })) }
      : data,
  );
}

interface VoteVariables {
  pick: DebatePick;
  option: VoteOption;
}

/**
 * A vote click: the counts move at once (spec section 4: adjusted locally), the server's
 * answer then sets the exact counts; a failure puts the debate back as it was.
 */
export function useVote() {
  const client = useQueryClient();
  const language = useReadingLanguage();
  return useMutation({
    mutationFn: ({ pick, option }: VoteVariables) => votePick(pick.id, option, language),
    onMutate: ({ pick, option }) => {
      updateEverywhere(client, pick.id, (cached) => applyVote(cached, option));
      return { before: pick };
    },
    onSuccess: (result) => {
      const { action: _action, ...fresh } = result;
      // The texts stay in the language they were fetched in; only the vote fields are new.
      updateEverywhere(client, result.id, (cached) => ({
        ...cached,
        option1_votes: fresh.option1_votes,
        option2_votes: fresh.option2_votes,
        total_votes: fresh.total_votes,
        trending: fresh.trending,
        user_vote: fresh.user_vote,
      }));
    },
    onError: (_error, _variables, context) => {
      const before = context?.before;
      if (before) updateEverywhere(client, before.id, (cached) => ({ ...cached, ...pickVoteFields(before) }));
    },
  });
}

function pickVoteFields(pick: DebatePick) {
  return {
    option1_votes: pick.option1_votes,
    option2_votes: pick.option2_votes,
    total_votes: pick.total_votes,
    trending: pick.trending,
    user_vote: pick.user_vote,
  };
}
