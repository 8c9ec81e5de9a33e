import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar';
import { Button } from '../../../components/ui/Button';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { SettingsSection } from '../../profile/components/SettingsSection';
import { useFriendActions } from '../hooks/useFriendActions';
import { useBlockedPlayers } from '../hooks/useFriendQueries';
import { UserText } from '../../../components/UserText';

/** Profile settings, Account tab: the players one blocked, each with Unblock. */
export function BlockedPlayersSection() {
  const { t, i18n } = useTranslation('friends');
  const blocked = useBlockedPlayers();
  const { act, pendingFor } = useFriendActions();
  const date = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium' });
  return (
    <SettingsSection
      icon={<Ban className="h-5 w-5" aria-hidden />}
      title={t('blocked.title')}
      description={t('blocked.description')}
      testId="blocked-players"
    >
      {blocked.isPending ? (
        <LoadingBlock label={t('page.loading')} />
      ) : blocked.isError ? (
        <p className="text-sm text-danger">{t('blocked.loadFailed')}</p>
      ) : blocked.data.length === 0 ? (
        <p className="text-sm text-muted">{t('blocked.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {blocked.data.map((player) => (
            <li key={player.username} className="flex items-center gap-3">
              <Avatar username={player.username} avatar={player.avatar} size="md" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span title={player.username} className="truncate font-semibold text-fg">
                  <UserText>{player.username}</UserText>
                </span>
                <span className="text-xs text-muted">{t('blocked.since', { date: date.format(new Date(player.blocked_at)) })}</span>
              </span>
              <Button
                size="sm"
                variant="outline"
                loading={pendingFor(player.username) !== null}
                aria-label={t('relation.unblockNamed', { username: player.username })}
                onClick={() => act('unblock_user', player.username)}
              >
                {t('relation.unblock')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
