import type { User } from '@fanclash/protocol';
import { Bell, ShieldAlert, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '../../../components/ui/Card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../dashboard/components/Tabs';
import { BlockedPlayersSection } from '../../friends/components/BlockedPlayersSection';
import { ReplaySettingSection } from '../../battles/play-now/ReplaySettingSection';
import { DeleteAccountSection } from './DeleteAccountSection';
import { ProfileForm } from './ProfileForm';
import { ResetStatsSection } from './ResetStatsSection';
import { TourSettingsSection } from '../../tour/components/TourSettingsSection';
import { SignOutEverywhereSection } from './SignOutEverywhereSection';
import { NotificationSettingsSection } from '../../notifications/components/NotificationSettingsSection';

/** Profile settings: the Profile and Account tabs (spec section 2), and Notifications (issue 34). */
export function ProfileSettings({ user }: { user: User }) {
  const { t } = useTranslation('profile');
  const { t: tNotifications } = useTranslation('notifications');
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-black tracking-tight text-fg sm:text-4xl">{t('title')}</h1>
        <p className="text-muted">{t('subtitle')}</p>
      </header>
      <Tabs defaultValue="profile" className="flex flex-col gap-5">
        <TabsList aria-label={t('tabs.label')}>
          <TabsTrigger value="profile" icon={<UserRound className="h-4 w-4" aria-hidden />} label={t('tabs.profile')} />
          <TabsTrigger value="account" icon={<ShieldAlert className="h-4 w-4" aria-hidden />} label={t('tabs.account')} />
          <TabsTrigger value="notifications" icon={<Bell className="h-4 w-4" aria-hidden />} label={tNotifications('settings.tab')} />
        </TabsList>
        <TabsContent value="profile">
          <Card>
            <CardContent className="pt-5 sm:pt-6">
              <ProfileForm user={user} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="account" className="flex flex-col gap-5">
          <TourSettingsSection username={user.username} />
          <SignOutEverywhereSection />
          <BlockedPlayersSection />
          <ReplaySettingSection />
          <ResetStatsSection username={user.username} />
          <DeleteAccountSection username={user.username} />
        </TabsContent>
        <TabsContent value="notifications" className="flex flex-col gap-5">
          <NotificationSettingsSection />
        </TabsContent>
      </Tabs>
    </div>
  );
}
