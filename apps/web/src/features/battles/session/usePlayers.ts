import { useSession } from '../../auth/hooks/useSession';
import type { PlayerSide } from '../components/PlayersHeader';
import { byPlayer } from './byPlayer';
import type { BattleSessionState } from './sessionState';

/** The two sides of the battle for the headers: names, avatars (mine from my record if the battle has none) and scores (or 'played'). */
export function usePlayers(
  state: Pick<BattleSessionState, 'me' | 'opponent' | 'avatars' | 'scores'> &
    Partial<Pick<BattleSessionState, 'opponentPlayed' | 'finished'>>,
): {
  me: PlayerSide;
  opponent: PlayerSide | null;
} {
  const { user } = useSession();
  const side = (username: string, fallbackAvatar?: string): PlayerSide => ({
    username,
    avatar: byPlayer(state.avatars, username) || fallbackAvatar,
    score: byPlayer(state.scores, username) ?? 0,
  });
  // A friend challenge's challenger played earlier: "played", never a score, until the result (issue 31).
  const played = state.opponentPlayed === true && !state.finished;
  return { me: side(state.me, user?.avatar), opponent: state.opponent ? { ...side(state.opponent), played } : null };
}
