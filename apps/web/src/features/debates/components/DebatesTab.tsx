import { MessagesSquare, Plus, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { LoadingBlock } from '../../../components/ui/Spinner';
import { Select } from '../../../components/ui/Select';
import { useDebates } from '../hooks/useDebates';
import { useDebatesListLive } from '../hooks/useDebateLive';
import { useSportLabel } from '../hooks/useSportLabel';
import { DEBATE_FILTER_SPORTS, filterEntry } from '../sports';
import { DebateCard } from './DebateCard';

interface DebatesTabProps {
  sport: string;
  onSportChange: (sport: string) => void;
}

/** The forum's debates tab: sport filter, create and refresh buttons, and the list of debates. */
export function DebatesTab({ sport, onSportChange }: DebatesTabProps) {
  const { t } = useTranslation('debates');
  const sportLabel = useSportLabel();
  const debates = useDebates(sport);
  // Each card's totals follow others' votes and comments while the list is shown (issue 34).
  useDebatesListLive();
  const picks = debates.data?.pages.flatMap((page) => page.picks) ?? [];
  const total = debates.data?.pages[0]?.total ?? 0;
  const refreshing = debates.isFetching && !debates.isFetchingNextPage;

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-center gap-2">
          <Select
            aria-label={t('list.sportFilter')}
            value={filterEntry(sport)}
            onValueChange={onSportChange}
            options={DEBATE_FILTER_SPORTS.map((value) => ({ value, label: sportLabel(value) }))}
            className="w-full sm:w-56"
          />
          <Button
            variant="secondary"
            size="icon"
            onClick={() => void debates.refetch()}
            aria-label={t('list.refresh')}
            title={t('list.refresh')}
            disabled={refreshing}
          >
            <RotateCw className={refreshing ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden />
          </Button>
        </div>
        <ButtonLink to="/forum/debates/create">
          <Plus className="h-4 w-4" aria-hidden />
          {t('list.create')}
        </ButtonLink>
      </div>

      {debates.isPending ? (
        <LoadingBlock label={t('list.loading')} />
      ) : debates.isError && picks.length === 0 ? (
        <Card role="alert" className="flex flex-col items-center gap-3 p-8 text-center">
          <p className="text-danger">{t('list.loadFailed')}</p>
          <Button variant="secondary" onClick={() => void debates.refetch()}>
            <RotateCw className="h-4 w-4" aria-hidden />
            {t('list.retry')}
          </Button>
        </Card>
      ) : picks.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 p-8 text-center">
          <MessagesSquare className="h-10 w-10 text-muted" aria-hidden />
          <p className="text-lg font-semibold text-fg">{sport === 'all' ? t('list.empty') : t('list.emptyFiltered')}</p>
          <p className="max-w-md text-sm text-muted">{t('list.emptyHint')}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button variant="secondary" onClick={() => void debates.refetch()}>
              <RotateCw className="h-4 w-4" aria-hidden />
              {t('list.refresh')}
            </Button>
            <ButtonLink to="/forum/debates/create">
              <Plus className="h-4 w-4" aria-hidden />
              {t('list.create')}
            </ButtonLink>
          </div>
        </Card>
      ) : (
        <>
          <p className="text-sm text-muted" aria-live="polite">
            {t('list.count', { count: total })}
          </p>
          <ul className="flex flex-col gap-4">
            {picks.map((pick) => (
              <li key={pick.id}>
                <DebateCard pick={pick} />
              </li>
            ))}
          </ul>
          {debates.hasNextPage ? (
            <Button
              variant="secondary"
              className="self-center"
              loading={debates.isFetchingNextPage}
              onClick={() => void debates.fetchNextPage()}
            >
              {t('list.loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}
