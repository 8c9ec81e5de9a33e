import { useQuery } from '@tanstack/react-query';
import { getPick } from '../api';
import { debateKeys } from '../queryKeys';
import { useReadingLanguage } from './useReadingLanguage';

/** One debate with the player's own vote. */
export function usePick(id: string) {
  const language = useReadingLanguage();
  return useQuery({
    queryKey: debateKeys.pick(id, language),
    queryFn: ({ signal }) => getPick(id, language, signal),
  });
}
