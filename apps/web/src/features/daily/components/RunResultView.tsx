import type { BattleServerMessageOf } from '@fanclash/protocol';
import { Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/Card';
import { useBattleLabels } from '../../battle-history/hooks/useBattleLabels';
import { dailyBoardPath } from '../api';
import { useShareDaily } from '../hooks/useShareDaily';

interface RunResultViewProps {
  run: BattleServerMessageOf<'run_finished'>;
  me: string;
  /** The friend of a challenge (who plays next). */
  opponent: string | null;
}

/**
 * The end of a solo run (issue 31): my score and the right/wrong grid. A daily run offers its
 * board and a share text (the grid, the score and a link; no question, no answer); a challenge's
 * first turn says the friend plays next.
 */
export function RunResultView({ run, me, opponent }: RunResultViewProps) {
  const { t } = useTranslation('daily');
  const { t: tc } = useTranslation('challenges');
  const { sportName } = useBattleLabels();
  const navigate = useNavigate();
  const dashboard = `/${encodeURIComponent(me)}`;

  const shareDaily = useShareDaily();
  const share = () =>
    shareDaily({ sport: run.sport, date: run.date ?? new Date().toISOString().slice(0, 10), score: run.score, grid: run.grid });

  return (
    <Card className="mx-auto w-full max-w-lg" data-testid="run-result">
      <CardHeader>
        <CardTitle>{run.mode === 'daily' ? t('run.title') : tc('run.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col items-center gap-4 text-center">
        <p className="text-2xl font-black text-fg" data-testid="run-score">
          {t('run.score', { score: run.score })}
        </p>
        <ol className="flex flex-wrap justify-center gap-1.5" aria-label={sportName(run.sport)}>
          {run.grid.map((right, i) => (
            <li
              key={i}
              className={`h-7 w-7 rounded-md ${right === true ? 'bg-success' : right === false ? 'bg-danger' : 'bg-raised'}`}
              aria-label={tc('run.grid', {
                index: i + 1,
                outcome: tc(right === true ? 'run.right' : right === false ? 'run.wrong' : 'run.none'),
              })}
            />
          ))}
        </ol>
        {run.mode === 'challenge' && opponent ? <p className="text-sm text-muted">{tc('run.waiting', { username: opponent })}</p> : null}
        <div className="flex flex-wrap justify-center gap-2">
          {run.mode === 'daily' ? (
            <>
              <Button onClick={() => void share()}>
                <Share2 className="h-4 w-4" aria-hidden />
                {t('run.share')}
              </Button>
              <Link
                to={dailyBoardPath(run.sport)}
                className="inline-flex items-center rounded-xl px-3 py-2 text-sm font-semibold text-accent hover:underline"
              >
                {t('run.toBoard')}
              </Link>
            </>
          ) : (
            <Link
              to={`/${encodeURIComponent(me)}/friends`}
              className="inline-flex items-center rounded-xl px-3 py-2 text-sm font-semibold text-accent hover:underline"
            >
              {tc('run.toChallenges')}
            </Link>
          )}
          <Button variant="secondary" onClick={() => void navigate(dashboard)}>
            {t('run.back')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
