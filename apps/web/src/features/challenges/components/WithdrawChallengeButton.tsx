import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/notices/toast';
import { challengeQueryKeys, withdrawChallenge } from '../api';

/**
 * The challenger takes back a challenge the friend has not started (issue 31). The list follows
 * from challenge_withdrawn on /ws too (every tab); a turn being played cannot be withdrawn.
 */
export function WithdrawChallengeButton({ id, friend }: { id: string; friend: string }) {
  const { t } = useTranslation('challenges');
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () => withdrawChallenge(id),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: challengeQueryKeys.all }),
    onError: (error) => {
      const code = error instanceof ApiError ? error.code : '';
      toast.error(
        t(code === 'challenge_in_play' ? 'withdraw.inPlay' : code === 'challenge_not_found' ? 'withdraw.gone' : 'withdraw.failed'),
      );
    },
  });
  return (
    <Button
      size="sm"
      variant="ghost"
      loading={withdraw.isPending}
      onClick={() => withdraw.mutate()}
      aria-label={t('withdraw.named', { username: friend })}
      data-testid="withdraw-challenge"
    >
      <Undo2 className="h-4 w-4" aria-hidden />
      {t('withdraw.button')}
    </Button>
  );
}
