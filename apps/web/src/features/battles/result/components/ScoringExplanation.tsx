import type { BattleFinishedData } from '@fanclash/protocol';
import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Card } from '../../../../components/ui/Card';
import { byPlayer } from '../../session/byPlayer';

/**
 * How the score was counted and why this result, in the interface language. Built from the
 * numbers the server sends with the result (`scoring`), so it can never disagree with the
 * points, and follows a language switch (the server's own `explanation` is in the language
 * saved on the account).
 */
export function ScoringExplanation({ result }: { result: BattleFinishedData }) {
  const { t, i18n } = useTranslation('battles');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage, { maximumFractionDigits: 1 });
  const { scoring, winner, loser } = result;
  const scoreOf = (name: string | null) => (name ? (byPlayer(result.final_scores, name) ?? 0) : 0);
  const [first, second] = Object.values(result.final_scores);
  const teams = result.mode === '2v2' && result.teams && result.team_scores ? { names: result.teams, scores: result.team_scores } : null;
  const outcome = teams
    ? teamOutcome(t, result, teams.names, teams.scores)
    : result.reason === 'forfeit' && winner && loser
      ? t('result.outcomeForfeit', { winner, loser })
      : winner && loser
        ? t('result.outcomeWin', { winner, score: `${scoreOf(winner)} : ${scoreOf(loser)}` })
        : t('result.outcomeDraw', { score: `${first ?? 0} : ${second ?? 0}` });
  return (
    <Card className="flex flex-col gap-3 p-5 sm:p-6" data-testid="result-explanation">
      <h2 className="flex items-center gap-2 text-base font-bold text-fg">
        <Info className="h-5 w-5 text-info" aria-hidden />
        {t('result.explanationTitle')}
      </h2>
      <p className="text-sm leading-relaxed text-muted">
        {t('result.rule', {
          points: scoring.correct_points,
          bonus: scoring.speed_bonus_max,
          seconds: number.format(scoring.question_ms / 1000),
        })}
        {teams ? ` ${t('teams.rule')}` : null}
      </p>
      <p className="text-sm font-semibold text-fg">{outcome}</p>
    </Card>
  );
}

/** 2v2 (issue 32): which team won and by how much, my team's total first; or the team that left. */
function teamOutcome(
  t: TFunction<'battles'>,
  result: BattleFinishedData,
  teams: readonly (readonly string[])[],
  scores: readonly number[],
): string {
  const [mine = [], theirs = []] = teams;
  const [my = 0, their = 0] = scores;
  const names = (team: readonly string[]) => t('teams.creatorTeam', { first: team[0] ?? '', second: team[1] ?? '' });
  const [winners, losers] = result.result === 'lose' ? [theirs, mine] : [mine, theirs];
  if (result.reason === 'forfeit' && result.result !== 'draw')
    return t('teams.outcomeForfeit', { winners: names(winners), losers: names(losers) });
  if (result.result === 'draw') return t('teams.outcomeDraw', { score: `${my} : ${their}` });
  return t('teams.outcomeWin', { winners: names(winners), score: result.result === 'win' ? `${my} : ${their}` : `${their} : ${my}` });
}
