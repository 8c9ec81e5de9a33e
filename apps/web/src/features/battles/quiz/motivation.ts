import type { en } from '../../../i18n/resources';

export type MotivationKey = keyof typeof en.battles.quiz.motivation;
const KEYS = ['m0', 'm1', 'm2', 'm3', 'm4', 'm5'] as const satisfies readonly MotivationKey[];

/** The pause's motivational line: varies from round to round, the same for a round on every render. */
export function motivationKey(questionIndex: number): MotivationKey {
  return KEYS[Math.abs(questionIndex) % KEYS.length] ?? 'm0';
}
