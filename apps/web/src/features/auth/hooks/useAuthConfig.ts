import { useQuery } from '@tanstack/react-query';
import { authApi } from '../api/authApi';

/** What the sign-in screens may offer (today: whether Google sign-in is configured). Fetched once per visit. */
export function useAuthConfig() {
  return useQuery({
    queryKey: ['auth', 'config'],
    queryFn: authApi.config,
    staleTime: Infinity,
    retry: 1,
  });
}
