import { ChevronRight, Sparkles, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { ButtonLink } from '../../../components/ui/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/Card';
import { useFriendsList } from '../../friends/hooks/useFriendQueries';
import { FriendCard } from './FriendCard';

/** How many friends the tab shows; View All leads to the friends page for the rest. */
const SHOWN_FRIENDS = 6;

/**
 * The dashboard's friends tab (spec section 2): the friends from the player's record with
 * their count, an empty state with Add Friends, and the Friend Activity card ('coming soon').
 * Requests, search and chat arrive with the friends feature.
 */
export function FriendsTab({ username, friends }: { username: string; friends: readonly string[] }) {
  const { t } = useTranslation('dashboard');
  const friendsPage = `/${encodeURIComponent(username)}/friends`;
  // One call for every friend's rank, picture and presence (kept live by presence_updated).
  const list = useFriendsList(friends.length > 0);
  const known = (name: string) =>
    list.isPending ? undefined : (list.data?.find((f) => f.username.toLowerCase() === name.toLowerCase()) ?? null);
  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <Card data-testid="friends-list">
        <CardHeader className="flex-row items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <CardTitle>{t('friends.title')}</CardTitle>
            <Badge tone="accent">{t('friends.count', { count: friends.length })}</Badge>
          </div>
          {friends.length > 0 ? (
            <ButtonLink to={friendsPage} variant="ghost" size="sm">
              {t('friends.viewAll')}
              <ChevronRight className="h-4 w-4" aria-hidden />
            </ButtonLink>
          ) : null}
        </CardHeader>
        <CardContent>
          {friends.length === 0 ? (
            <div className="flex flex-col items-center gap-3 py-8 text-center">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-accent/10 text-accent">
                <Users className="h-6 w-6" aria-hidden />
              </span>
              <p className="font-semibold text-fg">{t('friends.empty')}</p>
              <p className="max-w-xs text-sm text-muted">{t('friends.emptyHint')}</p>
              <ButtonLink to={friendsPage} className="mt-1">
                <UserPlus className="h-4 w-4" aria-hidden />
                {t('friends.addFriends')}
              </ButtonLink>
            </div>
          ) : (
            <ul className="grid gap-2 sm:grid-cols-2">
              {friends.slice(0, SHOWN_FRIENDS).map((name) => (
                <FriendCard key={name} username={name} known={known(name)} />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {/* Spec section 2: this card only says coming soon. */}
      <Card data-testid="friend-activity">
        <CardHeader>
          <CardTitle>{t('friendActivity.title')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col items-center gap-3 py-6 text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-info/10 text-info">
            <Sparkles className="h-6 w-6" aria-hidden />
          </span>
          <p className="font-semibold text-fg">{t('friendActivity.comingSoon')}</p>
        </CardContent>
      </Card>
    </div>
  );
}
