import { ArrowLeft, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { ApiError } from '../../../lib/api';
import { usePick } from '../hooks/usePick';
import { useDebateLive } from '../hooks/useDebateLive';
import { CommentsSection } from './CommentsSection';
import { PickBadges } from './PickBadges';
import { RelativeTime } from './RelativeTime';
import { VotePanel } from './VotePanel';
import { UserText, isolated } from '../../../components/UserText';
import { HiddenByModerator } from '../../reports/components/Hideable';
import { ReportButton } from '../../reports/components/ReportButton';

/** A debate with both sides in full, the vote, and its comments (spec section 2). */
export function DebateDetail({ id }: { id: string }) {
  const { t } = useTranslation('debates');
  const pick = usePick(id);
  // Others' votes, comments, replies and likes arrive while the page is open (issue 34).
  useDebateLive(id);
  const back = (
    <ButtonLink to="/forum" variant="ghost" size="sm" className="self-start">
      <ArrowLeft className="h-4 w-4" aria-hidden />
      {t('detail.back')}
    </ButtonLink>
  );

  if (pick.isPending) return <LoadingBlock label={t('detail.loading')} />;
  if (pick.isError) {
    const missing = pick.error instanceof ApiError && pick.error.status === 404;
    return (
      <div className="flex flex-col gap-4">
        {back}
        <Card role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
          <h1 className="text-xl font-bold text-fg">{missing ? t('detail.notFound') : t('detail.loadFailed')}</h1>
          {missing ? (
            <p className="text-sm text-muted">{t('detail.notFoundHint')}</p>
          ) : (
            <Button variant="secondary" onClick={() => void pick.refetch()}>
              <RotateCw className="h-4 w-4" aria-hidden />
              {t('list.retry')}
            </Button>
          )}
        </Card>
      </div>
    );
  }

  const debate = pick.data;
  return (
    <div className="flex flex-col gap-6">
      {back}
      <Card className="flex flex-col gap-5 p-4 sm:p-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <PickBadges pick={debate} />
          <span className="text-xs text-muted">
            {debate.author_name ? `${t('card.by', { author: isolated(debate.author_name) })} · ` : null}
            <RelativeTime iso={debate.created_at} />
          </span>
          <ReportButton kind="debate" targetId={debate.id} author={debate.author_name} />
        </div>
        <HiddenByModerator hidden={debate.hidden_by_moderator} />
        <h1 className="text-2xl leading-tight font-black text-fg sm:text-3xl">
          <UserText>{debate.option1_name}</UserText> <span className="font-medium text-muted">{t('card.versus')}</span>{' '}
          <UserText>{debate.option2_name}</UserText>
        </h1>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
          {[
            { name: debate.option1_name, text: debate.option1_description, border: 'border-accent/60' },
            { name: debate.option2_name, text: debate.option2_description, border: 'border-info/60' },
          ].map((side) => (
            <div key={side.name} className={`flex flex-col gap-1 border-l-2 pl-3 ${side.border}`}>
              <h2 className="font-bold text-fg">
                <UserText>{side.name}</UserText>
              </h2>
              <p className="text-sm break-words whitespace-pre-wrap text-muted">
                <UserText>{side.text}</UserText>
              </p>
            </div>
          ))}
        </div>
        <VotePanel pick={debate} showHint />
        <p className="text-sm text-muted">{t('card.votes', { count: debate.total_votes })}</p>
      </Card>
      <CommentsSection pickId={debate.id} />
    </div>
  );
}
