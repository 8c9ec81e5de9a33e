import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Field } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import { cn } from '../../../lib/cn';
import { RESULT_FILTERS, SPORT_FILTERS } from '../filters';
import { useBattleLabels } from '../hooks/useBattleLabels';
import type { HistoryResultFilter } from '../queryKeys';

interface HistoryFilterBarProps {
  sport: string;
  result: HistoryResultFilter;
  onSportChange: (sport: string) => void;
  onResultChange: (result: HistoryResultFilter) => void;
  onClear: (() => void) | null;
}

/** Sport and result filters of the all-battles page, with clear-filters while any is set. */
export function HistoryFilterBar({ sport, result, onSportChange, onResultChange, onClear }: HistoryFilterBarProps) {
  const { t } = useTranslation('battleHistory');
  const { sportName } = useBattleLabels();
  const sportOptions = SPORT_FILTERS.map((value) => ({ value, label: value === 'all' ? t('all.filters.allSports') : sportName(value) }));
  const resultOptions = RESULT_FILTERS.map((value) => ({
    value,
    label: value === 'all' ? t('all.filters.allResults') : t(`results.${value}`),
  }));
  return (
    <section
      aria-label={t('all.filters.label')}
      className={cn('grid grid-cols-1 items-end gap-3', onClear ? 'sm:grid-cols-[1fr_1fr_auto]' : 'sm:grid-cols-2')}
    >
      <Field label={t('all.filters.sport')}>
        {(control) => <Select id={control.id} value={sport} onValueChange={onSportChange} options={sportOptions} />}
      </Field>
      <Field label={t('all.filters.result')}>
        {(control) => (
          <Select
            id={control.id}
            value={result}
            onValueChange={(value) => onResultChange(RESULT_FILTERS.find((option) => option === value) ?? 'all')}
            options={resultOptions}
          />
        )}
      </Field>
      {onClear ? (
        <Button variant="ghost" onClick={onClear}>
          <X className="h-4 w-4" aria-hidden />
          {t('all.filters.clear')}
        </Button>
      ) : null}
    </section>
  );
}
