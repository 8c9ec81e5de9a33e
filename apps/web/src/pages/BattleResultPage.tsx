import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LoadingBlock } from '../components/ui/Spinner';
import { ResultView } from '../features/battles/result/components/ResultView';
import { hasShowableResult } from '../features/battles/result/resultRules';
import { useBattleSession } from '../features/battles/session/useBattleSession';
import { usePlayers } from '../features/battles/session/usePlayers';
import { RematchButton } from '../features/rematch/RematchButton';
import { ShareResultButton } from '../features/share/ShareResultButton';
import { RunResultView } from '../features/daily/components/RunResultView';
import { usePageTitle } from '../hooks/usePageTitle';

/**
 * `/{id}/battle-result`. After a reload the battle socket replays the stored result. A page
 * with no result to show goes to the dashboard (spec section 4); leaving closes the battle
 * connection and drops its state.
 */
export default function BattleResultPage() {
  const { t } = useTranslation('battles');
  usePageTitle(t('result.pageTitle'));
  const navigate = useNavigate();
  const { battleId = '' } = useParams();
  const { state, gaveUp } = useBattleSession();
  const scores = state.finished?.final_scores ?? state.scores;
  const opponent =
    state.opponent ??
    (state.finished ? Object.keys(state.finished.final_scores).find((name) => name.toLowerCase() !== state.me.toLowerCase()) : undefined) ??
    null;
  const players = usePlayers({ ...state, scores, opponent });
  const dashboard = `/${encodeURIComponent(state.me)}`;
  const showable = hasShowableResult(state.finished);
  // Known to have no result: the server answered (or the connection gave up) without one.
  const settledWithout =
    !state.runFinished && !showable && (state.finished !== null || state.heard || state.ended !== null || gaveUp !== null);

  useEffect(() => {
    if (settledWithout) void navigate(dashboard, { replace: true });
  }, [settledWithout, dashboard, navigate]);

  // A solo run (a challenge's first turn, a daily run): my score and grid, nobody's result.
  if (state.runFinished) return <RunResultView run={state.runFinished} me={state.me} opponent={state.opponent} />;
  if (!state.finished || !showable) return <LoadingBlock label={t('result.loading')} />;
  const finalScores = state.finished.final_scores;
  // 2v2 (issue 32): the rematch and the share card are 1v1 features; the result stands alone.
  const share =
    opponent && state.finished.mode !== '2v2' ? (
      <div className="flex flex-col items-center gap-4">
        <RematchButton battleId={battleId} opponent={opponent} />
        <ShareResultButton
          battleId={battleId}
          first={{ username: state.me, score: finalScores[state.me] ?? 0 }}
          second={{ username: opponent, score: finalScores[opponent] ?? 0 }}
        />
      </div>
    ) : null;
  return (
    <ResultView
      result={state.finished}
      me={players.me}
      opponent={players.opponent}
      onBack={() => void navigate(dashboard)}
      actions={share}
      avatars={state.avatars}
    />
  );
}
