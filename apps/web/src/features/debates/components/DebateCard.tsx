import type { DebatePick } from '@fanclash/protocol';
import { MessageSquare, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/Card';
import { PickBadges } from './PickBadges';
import { RelativeTime } from './RelativeTime';
import { VotePanel } from './VotePanel';
import { UserText } from '../../../components/UserText';
import { HiddenByModerator } from '../../reports/components/Hideable';

/** One debate in the list: both sides, the vote bar and buttons, and a way into its comments. */
export function DebateCard({ pick }: { pick: DebatePick }) {
  const { t } = useTranslation('debates');
  const href = `/forum/debates/${encodeURIComponent(pick.id)}`;
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5" data-testid="debate-card">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PickBadges pick={pick} />
        <span className="text-xs text-muted">
          {pick.author_name ? `${t('card.by', { author: pick.author_name })} · ` : null}
          <RelativeTime iso={pick.created_at} />
        </span>
      </div>
      {/* Only its author still gets a debate a moderator hid: they see why it is gone for others. */}
      <HiddenByModerator hidden={pick.hidden_by_moderator} />
      <h3 className="text-lg leading-snug font-bold text-fg">
        <Link
          to={href}
          className="rounded hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <UserText>{pick.option1_name}</UserText> <span className="font-medium text-muted">{t('card.versus')}</span>{' '}
          <UserText>{pick.option2_name}</UserText>
        </Link>
      </h3>
      <div className="grid grid-cols-1 gap-3 text-sm text-muted md:grid-cols-2">
        <p className="line-clamp-3 border-l-2 border-accent/60 pl-3">
          <UserText>{pick.option1_description}</UserText>
        </p>
        <p className="line-clamp-3 border-l-2 border-info/60 pl-3">
          <UserText>{pick.option2_description}</UserText>
        </p>
      </div>
      <VotePanel pick={pick} />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-3 text-sm text-muted">
        <span className="inline-flex items-center gap-1.5">
          <Users className="h-4 w-4" aria-hidden />
          {t('card.votes', { count: pick.total_votes })}
        </span>
        <Link
          to={href}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-lg px-2 font-semibold text-fg hover:text-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <MessageSquare className="h-4 w-4" aria-hidden />
          {t('card.comments', { count: pick.comments_count })}
        </Link>
      </div>
    </Card>
  );
}
