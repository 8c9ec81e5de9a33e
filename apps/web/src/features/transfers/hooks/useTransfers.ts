import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getTransfers, refreshTransfers } from '../api';

export const transfersQueryKey = (sport: string, viewer: string | null) => ['transfers', sport, viewer ?? ''] as const;

export function useTransfers(sport: string, viewer: string | null) {
  return useQuery({ queryKey: transfersQueryKey(sport, viewer), queryFn: ({ signal }) => getTransfers(sport, signal) });
}

/** POST /api/transfers/refresh, then the list again. */
export function useRefreshTransfers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: refreshTransfers,
    onSuccess: () => client.invalidateQueries({ queryKey: ['transfers'] }),
  });
}
