import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar, type AvatarPresence } from '../../../components/Avatar';
import { UserText } from '../../../components/UserText';

interface PlayerRowProps {
  username: string;
  avatar: string;
  ranking: number;
  status?: AvatarPresence;
  /** Buttons on the right; they sit above the row's link. */
  actions?: ReactNode;
  testId?: string;
}

/** A player in a list: avatar (with presence for friends), name and rank; the row opens their profile. */
export function PlayerRow({ username, avatar, ranking, status, actions, testId }: PlayerRowProps) {
  const { t, i18n } = useTranslation('friends');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  return (
    <li
      data-testid={testId}
      data-username={username}
      className="relative flex items-center gap-3 rounded-xl border border-line/70 bg-canvas/40 p-3 transition-colors focus-within:border-accent/60 hover:border-line-strong max-sm:flex-wrap"
    >
      <Avatar username={username} avatar={avatar} size="xl" status={status} label={status ? username : undefined} />
      <div className="flex min-w-0 flex-1 flex-col">
        {/* The stretched link makes the whole row open the profile, with one tab stop for it. */}
        <Link
          to={`/view-profile/${encodeURIComponent(username)}`}
          aria-label={t('row.profileOf', { username })}
          title={username}
          className="truncate font-bold text-fg after:absolute after:inset-0 after:rounded-xl focus-visible:outline-none"
        >
          <UserText>{username}</UserText>
        </Link>
        <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted">
          <span>{ranking > 0 ? t('row.rankValue', { rank: number.format(ranking) }) : t('row.notRanked')}</span>
          {status ? (
            <span className={status === 'online' ? 'text-success' : undefined} data-testid="presence">
              {t(status === 'online' ? 'row.online' : 'row.offline')}
            </span>
          ) : null}
        </span>
      </div>
      {/* Phones: the buttons get a row of their own under the name, which a row of four squeezed to nothing. */}
      {actions ? <div className="relative z-10 flex shrink-0 flex-wrap items-center justify-end gap-2 max-sm:w-full">{actions}</div> : null}
    </li>
  );
}
