import type { QueueEntry } from './plan.js';

/**
 * Play now for 2v2 (issue 32), pure: which queued teams meet. A party queues as one team (its
 * two entries share `teamId`); single players queued for 2v2 pair up into teams in queue order.
 * Two teams of the same sport and level meet, the longest waiting first (the play-now queue's
 * order). No level widening and no recorded runs or bot in 2v2: a team waits until another
 * comes, or leaves the queue.
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

/** Teams of one sport and level in queue order (a team waits since its earlier member queued). */
function teamsOf(entries: readonly TeamQueueEntry[]): QueuedTeam[] {
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
  return teams.sort((a, b) => a.since - b.since).map((t) => t.team);
}

export function planTeamMatches(entries: readonly TeamQueueEntry[]): TeamMatch[] {
  const groups = new Map<string, TeamQueueEntry[]>();
  for (const entry of entries) {
    const key = `${entry.sport}\u0000${entry.level}`;
    groups.set(key, [...(groups.get(key) ?? []), entry]);
  }
  const matches: TeamMatch[] = [];
  for (const group of groups.values()) {
    const teams = teamsOf(group);
    for (let i = 0; i + 1 < teams.length; i += 2) {
      const [first, second] = [teams[i], teams[i + 1]];
      if (first && second) matches.push({ first, second, sport: first[0].sport, level: first[0].level });
    }
  }
  return matches;
}
