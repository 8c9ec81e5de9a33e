import { createContext } from 'react';
import type { BattleSession } from './BattleSession';

/** The battle being played; set by BattleSessionLayout around the countdown, quiz and result pages. */
export const BattleSessionContext = createContext<BattleSession | null>(null);
