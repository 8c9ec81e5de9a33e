import { MailPlus, Send, UserPlus, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { Badge } from '../../../components/ui/Badge';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/Card';
import { Dialog, DialogContent } from '../../../components/ui/Dialog';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { useSession } from '../../auth/hooks/useSession';
import { useFriendsList } from '../hooks/useFriendQueries';
import { useInvitedFriends } from '../hooks/useInvitedFriends';
import { UserText } from '../../../components/UserText';

/**
 * The waiting room's invite-friends sheet and invited list (spec sections 2, 4, 5): friends
 * with the online ones first, one invitation at a time (the other invite buttons are disabled
 * while one is pending), cancel, and the list kept per battle in local storage.
 */
export function InvitePanel({ battleId }: { battleId: string }) {
  const { t } = useTranslation(['friends', 'common']);
  const [open, setOpen] = useState(false);
  const { entries, pending, invite, cancel, dismiss } = useInvitedFriends(battleId);
  const friends = useFriendsList(open);
  const username = useSession().username ?? '';
  const sorted = [...(friends.data ?? [])].sort((a, b) => Number(b.status === 'online') - Number(a.status === 'online'));

  return (
    <Card data-testid="invited-friends">
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle>{t('invite.invitedTitle')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {entries.length === 0 ? (
          <p className="text-sm text-muted">{t('invite.noneInvited')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {entries.map((entry) => (
              <li key={entry.username} data-testid="invited-entry" data-username={entry.username} className="flex items-center gap-2">
                <Avatar username={entry.username} size="md" />
                <span title={entry.username} className="min-w-0 flex-1 truncate font-semibold text-fg">
                  <UserText>{entry.username}</UserText>
                </span>
                {entry.status === 'pending' ? (
                  <>
                    <Badge tone="warning">{t('invite.pending')}</Badge>
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={t('invite.cancelNamed', { username: entry.username })}
                      onClick={() => cancel(entry.username)}
                    >
                      {t('invite.cancel')}
                    </Button>
                  </>
                ) : (
                  <>
                    <Badge tone="danger">{t('invite.declined')}</Badge>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={t('invite.removeEntry', { username: entry.username })}
                      onClick={() => dismiss(entry.username)}
                    >
                      <X className="h-4 w-4" aria-hidden />
                    </Button>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
        <Button variant="secondary" onClick={() => setOpen(true)}>
          <MailPlus className="h-4 w-4" aria-hidden />
          {t('invite.open')}
        </Button>
      </CardContent>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          variant="sheet"
          title={t('invite.title')}
          description={t('invite.description')}
          closeLabel={t('common:actions.close')}
        >
          <div className="-mx-1 flex min-h-0 flex-1 flex-col gap-2 overflow-y-auto px-1" data-testid="invite-sheet">
            {pending ? <p className="text-xs text-muted">{t('invite.onePending')}</p> : null}
            {friends.isPending ? (
              <LoadingBlock label={t('page.loading')} />
            ) : friends.isError ? (
              <p className="text-sm text-danger">{t('invite.loadFailed')}</p>
            ) : sorted.length === 0 ? (
              <div className="flex flex-col items-start gap-3">
                <p className="text-sm text-muted">{t('invite.empty')}</p>
                <ButtonLink to={`/${encodeURIComponent(username)}/friends`} size="sm">
                  <UserPlus className="h-4 w-4" aria-hidden />
                  {t('invite.findFriends')}
                </ButtonLink>
              </div>
            ) : (
              <ul className="flex flex-col gap-2">
                {sorted.map((friend) => {
                  const isPending = pending?.toLowerCase() === friend.username.toLowerCase();
                  return (
                    <li
                      key={friend.username}
                      data-testid="invite-row"
                      data-username={friend.username}
                      className="flex items-center gap-2 rounded-lg border border-line/70 p-2"
                    >
                      <Avatar username={friend.username} avatar={friend.avatar} size="md" status={friend.status} label={friend.username} />
                      <span title={friend.username} className="min-w-0 flex-1 truncate text-sm font-semibold text-fg">
                        <UserText>{friend.username}</UserText>
                      </span>
                      {isPending ? (
                        <Badge tone="warning">{t('invite.pending')}</Badge>
                      ) : (
                        <Button
                          size="sm"
                          disabled={pending !== null}
                          aria-label={t('invite.inviteNamed', { username: friend.username })}
                          onClick={() => invite(friend.username)}
                        >
                          <Send className="h-4 w-4" aria-hidden />
                          {t('invite.invite')}
                        </Button>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
