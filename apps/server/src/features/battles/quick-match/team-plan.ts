import type { MatchTiming, QueueEntry } from './plan.js';

/**
 * Play now for 2v2 (issue 32), pure: which queued teams meet. A party queues as one team (its
 * two entries share `teamId`); single players queued for 2v2 pair up into teams in queue order
 * (same sport and level). Teams then follow the 1v1 play-now rules (plan.ts): two teams of the
 * same sport and level meet at once, the longest waiting first; once a team has waited
 * `widenMs`, a team of any level of the same sport meets it (the battle takes the level of the
 * team that queued first); a team still alone after `ghostAfterMs` meets a team of two bots.
 * A single player still without a teammate after `ghostAfterMs` (an odd one out: nobody to make a
 * team with) plays beside a bot teammate against the team of two bots: Play now never waits forever.
 */

export interface TeamQueueEntry extends QueueEntry {
  /** The party's id; null for a single player. */
  readonly teamId: string | null;
}

/** A side of a match: two entries, in the order their players take the team's seats. */
export type QueuedTeam = readonly [TeamQueueEntry, TeamQueueEntry];

export interface TeamMatch {
  readonly first: QueuedTeam;
  readonly second: QueuedTeam;
  readonly sport: string;
  readonly level: string;
}

/**
 * Teams of one sport and level in queue order (a team waits since its earlier member queued),
 * and the single left without a teammate (singles pair in queue order, so at most one).
 */
function teamsOf(entries: readonly TeamQueueEntry[]): { teams: QueuedTeam[]; single: TeamQueueEntry | undefined } {
  const order = [...entries].sort((a, b) => a.queuedAt - b.queuedAt || a.userId.localeCompare(b.userId));
  const teams: Array<{ team: QueuedTeam; since: number }> = [];
  const parties = new Map<string, TeamQueueEntry>();
  let single: TeamQueueEntry | undefined;
  for (const entry of order) {
    if (entry.teamId === null) {
      if (!single) single = entry;
      else {
        teams.push({ team: [single, entry], since: single.queuedAt });
        single = undefined;
      }
      continue;
    }
    const mate = parties.get(entry.teamId);
    if (!mate) parties.set(entry.teamId, entry);
    else {
      teams.push({ team: [mate, entry], since: mate.queuedAt });
      parties.delete(entry.teamId);
    }
  }
  return { teams: teams.sort((a, b) => a.since - b.since).map((t) => t.team), single };
}

export interface TeamPlan {
  readonly matches: readonly TeamMatch[];
  /** Whole teams unmatched after ghostAfterMs: each meets a team of two bots. */
  readonly alone: readonly QueuedTeam[];
  /** Single players without a teammate after ghostAfterMs: each plays beside a bot against two bots. */
  readonly singlesAlone: readonly TeamQueueEntry[];
}

/**
 * Teams with when each began to wait (its earlier member's queuedAt), grouped by sport and level
 * first; and the singles left without a teammate (one at most per sport and level).
 */
function queuedTeams(entries: readonly TeamQueueEntry[]): {
  teams: Array<{ team: QueuedTeam; since: number }>;
  singles: TeamQueueEntry[];
} {
  const groups = new Map<string, TeamQueueEntry[]>();
  for (const entry of entries) {
    const key = `${entry.sport}\u0000${entry.level}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  const grouped = [...groups.values()].map(teamsOf);
  const teams = grouped
    .flatMap((group) => group.teams.map((team) => ({ team, since: Math.min(team[0].queuedAt, team[1].queuedAt) })))
    .sort((a, b) => a.since - b.since || a.team[0].userId.localeCompare(b.team[0].userId));
  return { teams, singles: grouped.flatMap((group) => (group.single ? [group.single] : [])) };
}

export function planTeamQueue(entries: readonly TeamQueueEntry[], now: number, timing: MatchTiming): TeamPlan {
  const { teams, singles } = queuedTeams(entries);
  const taken = new Set<QueuedTeam>();
  const matches: TeamMatch[] = [];
  for (const { team, since } of teams) {
    if (taken.has(team)) continue;
    const sport = team[0].sport;
    const level = team[0].level;
    const open = teams.filter((t) => t.team !== team && !taken.has(t.team) && t.team[0].sport === sport);
    const widened = now - since >= timing.widenMs;
    const other = open.find((t) => t.team[0].level === level) ?? (widened ? open[0] : undefined);
    if (!other) continue;
    taken.add(team).add(other.team);
    matches.push({ first: team, second: other.team, sport, level });
  }
  const alone = teams.filter((t) => !taken.has(t.team) && now - t.since >= timing.ghostAfterMs).map((t) => t.team);
  // Singles team up at one level only (as before widening); an odd one out gets the bot teammate.
  const singlesAlone = singles.filter((single) => now - single.queuedAt >= timing.ghostAfterMs);
  return { matches, alone, singlesAlone };
}

/** Teams that meet at once (same sport and level), without waiting rules. */
export function planTeamMatches(entries: readonly TeamQueueEntry[]): TeamMatch[] {
  return [...planTeamQueue(entries, 0, { widenMs: Infinity, ghostAfterMs: Infinity }).matches];
}
