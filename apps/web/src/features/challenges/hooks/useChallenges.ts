import { useQuery } from '@tanstack/react-query';
import { challengeQueryKeys, getChallenges } from '../api';

export function useChallenges() {
  return useQuery({ queryKey: challengeQueryKeys.list(), queryFn: ({ signal }) => getChallenges(signal) });
}
