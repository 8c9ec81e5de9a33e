import { FORUM_SPORT_FILTERS } from '@fanclash/protocol';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../features/dashboard/components/Tabs';
import { DebatesTab } from '../features/debates/components/DebatesTab';
import { NewsTab } from '../features/news/NewsTab';
import { TransfersTab } from '../features/transfers/TransfersTab';
import { usePageTitle } from '../hooks/usePageTitle';

const TABS = ['debates', 'news', 'transfers'] as const;
type ForumTab = (typeof TABS)[number];
const isTab = (value: string | null): value is ForumTab => (TABS as readonly (string | null)[]).includes(value);
const isSport = (value: string | null): value is string => (FORUM_SPORT_FILTERS as readonly (string | null)[]).includes(value);

/**
 * `/forum`: tabs debates, news and transfers (spec section 2). The open tab and the sport
 * filter live in the address (?tab=news, ?sport=tennis), so reload and back keep them.
 */
export default function ForumPage() {
  const { t } = useTranslation('debates');
  usePageTitle(t('forum.pageTitle'));
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: ForumTab = isTab(tabParam) ? tabParam : 'debates';
  const sportParam = params.get('sport');
  const sport = isSport(sportParam) ? sportParam : 'all';

  const update = (changes: Record<string, string | null>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-xs font-bold tracking-[0.2em] text-accent uppercase">{t('forum.eyebrow')}</p>
        <h1 className="text-3xl font-black tracking-tight text-fg sm:text-4xl">{t('forum.title')}</h1>
        <p className="max-w-2xl text-muted">{t('forum.subtitle')}</p>
      </header>
      <Tabs value={tab} onValueChange={(value) => update({ tab: value === 'debates' ? null : value })} className="flex flex-col gap-5">
        <TabsList aria-label={t('forum.tabs.label')}>
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value} label={t(`forum.tabs.${value}`)} />
          ))}
        </TabsList>
        <TabsContent value="debates">
          <DebatesTab sport={sport} onSportChange={(value) => update({ sport: value === 'all' ? null : value })} />
        </TabsContent>
        <TabsContent value="news">
          <NewsTab />
        </TabsContent>
        <TabsContent value="transfers">
          <TransfersTab />
        </TabsContent>
      </Tabs>
    </div>
  );
}
