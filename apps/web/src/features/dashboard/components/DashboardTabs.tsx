import type { User } from '@fanclash/protocol';
import { LayoutGrid, Swords, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BattleHistoryList } from '../../battle-history/components/BattleHistoryList';
import { BattleStatsCard } from '../../battle-history/components/BattleStatsCard';
import { RecentBattlesCard } from '../../battle-history/components/RecentBattlesCard';
import type { DashboardTab } from '../../tour/steps';
import { FriendsTab } from './FriendsTab';
import { ProfileCard } from './ProfileCard';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

/**
 * The dashboard's three tabs (spec section 2): overview, battles, friends; below 768 px
 * they read stats, battles, social. The battle cards belong to the battle-history feature.
 */
export function DashboardTabs({ user, tab, onTabChange }: { user: User; tab: DashboardTab; onTabChange: (tab: DashboardTab) => void }) {
  const { t } = useTranslation('dashboard');
  return (
    // Controlled: the onboarding tour switches to the tab that holds the element it highlights.
    <Tabs value={tab} onValueChange={(value) => onTabChange(value as DashboardTab)} className="flex flex-col gap-5">
      <TabsList aria-label={t('tabs.label')}>
        <TabsTrigger
          value="overview"
          icon={<LayoutGrid className="h-4 w-4" aria-hidden />}
          label={t('tabs.overview')}
          shortLabel={t('tabs.overviewShort')}
        />
        <TabsTrigger
          value="battles"
          icon={<Swords className="h-4 w-4" aria-hidden />}
          label={t('tabs.battles')}
          shortLabel={t('tabs.battlesShort')}
        />
        <TabsTrigger
          value="friends"
          icon={<Users className="h-4 w-4" aria-hidden />}
          label={t('tabs.friends')}
          shortLabel={t('tabs.friendsShort')}
        />
      </TabsList>
      <TabsContent value="overview" className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
        <ProfileCard user={user} />
        <RecentBattlesCard username={user.username} />
      </TabsContent>
      <TabsContent value="battles" className="grid gap-5 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
        <BattleHistoryList username={user.username} />
        <BattleStatsCard username={user.username} />
      </TabsContent>
      <TabsContent value="friends">
        <FriendsTab username={user.username} friends={user.friends} />
      </TabsContent>
    </Tabs>
  );
}
