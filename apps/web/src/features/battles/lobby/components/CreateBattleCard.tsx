import type { BattleMode } from '@fanclash/protocol';
import { useMutation } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../../components/ui/Alert';
import { Button } from '../../../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../../components/ui/Card';
import { useBattleLabels } from '../../../battle-history/hooks/useBattleLabels';
import { createBattle } from '../../api';
import { SportLevelFields } from '../../components/SportLevelFields';
import { ModeToggle } from '../../components/ModeToggle';
import { useTeam } from '../../../teams/hooks/useTeam';
import { CreateBattleTimeoutError } from '../createBattleError';
import { createBattleMessage } from '../createBattleMessage';

interface CreateBattleCardProps {
  username: string;
  /** The request was given up after 10 s: the battle may exist, so the list should be asked again. */
  onTimeout: () => void;
}

/** Sport and difficulty, then Create Battle -> the waiting room (spec sections 2 and 4). */
export function CreateBattleCard({ username, onTimeout }: CreateBattleCardProps) {
  const { t } = useTranslation('battles');
  const { sportName, levelName } = useBattleLabels();
  const navigate = useNavigate();
  const [sport, setSport] = useState('');
  const [level, setLevel] = useState('');
  const [mode, setMode] = useState<BattleMode>('1v1');
  const team = useTeam();
  const teammate = team.data?.team?.members.find((member) => member.username.toLowerCase() !== username.toLowerCase())?.username ?? null;
  const needsTeam = mode === '2v2' && !teammate;
  const create = useMutation({
    mutationFn: () => createBattle(username, sport, level, mode),
    onSuccess: (battle) => void navigate(`/waiting-room/${encodeURIComponent(battle.id)}`),
    onError: (error) => {
      if (error instanceof CreateBattleTimeoutError) onTimeout();
    },
  });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sport && level && !needsTeam && !create.isPending) create.mutate();
  };

  const error = create.error ? createBattleMessage(t, create.error, { sport: sportName(sport), level: levelName(level) }) : null;
  const slow = create.error instanceof CreateBattleTimeoutError;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('create.title')}</CardTitle>
        <CardDescription>{t('create.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit} className="flex flex-col gap-4" noValidate>
          <ModeToggle mode={mode} onChange={setMode} disabled={create.isPending} label={t('create.mode')} />
          {mode === '2v2' ? (
            <p className="text-sm text-muted" data-testid="create-team-hint">
              {teammate ? t('teams.withTeammate', { name: teammate }) : t('teams.needTeam')}
            </p>
          ) : null}
          <SportLevelFields
            sport={sport}
            level={level}
            onSportChange={setSport}
            onLevelChange={setLevel}
            disabled={create.isPending}
            sportLabel={t('create.sport')}
            levelLabel={t('create.level')}
          />
          {error ? (
            <Alert tone={slow ? 'info' : 'error'} className="animate-fade-in">
              {error}
            </Alert>
          ) : null}
          <Button
            type="submit"
            size="lg"
            disabled={!sport || !level || needsTeam}
            loading={create.isPending}
            className="w-full sm:w-auto sm:self-end"
          >
            {create.isPending ? null : <Plus className="h-5 w-5" aria-hidden />}
            {create.isPending ? t('create.submitting') : t('create.submit')}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
