import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../auth/hooks/useSession';
import { getTeamState, teamQueryKeys } from '../api';

/** The signed-in player's party and invitations; kept live by useTeamLive (every team event refreshes it). */
export function useTeam() {
  const signedIn = useSession().username !== null;
  return useQuery({ queryKey: teamQueryKeys.state(), queryFn: ({ signal }) => getTeamState(signal), enabled: signedIn });
}
