import type { ReactNode } from 'react';
import type { BattleFinishedData } from '@fanclash/protocol';
import { Handshake, Home, ShieldX, Swords, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../../components/ui/Button';
import { Card } from '../../../../components/ui/Card';
import { cn } from '../../../../lib/cn';
import { PlayersHeader, type PlayerSide } from '../../components/PlayersHeader';
import { TeamScoreboard } from '../../components/TeamScoreboard';
import { statsFor } from '../../session/applyBattleResult';
import { NewStats } from './NewStats';
import { QuestionReview } from './QuestionReview';
import { ScoringExplanation } from './ScoringExplanation';

const LOOK = {
  win: { Icon: Trophy, tone: 'text-accent', glow: 'from-accent/25' },
  lose: { Icon: ShieldX, tone: 'text-danger', glow: 'from-danger/20' },
  draw: { Icon: Handshake, tone: 'text-info', glow: 'from-info/20' },
} as const;

interface ResultViewProps {
  result: BattleFinishedData;
  me: PlayerSide;
  opponent: PlayerSide | null;
  onBack: () => void;
  /** More actions under the result (the page adds Share). */
  actions?: ReactNode;
  /** 2v2: every player's avatar (the team scoreboard shows all four). */
  avatars?: Readonly<Record<string, string>>;
}

/**
 * Victory / Defeat / Draw, both players with their final scores (2v2: both teams with their
 * totals and each player's points), how it was scored, the new stats.
 */
export function ResultView({ result, me, opponent, onBack, actions, avatars }: ResultViewProps) {
  const { t } = useTranslation('battles');
  const { Icon, tone, glow } = LOOK[result.result];
  const stats = statsFor(result, me.username);
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-5">
      <Card
        className="relative flex flex-col items-center gap-5 overflow-hidden px-5 py-8 text-center sm:px-8 sm:py-10"
        data-testid="result-card"
        data-result={result.result}
      >
        <div aria-hidden className={cn('pointer-events-none absolute inset-x-0 top-0 h-48 bg-gradient-to-b to-transparent', glow)} />
        <Icon className={cn('relative h-14 w-14 sm:h-16 sm:w-16', tone)} aria-hidden />
        <div className="relative flex flex-col gap-2">
          <h1 className={cn('text-4xl font-black tracking-tight uppercase italic sm:text-6xl', tone)}>{t(`result.${result.result}`)}</h1>
          <p className="text-muted">{t(`result.${result.result}Hint`)}</p>
        </div>
        <div className="relative flex w-full flex-col items-center gap-3">
          <span className="text-xs font-semibold tracking-[0.2em] text-muted uppercase">{t('result.finalScore')}</span>
          {result.mode === '2v2' && result.teams && result.team_scores ? (
            <TeamScoreboard
              me={me.username}
              teams={result.teams}
              teamScores={result.team_scores}
              scores={result.final_scores}
              avatars={avatars}
              size="lg"
            />
          ) : (
            <PlayersHeader me={me} opponent={opponent} withScores size="lg" />
          )}
        </div>
      </Card>
      <QuestionReview battleId={result.battle_id} />
      <ScoringExplanation result={result} />
      {stats ? <NewStats stats={stats} /> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button size="lg" onClick={onBack}>
          <Home className="h-5 w-5" aria-hidden />
          {t('result.back')}
        </Button>
        <ButtonLink to="/battles" variant="secondary" size="lg">
          <Swords className="h-5 w-5" aria-hidden />
          {t('result.again')}
        </ButtonLink>
      </div>
      {actions}
    </div>
  );
}
