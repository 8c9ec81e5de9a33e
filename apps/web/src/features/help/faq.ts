import { BarChart3, Calculator, Dumbbell, ShieldCheck, Swords, Trophy, type LucideIcon } from 'lucide-react';
import type helpEn from './i18n/en.json';

export type FaqSectionKey = keyof typeof helpEn.faq.sections;
export type FaqItemKey = keyof typeof helpEn.faq.items;

/**
 * The FAQ's sections and questions (texts under `faq.items.<key>.q/a` in the help namespace).
 * The answers state the rules in the root README: keep them in step when a rule changes.
 */
export const FAQ_SECTIONS: ReadonlyArray<{ key: FaqSectionKey; Icon: LucideIcon; items: readonly FaqItemKey[] }> = [
  { key: 'scoring', Icon: Calculator, items: ['points', 'winner', 'timing'] },
  { key: 'stats', Icon: BarChart3, items: ['totals', 'winRate', 'reset'] },
  { key: 'ranking', Icon: Trophy, items: ['order', 'seeRank'] },
  { key: 'battles', Icon: Swords, items: ['waiting', 'teams', 'playNow', 'questions'] },
  { key: 'training', Icon: Dumbbell, items: ['trainingModes', 'trainingTimer'] },
  { key: 'privacy', Icon: ShieldCheck, items: ['data', 'device', 'replays', 'delete'] },
];
