import { BATTLE_SPORTS, LEVELS, type BattleMode } from '@fanclash/protocol';
import { Zap } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/Card';
import { useBattleLabels } from '../../battle-history/hooks/useBattleLabels';
import { SportLevelFields } from '../components/SportLevelFields';
import { ModeToggle } from '../components/ModeToggle';
import { useSession } from '../../auth/hooks/useSession';
import { useNow } from '../hooks/useNow';
import { parsePlayAgain } from './playAgain';
import { usePlayNow } from './usePlayNow';

const isSport = (value: string | undefined): value is string => BATTLE_SPORTS.some((s) => s === value);
const isLevel = (value: string | undefined): value is string => LEVELS.some((l) => l === value);

/**
 * `/battles`, top: Play now (issue 30). Its selects are named apart from Create a battle's
 * ('What to play', 'Level'), so each is found by its own label. A sport, a level, one button; while waiting, the
 * seconds waited, the players waiting for that sport, and Cancel. `?play=sport:level[:2v2]` (the
 * result page's Play again) starts at once.
 */
export function PlayNowCard() {
  const { t } = useTranslation('battles');
  const { sportName } = useBattleLabels();
  const playNow = usePlayNow();
  const { username } = useSession();
  const [params, setParams] = useSearchParams();
  const { sport: again, level: againLevel, mode: againMode } = parsePlayAgain(params.get('play'));
  const [sport, setSport] = useState(isSport(again) ? again : '');
  const [level, setLevel] = useState(isLevel(againLevel) ? againLevel : '');
  const [mode, setMode] = useState<BattleMode>(againMode);
  const now = useNow(1_000, playNow.queued !== null);

  // Play again: once the live connection is open, queue for the same sport and level.
  const started = useRef(false);
  const { online, play } = playNow;
  useEffect(() => {
    if (started.current || !online || !isSport(again) || !isLevel(againLevel)) return;
    started.current = true;
    play(again, againLevel, againMode);
    setParams((current) => {
      current.delete('play');
      return current;
    });
  }, [online, again, againLevel, againMode, play, setParams]);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sport && level && !playNow.asking) playNow.play(sport, level, mode);
  };

  const { queued } = playNow;
  const queuedWith = queued?.team.find((name) => name.toLowerCase() !== (username ?? '').toLowerCase()) ?? null;
  return (
    <Card data-testid="play-now">
      <CardHeader>
        <CardTitle>{t('playNow.title')}</CardTitle>
        <CardDescription>{t('playNow.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {queued ? (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between" role="status" aria-live="polite">
            <div className="flex flex-col gap-1">
              <p className="font-semibold text-fg" data-testid="play-now-searching" data-mode={queued.mode}>
                {t(queued.mode === '2v2' ? 'playNow.searchingTeam' : 'playNow.searching', {
                  seconds: Math.max(0, Math.floor((now - queued.since) / 1_000)),
                })}
              </p>
              {queuedWith ? <p className="text-sm text-muted">{t('playNow.queuedWith', { name: queuedWith })}</p> : null}
              <p className="text-sm text-muted">{t('playNow.waiting', { count: queued.waiting, sport: sportName(queued.sport) })}</p>
            </div>
            <Button variant="secondary" onClick={playNow.cancel} className="w-full sm:w-auto">
              {t('playNow.cancel')}
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-3">
            <form onSubmit={handleSubmit} className="flex flex-col gap-4 lg:flex-row lg:items-end" noValidate>
              <ModeToggle mode={mode} onChange={setMode} disabled={playNow.asking} label={t('playNow.mode')} />
              <SportLevelFields
                sport={sport}
                level={level}
                onSportChange={setSport}
                onLevelChange={setLevel}
                disabled={playNow.asking}
                sportLabel={t('playNow.sport')}
                levelLabel={t('playNow.level')}
                className="grid flex-1 grid-cols-1 gap-4 sm:grid-cols-2"
              />
              <Button type="submit" size="lg" disabled={!sport || !level} loading={playNow.asking} className="w-full sm:w-auto">
                {playNow.asking ? null : <Zap className="h-5 w-5" aria-hidden />}
                {t('playNow.submit')}
              </Button>
            </form>
            {mode === '2v2' ? <p className="text-sm text-muted">{t('playNow.teamHint')}</p> : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
