import { useQuery } from '@tanstack/react-query';
import { authApi } from '../api/authApi';

/** What the sign-in screens may offer (whether Google sign-in is configured) and the operator's contact. Fetched once per visit. */
export function useAuthConfig() {
  return useQuery({
    queryKey: ['auth', 'config'],
    queryFn: authApi.config,
    staleTime: Infinity,
    retry: 1,
  });
}
