import { teamStateSchema, type TeamState } from '@fanclash/protocol';
import { apiRequest } from '../../lib/api';

/** REST of the teams feature (issue 32): the caller's party and invitations (bearer). */
export const teamQueryKeys = {
  all: ['team'] as const,
  state: () => ['team', 'state'] as const,
};

export function getTeamState(signal?: AbortSignal): Promise<TeamState> {
  return apiRequest('/team', { schema: teamStateSchema, signal });
}
