import type { WaitingBattle } from '@fanclash/protocol';
import { RefreshCw, Swords } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../../components/ui/Badge';
import { Button } from '../../../../components/ui/Button';
import { Card } from '../../../../components/ui/Card';
import { LoadingBlock } from '../../../../components/ui/Spinner';
import { useNow } from '../../hooks/useNow';
import type { OpenBattleHandlers } from './OpenBattleActions';
import { OpenBattleCards } from './OpenBattleCards';
import { OpenBattlesTable } from './OpenBattlesTable';

/** Relative waiting times change in 5 s steps; one clock serves every row. */
const WAITING_CLOCK_MS = 5_000;

interface OpenBattlesSectionProps extends OpenBattleHandlers {
  battles: readonly WaitingBattle[];
  loaded: boolean;
  online: boolean;
  username: string;
  onRefresh: () => void;
}

/** The open battles: count and refresh, then a table (wide screens) or cards (phones), or the empty state. */
export function OpenBattlesSection({ battles, loaded, online, username, onRefresh, ...handlers }: OpenBattlesSectionProps) {
  const { t } = useTranslation('battles');
  const now = useNow(WAITING_CLOCK_MS, battles.length > 0);
  return (
    <section aria-labelledby="open-battles-title" className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <h2 id="open-battles-title" className="text-xl font-bold tracking-tight text-fg">
            {t('open.title')}
          </h2>
          {loaded ? (
            <Badge tone="accent" aria-live="polite" data-testid="open-battles-count">
              {t('open.count', { count: battles.length })}
            </Badge>
          ) : null}
        </div>
        <Button variant="secondary" size="sm" onClick={onRefresh} disabled={!online} aria-label={t('open.refreshLabel')}>
          <RefreshCw className="h-4 w-4" aria-hidden />
          <span className="hidden sm:inline">{t('open.refresh')}</span>
        </Button>
      </div>
      <Card className="overflow-hidden">
        {!loaded ? (
          <LoadingBlock label={online ? t('open.loading') : t('open.connecting')} className="py-12" />
        ) : battles.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-12 text-center" data-testid="open-battles-empty">
            <span className="mb-1 flex h-12 w-12 items-center justify-center rounded-full bg-accent/10 text-accent">
              <Swords className="h-6 w-6" aria-hidden />
            </span>
            <p className="font-semibold text-fg">{t('open.empty')}</p>
            <p className="max-w-sm text-sm text-muted">{t('open.emptyHint')}</p>
          </div>
        ) : (
          <>
            <div className="hidden md:block">
              <OpenBattlesTable battles={battles} username={username} now={now} {...handlers} />
            </div>
            <div className="p-3 md:hidden">
              <OpenBattleCards battles={battles} username={username} now={now} {...handlers} />
            </div>
          </>
        )}
      </Card>
    </section>
  );
}
