import { useQuery } from '@tanstack/react-query';
import { getTrainingStats } from '../api';
import { trainingQueryKeys } from '../queryKeys';

/** The stats card's figures (integers from the server; section 5). */
export function useTrainingStats(username: string) {
  return useQuery({
    queryKey: trainingQueryKeys.stats(username),
    queryFn: ({ signal }) => getTrainingStats(username, signal),
    enabled: username !== '',
  });
}
