import { LIMITS, type NotificationSettings, type User } from '@fanclash/protocol';
import { Bell, CircleHelp, LogOut, Medal, MessageCircle, Radio, ShieldCheck, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Avatar } from '../../../components/Avatar';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/DropdownMenu';
import { useSignOut } from '../../../features/auth/hooks/useSignOut';
import { UnsentReviewsDialog } from '../../../features/training/offline/UnsentReviewsDialog';
import { useChatUnreadTotal } from '../../../features/chat/hooks/useChatUnreadTotal';
import { useChallengeTurnCount } from '../../../features/challenges/components/ChallengeNotifications';
import { useTeamInviteCount } from '../../../features/teams/components/TeamInviteNotifications';
import { useForumUnread } from '../../../features/notifications/hooks/useForumNotifications';
import { useInAppSwitch } from '../../../features/notifications/hooks/useInAppSwitch';
import { notificationBadgeCount } from '../../../features/notifications/inApp';
import { useIsModerator } from '../../../features/moderation/useIsModerator';
import { shownRank } from '../../../lib/rank';

/**
 * Friend requests plus battle invitations, shown as "99+" above 99 (spec section 2), less a kind
 * the player turned off in the app (notification settings, issue 34).
 */
export function notificationCount(user: User | null, settings?: NotificationSettings): number {
  if (!user) return 0;
  return notificationBadgeCount(
    { friendRequests: user.friendRequests.length, invitations: user.invitations.length, challenges: 0, forum: 0 },
    settings,
  );
}

export function formatBadgeCount(count: number): string {
  return count > LIMITS.notificationBadgeCap ? `${LIMITS.notificationBadgeCap}+` : String(count);
}

interface UserMenuProps {
  username: string;
  user: User | null;
}

/** The avatar menu: rank, notifications, profile, friends, chats, sign out. */
export function UserMenu({ username, user }: UserMenuProps) {
  const { t } = useTranslation();
  const { t: tChat } = useTranslation('chat');
  const { t: help } = useTranslation('help');
  const { t: tMod } = useTranslation('moderation');
  const moderator = useIsModerator();
  const navigate = useNavigate();
  const { signOut, signingOut, unsent, keepSignedIn } = useSignOut();
  const base = `/${encodeURIComponent(username)}`;
  // The badge also counts the forum's unread notifications (replies, likes, trending debates).
  // Friend challenges waiting for my turn count too (issue 31), and team invitations (issue 32).
  const notifications =
    notificationCount(user, useInAppSwitch().settings) + useForumUnread() + useChallengeTurnCount() + useTeamInviteCount();
  const chatUnread = useChatUnreadTotal(username);
  const rank = shownRank(user?.ranking);
  const rankText = !user ? '—' : rank === null ? t('userMenu.unranked') : t('userMenu.rankValue', { rank });

  const item = (to: string, icon: ReactNode, label: string, aside?: ReactNode) => (
    <DropdownMenuItem onSelect={() => void navigate(to)}>
      {icon}
      <span className="flex-1">{label}</span>
      {aside}
    </DropdownMenuItem>
  );

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          // The badge is decoration; its count is part of the button's name, so screen readers hear it too.
          aria-label={
            (notifications > 0
              ? t('userMenu.openWithNotifications', { username, count: notifications })
              : t('userMenu.open', { username })) + (chatUnread > 0 ? `, ${tChat('menu.unread', { count: chatUnread })}` : '')
          }
          data-testid="user-menu"
          className="relative rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <Avatar username={username} avatar={user?.avatar} />
          {notifications > 0 ? (
            <span
              aria-hidden
              className="absolute -top-1 -right-1 min-w-5 rounded-full bg-danger px-1 text-center text-[10px] leading-5 font-bold text-canvas"
            >
              {formatBadgeCount(notifications)}
            </span>
          ) : null}
          {chatUnread > 0 ? (
            <span
              aria-hidden
              data-testid="chat-unread-total"
              className="absolute -right-1 -bottom-1 min-w-5 rounded-full bg-accent px-1 text-center text-[10px] leading-5 font-bold text-on-accent"
            >
              {formatBadgeCount(chatUnread)}
            </span>
          ) : null}
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuLabel className="flex items-center gap-3">
            <Avatar username={username} avatar={user?.avatar} size="sm" />
            <span className="flex min-w-0 flex-col">
              <span className="truncate text-sm font-bold text-fg">{username}</span>
              <span className="flex items-center gap-1">
                <Medal className="h-3.5 w-3.5 text-accent" aria-hidden />
                {t('userMenu.rank')} {rankText}
              </span>
            </span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {item(
            `${base}/notifications`,
            <Bell className="h-4 w-4" aria-hidden />,
            t('userMenu.notifications'),
            notifications > 0 ? (
              <span className="rounded-full bg-danger px-1.5 text-xs font-bold text-canvas">{formatBadgeCount(notifications)}</span>
            ) : null,
          )}
          {item(`${base}/profile`, <UserRound className="h-4 w-4" aria-hidden />, t('userMenu.profile'))}
          {item(`${base}/friends`, <Users className="h-4 w-4" aria-hidden />, t('userMenu.friends'))}
          {item(
            `${base}/chats`,
            <MessageCircle className="h-4 w-4" aria-hidden />,
            t('userMenu.chats'),
            chatUnread > 0 ? (
              <span className="rounded-full bg-accent px-1.5 text-xs font-bold text-on-accent" data-testid="chat-unread-menu">
                {formatBadgeCount(chatUnread)}
              </span>
            ) : null,
          )}
          {moderator ? item('/moderation', <ShieldCheck className="h-4 w-4" aria-hidden />, tMod('menu')) : null}
          <DropdownMenuSeparator />
          {item('/faq', <CircleHelp className="h-4 w-4" aria-hidden />, help('links.faq'))}
          {item('/live', <Radio className="h-4 w-4" aria-hidden />, help('links.live'))}
          <DropdownMenuSeparator />
          <DropdownMenuItem
            disabled={signingOut}
            onSelect={() => void signOut()}
            className="text-danger data-[highlighted]:bg-danger/15 data-[highlighted]:text-danger"
          >
            <LogOut className="h-4 w-4" aria-hidden />
            {t('userMenu.signOut')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {/* Outside the menu, which closes on select: asked when a sign-out would lose offline flashcard reviews. */}
      <UnsentReviewsDialog count={unsent} onKeep={keepSignedIn} onSignOut={() => void signOut({ discardUnsent: true })} />
    </>
  );
}
