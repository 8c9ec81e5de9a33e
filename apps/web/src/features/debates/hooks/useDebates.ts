import { DEBATE_REFRESH_MS, LIMITS, type PickList } from '@fanclash/protocol';
import { useInfiniteQuery } from '@tanstack/react-query';
import { listPicks } from '../api';
import { debateKeys } from '../queryKeys';
import { useReadingLanguage } from './useReadingLanguage';

function nextOffset(page: PickList): number | undefined {
  const next = page.offset + page.picks.length;
  return page.picks.length > 0 && next < page.total ? next : undefined;
}

/**
 * The debates list, 50 at a time (spec section 9), newest first. Re-fetched every 5 minutes
 * and whenever the language changes (the language is part of the key: daily debates are
 * read in it).
 */
export function useDebates(sport: string) {
  const language = useReadingLanguage();
  return useInfiniteQuery({
    queryKey: debateKeys.list(language, sport),
    queryFn: ({ pageParam, signal }) => listPicks({ sport, language, offset: pageParam, limit: LIMITS.debatePageSize }, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    refetchInterval: DEBATE_REFRESH_MS,
  });
}
