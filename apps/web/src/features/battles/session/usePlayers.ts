import { useSession } from '../../auth/hooks/useSession';
import type { PlayerSide } from '../components/PlayersHeader';
import { byPlayer } from './byPlayer';
import type { BattleSessionState } from './sessionState';

/** The two sides of the battle for the headers: names, avatars (mine from my record if the battle has none) and scores. */
export function usePlayers(state: Pick<BattleSessionState, 'me' | 'opponent' | 'avatars' | 'scores'>): {
  me: PlayerSide;
  opponent: PlayerSide | null;
} {
  const { user } = useSession();
  const side = (username: string, fallbackAvatar?: string): PlayerSide => ({
    username,
    avatar: byPlayer(state.avatars, username) || fallbackAvatar,
    score: byPlayer(state.scores, username) ?? 0,
  });
  return { me: side(state.me, user?.avatar), opponent: state.opponent ? side(state.opponent) : null };
}
