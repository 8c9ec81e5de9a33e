import { describe, expect, it } from 'vitest';
import { planTeamMatches, planTeamQueue, type TeamQueueEntry } from './team-plan.js';

const entry = (userId: string, queuedAt: number, teamId: string | null = null, level = 'easy', sport = 'soccer'): TeamQueueEntry => ({
  userId,
  sport,
  level,
  queuedAt,
  teamId,
});
const ids = (team: readonly TeamQueueEntry[]) => team.map((e) => e.userId);

describe('2v2 quick match plan (team-plan.ts)', () => {
  it('two parties of the same sport and level meet', () => {
    const [match, ...rest] = planTeamMatches([entry('a', 1, 'p'), entry('b', 1, 'p'), entry('c', 2, 'q'), entry('d', 2, 'q')]);
    expect(rest).toEqual([]);
    expect(ids(match!.first)).toEqual(['a', 'b']);
    expect(ids(match!.second)).toEqual(['c', 'd']);
  });

  it('two singles pair into a team against a party; a lone single waits', () => {
    const matches = planTeamMatches([entry('s1', 1), entry('a', 2, 'p'), entry('b', 2, 'p'), entry('s2', 3), entry('s3', 4)]);
    expect(matches).toHaveLength(1);
    expect(ids(matches[0]!.first)).toEqual(['s1', 's2']);
    expect(ids(matches[0]!.second)).toEqual(['a', 'b']);
  });

  it('never across sports or levels, and a party missing a member is no team yet', () => {
    expect(planTeamMatches([entry('a', 1, 'p'), entry('b', 1, 'p'), entry('c', 2, 'q', 'hard'), entry('d', 2, 'q', 'hard')])).toEqual([]);
    expect(planTeamMatches([entry('a', 1, 'p'), entry('c', 2, 'q'), entry('d', 2, 'q')])).toEqual([]);
  });

  it('the longest waiting teams meet first', () => {
    const matches = planTeamMatches([
      entry('late1', 9, 'l'),
      entry('late2', 9, 'l'),
      entry('a', 1, 'p'),
      entry('b', 1, 'p'),
      entry('c', 2, 'q'),
      entry('d', 2, 'q'),
    ]);
    expect(matches.map((m) => [...ids(m.first), ...ids(m.second)])).toEqual([['a', 'b', 'c', 'd']]);
  });

  const timing = { widenMs: 100, ghostAfterMs: 200 };
  const twoParties = [entry('a', 0, 'p'), entry('b', 0, 'p'), entry('c', 50, 'q', 'hard'), entry('d', 50, 'q', 'hard')];

  it('after widenMs a team of another level of the same sport meets it, at the level of the team that queued first', () => {
    expect(planTeamQueue(twoParties, 99, timing)).toEqual({ matches: [], alone: [], singlesAlone: [] });
    const { matches, alone } = planTeamQueue(twoParties, 100, timing);
    expect(alone).toEqual([]);
    expect(matches).toHaveLength(1);
    expect(matches[0]).toMatchObject({ level: 'easy' });
    expect(ids(matches[0]!.first)).toEqual(['a', 'b']);
    expect(
      planTeamQueue([...twoParties.slice(0, 2), entry('c', 50, 'q', 'easy', 'golf'), entry('d', 50, 'q', 'easy', 'golf')], 150, timing)
        .matches,
    ).toEqual([]);
  });

  it('a whole team alone after ghostAfterMs meets the bots', () => {
    const party = [entry('a', 0, 'p'), entry('b', 0, 'p')];
    expect(planTeamQueue(party, 199, timing).alone).toEqual([]);
    expect(planTeamQueue(party, 200, timing).alone.map(ids)).toEqual([['a', 'b']]);
    expect(planTeamQueue([entry('s1', 0), entry('s2', 10)], 210, timing).alone.map(ids)).toEqual([['s1', 's2']]);
  });

  it('a single without a teammate waits until ghostAfterMs, then plays beside a bot; never across sports or levels', () => {
    expect(planTeamQueue([entry('s1', 0)], 199, timing)).toEqual({ matches: [], alone: [], singlesAlone: [] });
    expect(planTeamQueue([entry('s1', 0)], 200, timing)).toEqual({ matches: [], alone: [], singlesAlone: [entry('s1', 0)] });
    // Three singles: the first two team up, the odd one out gets the bot teammate once its own wait is over.
    const three = [entry('s1', 0), entry('s2', 10), entry('s3', 50)];
    expect(planTeamQueue(three, 240, timing)).toMatchObject({ singlesAlone: [] });
    expect(planTeamQueue(three, 250, timing)).toMatchObject({ singlesAlone: [entry('s3', 50)] });
    expect(planTeamQueue(three, 250, timing).alone.map(ids)).toEqual([['s1', 's2']]);
    // Singles of other sports or levels are no teammates: each is alone.
    const apart = [entry('e', 0), entry('h', 0, null, 'hard'), entry('g', 0, null, 'easy', 'golf')];
    expect(
      planTeamQueue(apart, 200, timing)
        .singlesAlone.map((e) => e.userId)
        .sort(),
    ).toEqual(['e', 'g', 'h']);
    // A single alone beside a waiting party: the party is a team, the single is not in it.
    const withParty = planTeamQueue([entry('a', 0, 'p'), entry('b', 0, 'p'), entry('s', 0)], 200, timing);
    expect(withParty.alone.map(ids)).toEqual([['a', 'b']]);
    expect(withParty.singlesAlone.map((e) => e.userId)).toEqual(['s']);
  });
});
