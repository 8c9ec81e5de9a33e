import type { TeamState } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { friendTeamRole, teamView } from './teamView';

const invite = (from: string, to: string) => ({ from, from_avatar: '', to, to_avatar: '', created_at: '2026-11-28T03:00:00Z' });
const party: TeamState = {
  team: {
    id: 't1',
    leader: 'Alice',
    members: [
      { username: 'Alice', avatar: '' },
      { username: 'anna', avatar: 'avatars/anna.png' },
    ],
    created_at: '2026-11-28T03:00:00Z',
  },
  invites_received: [],
  invites_sent: [],
};
const open: TeamState = { team: null, invites_received: [invite('boris', 'alice')], invites_sent: [invite('alice', 'carl')] };

describe('teamView', () => {
  it('shows the party with my teammate, and whether I lead it (names without case)', () => {
    expect(teamView(party, 'alice')).toMatchObject({ kind: 'team', leader: true, teammate: { username: 'anna' } });
    expect(teamView(party, 'ANNA')).toMatchObject({ kind: 'team', leader: false, teammate: { username: 'Alice' } });
  });

  it('shows the invitations both ways while I have no party', () => {
    expect(teamView(open, 'alice')).toEqual({ kind: 'open', received: open.invites_received, sent: open.invites_sent });
  });
});

describe('friendTeamRole', () => {
  it('marks my teammate and the friend I invited; nobody else, and nothing before the state is known', () => {
    expect(friendTeamRole(party, 'Anna')).toBe('teammate');
    expect(friendTeamRole(open, 'CARL')).toBe('invited');
    expect(friendTeamRole(open, 'boris')).toBeNull();
    expect(friendTeamRole(undefined, 'anna')).toBeNull();
  });
});
