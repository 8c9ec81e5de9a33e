import type { DebatePick, VoteOption } from '@fanclash/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { useDebateErrorText } from '../hooks/useDebateErrorText';
import { useVote } from '../hooks/useVote';
import { VoteBar } from './VoteBar';
import { VoteButtons } from './VoteButtons';

/** The vote bar and buttons of one debate, with 'Voting failed: …' shown in place. */
export function VotePanel({ pick, showHint = false }: { pick: DebatePick; showHint?: boolean }) {
  const { t } = useTranslation('debates');
  const vote = useVote();
  const errorText = useDebateErrorText();
  const [error, setError] = useState<string | null>(null);
  const handleVote = (option: VoteOption) => {
    setError(null);
    vote.mutate({ pick, option }, { onError: (failure) => setError(t('vote.failed', { reason: errorText(failure) })) });
  };
  return (
    <div className="flex flex-col gap-3">
      <VoteBar pick={pick} />
      <VoteButtons pick={pick} onVote={handleVote} disabled={vote.isPending} />
      {showHint ? <p className="text-xs text-muted">{t('vote.hint')}</p> : null}
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
