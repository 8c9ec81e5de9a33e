import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Swords } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/ui/Alert';
import { Button, type ButtonSize, type ButtonVariant } from '../../../components/ui/Button';
import { Dialog, DialogContent, DialogTrigger } from '../../../components/ui/Dialog';
import { ApiError } from '../../../lib/api';
import { SportLevelFields } from '../../battles/components/SportLevelFields';
import { useLiveErrorText } from '../../battles/hooks/useLiveErrorText';
import { challengeQueryKeys, challengeRunPath, createChallenge } from '../api';

interface ChallengeButtonProps {
  username: string;
  /** Preset sport and level (a new challenge after a finished one). */
  sport?: string;
  level?: string;
  /** 'Challenge again' (a new challenge after a finished one). */
  again?: boolean;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Icon only below the small breakpoint (rows with several buttons at 360 px). */
  compact?: boolean;
}

/**
 * Challenge a friend (issue 31): pick the sport and level, then play your turn at once; the
 * friend plays the same questions within a day, whenever they like.
 */
export function ChallengeButton({
  username,
  sport: presetSport = '',
  level: presetLevel = '',
  again = false,
  variant = 'secondary',
  size = 'sm',
  className,
  compact = false,
}: ChallengeButtonProps) {
  const { t } = useTranslation('challenges');
  const errorText = useLiveErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [sport, setSport] = useState(presetSport);
  const [level, setLevel] = useState(presetLevel);
  const create = useMutation({
    mutationFn: () => createChallenge(username, sport, level),
    onSuccess: ({ id }) => {
      void queryClient.invalidateQueries({ queryKey: challengeQueryKeys.all });
      setOpen(false);
      void navigate(challengeRunPath(id));
    },
  });
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sport && level && !create.isPending) create.mutate();
  };
  const error = create.error
    ? errorText({ code: create.error instanceof ApiError ? create.error.code : 'network_error', message: create.error.message })
    : null;

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant={variant}
          size={size}
          className={className}
          aria-label={t('button.challengeNamed', { username })}
          data-testid="challenge-button"
        >
          <Swords className="h-4 w-4" aria-hidden />
          <span className={compact ? 'hidden sm:inline' : undefined}>{again ? t('button.again') : t('button.challenge')}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('dialog.title', { username })}
        description={t('dialog.description', { username })}
        closeLabel={t('dialog.close')}
      >
        <form onSubmit={handleSubmit} className="flex flex-col gap-4" noValidate data-testid="challenge-form">
          <SportLevelFields
            sport={sport}
            level={level}
            onSportChange={setSport}
            onLevelChange={setLevel}
            disabled={create.isPending}
            sportLabel={t('dialog.sport')}
            levelLabel={t('dialog.level')}
          />
          {error ? <Alert>{error}</Alert> : null}
          <Button type="submit" size="lg" disabled={!sport || !level} loading={create.isPending}>
            {create.isPending ? t('dialog.submitting') : t('dialog.submit')}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
