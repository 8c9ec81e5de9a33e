import type { BattleMode } from '@fanclash/protocol';

/**
 * `?play=` on /battles: the result page's Play again queues Play now at once for the same sport,
 * level and format. 'sport:level' for 1v1 (the form issue 30 shipped), ':2v2' added for a team
 * battle (issue 32: a team that met the bots plays again as a team).
 */
export function playAgainValue(sport: string, level: string, mode: BattleMode): string {
  return mode === '2v2' ? `${sport}:${level}:2v2` : `${sport}:${level}`;
}

export function parsePlayAgain(value: string | null): { sport: string; level: string; mode: BattleMode } {
  const [sport = '', level = '', mode] = (value ?? '').split(':');
  return { sport, level, mode: mode === '2v2' ? '2v2' : '1v1' };
}
