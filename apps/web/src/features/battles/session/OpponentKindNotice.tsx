import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/Button';
import { botNumber } from '../../battle-history/labels';
import { OpponentKindBadge } from '../components/OpponentKindBadge';
import { playAgainValue } from '../play-now/playAgain';
import { useBattleSession } from './useBattleSession';

/**
 * On the countdown, the quiz and the result of a battle against a recorded run or the bot:
 * who the opponent is and what kind, that the battle changes no stats, and on the result
 * Play again (the same sport, level and format, straight into Play now). Nothing for a person.
 */
export function OpponentKindNotice() {
  const { t } = useTranslation('battles');
  const { state } = useBattleSession();
  if (state.opponentKind === 'player' || state.opponentKind === 'daily' || !state.opponent) return null;
  const finished = state.finished !== null;
  // 2v2 Play now: a lone player's teammate may be a bot too (teams[0] is the player's own team).
  const botPartner = state.teams?.[0]?.some((name) => name !== state.me && botNumber(name) !== null) === true;
  const botNotice = state.mode !== '2v2' ? 'botNotice' : botPartner ? 'teamBotPartnerNotice' : 'teamBotNotice';
  return (
    <aside
      className="mb-4 flex flex-col gap-2 rounded-xl border border-line bg-raised/60 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
      data-testid="opponent-kind-notice"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2 text-fg">
          <OpponentKindBadge kind={state.opponentKind} />
          <span>
            {state.opponentKind === 'bot' ? t(`opponentKind.${botNotice}`) : t('opponentKind.recordedNotice', { name: state.opponent })}
          </span>
        </p>
        {finished ? <p className="text-muted">{t('opponentKind.noStats')}</p> : null}
      </div>
      {finished && state.sport && state.level ? (
        <ButtonLink
          to={`/battles?play=${encodeURIComponent(playAgainValue(state.sport, state.level, state.mode))}`}
          size="sm"
          className="w-full sm:w-auto"
        >
          <RotateCcw className="h-4 w-4" aria-hidden />
          {t('opponentKind.playAgain')}
        </ButtonLink>
      ) : null}
    </aside>
  );
}
