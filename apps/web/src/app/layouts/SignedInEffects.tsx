import { useBattleStartedNavigation } from '../../features/battles/lobby/useBattleStartedNavigation';
import { useAccountLanguageSync } from './useAccountLanguageSync';

/**
 * Live behaviour of every signed-in page, inside the user socket's provider: a joined battle
 * takes both players to its countdown wherever they are (spec section 4), and the account
 * follows the interface language.
 */
export function SignedInEffects(): null {
  useBattleStartedNavigation();
  useAccountLanguageSync();
  return null;
}
