import { battleLevelInputSchema, battleSportInputSchema } from '@fanclash/protocol';
import type { Platform } from '../../platform/platform.js';
import { hiddenQuestions } from '../question-reports/hidden.js';
import type { EngineQuestion } from './engine/types.js';
import { drawBattleQuestions } from './questions.js';

/**
 * A battle's questions as every start draws them: the configured count of its sport and level,
 * avoiding what its players saw recently and what reports hid. Empty when the row's sport or
 * level is no longer one we play, or the bank has none (the caller refuses with no_questions).
 */
export function drawQuestionsFor(
  platform: Platform,
  battle: { readonly id: string; readonly sport: string; readonly level: string },
  seen: Iterable<string>,
): EngineQuestion[] {
  const sport = battleSportInputSchema.safeParse(battle.sport);
  const level = battleLevelInputSchema.safeParse(battle.level);
  if (!sport.success || !level.success) return [];
  return drawBattleQuestions(battle.id, sport.data, level.data, platform.config.battle.questions, seen, hiddenQuestions(platform).ids());
}
