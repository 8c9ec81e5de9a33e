import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notices/toast';
import { useBattleLabels } from '../../battle-history/hooks/useBattleLabels';
import { dailyBoardPath } from '../api';
import { dailyShareText, type DailyShare } from '../share';

/**
 * Shares a daily run (the result screen and the Daily card): the device's share sheet where
 * there is one, else the clipboard; the same text from both places.
 */
export function useShareDaily(): (run: DailyShare) => Promise<void> {
  const { t } = useTranslation('daily');
  const { sportName } = useBattleLabels();
  return useCallback(
    async (run: DailyShare) => {
      const link = `${window.location.origin}${dailyBoardPath(run.sport)}`;
      const heading = t('run.shareText', { sport: sportName(run.sport), date: run.date, score: run.score });
      const text = dailyShareText(heading, run.grid, link);
      try {
        if (typeof navigator.share === 'function') await navigator.share({ text });
        else {
          await navigator.clipboard.writeText(text);
          toast.success(t('run.copied'));
        }
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        toast.error(t('run.shareFailed'));
      }
    },
    [t, sportName],
  );
}
