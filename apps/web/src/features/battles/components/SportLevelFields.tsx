import { BATTLE_SPORTS, LEVELS } from '@fanclash/protocol';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import { useBattleLabels } from '../../battle-history/hooks/useBattleLabels';

interface SportLevelFieldsProps {
  sport: string;
  level: string;
  onSportChange: (sport: string) => void;
  onLevelChange: (level: string) => void;
  disabled: boolean;
  /** The two fields' labels: each card names its own, so a label finds one field on /battles. */
  sportLabel: string;
  levelLabel: string;
  className?: string;
}

/** A battle's sport and difficulty, as the arena's Create a battle and Play now cards ask them. */
export function SportLevelFields({
  sport,
  level,
  onSportChange,
  onLevelChange,
  disabled,
  sportLabel,
  levelLabel,
  className,
}: SportLevelFieldsProps) {
  const { t } = useTranslation('battles');
  const { sportName, levelName } = useBattleLabels();
  return (
    <div className={className ?? 'grid grid-cols-1 gap-4 sm:grid-cols-2'}>
      <Field label={sportLabel}>
        {(control) => (
          <Select
            id={control.id}
            value={sport || undefined}
            onValueChange={onSportChange}
            placeholder={t('create.sportPlaceholder')}
            options={BATTLE_SPORTS.map((value) => ({ value, label: sportName(value) }))}
            disabled={disabled}
          />
        )}
      </Field>
      <Field label={levelLabel}>
        {(control) => (
          <Select
            id={control.id}
            value={level || undefined}
            onValueChange={onLevelChange}
            placeholder={t('create.levelPlaceholder')}
            options={LEVELS.map((value) => ({ value, label: levelName(value) }))}
            disabled={disabled}
          />
        )}
      </Field>
    </div>
  );
}
