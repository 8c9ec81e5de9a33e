import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Friend } from '@fanclash/protocol';
import { Avatar } from '../../../components/Avatar';
import { buttonClasses } from '../../../components/ui/Button';
import { usePublicUser } from '../../profile/hooks/usePublicUser';
import { UserText } from '../../../components/UserText';

/**
 * One friend: the card opens their profile (/view-profile/{name}); Chat opens the
 * conversation. Their rank and picture come from their public record; if that fails the
 * card still shows the name (spec section 8: rank 0, no avatar).
 */
/** `known`: the friend from the friends list; undefined while it loads, null if it failed or lacks them. */
export function FriendCard({ username, known }: { username: string; known: Friend | null | undefined }) {
  const { t, i18n } = useTranslation('dashboard');
  // The friends list (one call) already has rank, picture and presence; the public record is the fallback.
  const fetched = usePublicUser(known === null ? username : '');
  const ranking = known?.ranking ?? fetched.data?.ranking ?? 0;
  const avatar = known?.avatar ?? fetched.data?.avatar;
  const status = known?.status;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <li className="relative flex items-center gap-3 rounded-xl border border-line/70 bg-canvas/40 p-3 transition-colors focus-within:border-accent/60 hover:border-line-strong">
      <Avatar username={username} avatar={avatar} size="xl" status={status} label={status ? username : undefined} />
      <div className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-bold text-fg">
          <UserText>{username}</UserText>
        </span>
        <span className="text-xs text-muted">
          {ranking > 0 ? t('friends.rankValue', { rank: number.format(ranking) }) : t('friends.notRanked')}
        </span>
      </div>
      {/* The stretched link makes the whole card open the profile, with one tab stop for it. */}
      <Link
        to={`/view-profile/${encodeURIComponent(username)}`}
        aria-label={t('friends.profileOf', { username })}
        className={buttonClasses('ghost', 'sm', 'after:absolute after:inset-0 after:rounded-xl')}
      >
        {t('friends.viewProfile')}
      </Link>
      <Link
        to={`/chats/${encodeURIComponent(username)}`}
        aria-label={t('friends.chatWith', { username })}
        className={buttonClasses('secondary', 'icon', 'relative z-10')}
      >
        <MessageCircle className="h-4 w-4" aria-hidden />
      </Link>
    </li>
  );
}
