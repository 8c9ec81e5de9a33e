import type { DebateReply } from '@fanclash/protocol';
import type { ReactNode } from 'react';
import { Avatar } from '../../../components/Avatar';
import { RelativeTime } from './RelativeTime';
import { UserText } from '../../../components/UserText';
import { HiddenByModerator, HiddenForMe } from '../../reports/components/Hideable';
import { ReportButton } from '../../reports/components/ReportButton';

/** Author, time and text of a comment or reply; the text is shown as text, never as HTML. */
export function CommentBody({ item, actions }: { item: DebateReply; actions: ReactNode }) {
  return (
    <div className="flex gap-3">
      <Avatar username={item.author_name} avatar="" size="md" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <UserText className="font-semibold text-fg">{item.author_name}</UserText>
          <RelativeTime iso={item.created_at} className="text-xs text-muted" />
        </p>
        <HiddenByModerator hidden={item.hidden_by_moderator} />
        <HiddenForMe kind="comment" id={item.id}>
          <p className="text-sm break-words whitespace-pre-wrap text-fg/90">
            <UserText>{item.content}</UserText>
          </p>
        </HiddenForMe>
        <div className="flex flex-wrap items-center gap-1">
          {actions}
          <ReportButton kind="comment" targetId={item.id} author={item.author_name} />
        </div>
      </div>
    </div>
  );
}
