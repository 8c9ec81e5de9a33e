import type { Team, TeamInvite, TeamMember, TeamState } from '@fanclash/protocol';

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** What the Team up panel and the friend rows show, from the party state and the viewer's name. */
export type TeamView =
  | { readonly kind: 'team'; readonly team: Team; readonly teammate: TeamMember; readonly leader: boolean }
  | { readonly kind: 'open'; readonly received: readonly TeamInvite[]; readonly sent: readonly TeamInvite[] };

export function teamView(state: TeamState, me: string): TeamView {
  if (state.team) {
    const teammate = state.team.members.find((member) => !same(member.username, me)) ?? state.team.members[1];
    if (teammate) return { kind: 'team', team: state.team, teammate, leader: same(state.team.leader, me) };
  }
  return { kind: 'open', received: state.invites_received, sent: state.invites_sent };
}

/** A friend's place in my party: my teammate, invited by me, or neither. */
export function friendTeamRole(state: TeamState | undefined, friend: string): 'teammate' | 'invited' | null {
  if (!state) return null;
  if (state.team?.members.some((member) => same(member.username, friend))) return 'teammate';
  if (state.invites_sent.some((invite) => same(invite.to, friend))) return 'invited';
  return null;
}
