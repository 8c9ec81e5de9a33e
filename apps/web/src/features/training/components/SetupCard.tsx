import { LEVELS, TRAINING_MODES, TRAINING_SPORTS, type TrainingMode } from '@fanclash/protocol';
import { Play } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/Card';
import { Field } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import { useTrainingLabels } from '../hooks/useTrainingLabels';

export interface SetupChoice {
  readonly sport: string;
  readonly level: string;
  readonly mode: TrainingMode;
}

interface SetupCardProps {
  loading: boolean;
  error: string | null;
  onStart: (choice: SetupChoice) => void;
}

const ALL = 'all';

/** Sport, difficulty and mode; Start stays disabled while any is still 'all' or a start is loading (section 5). */
export function SetupCard({ loading, error, onStart }: SetupCardProps) {
  const { t } = useTranslation('training');
  const { sportName, levelName } = useTrainingLabels();
  const [sport, setSport] = useState(ALL);
  const [level, setLevel] = useState(ALL);
  const [mode, setMode] = useState<TrainingMode | typeof ALL>(ALL);
  const ready = sport !== ALL && level !== ALL && mode !== ALL;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ready && !loading) onStart({ sport, level, mode });
  };

  return (
    <Card data-testid="training-setup">
      <CardHeader>
        <CardTitle>{t('setup.title')}</CardTitle>
        <CardDescription>{t('setup.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={handleSubmit} className="flex flex-col gap-4" noValidate>
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
            <Field label={t('setup.sport')}>
              {(control) => (
                <Select
                  id={control.id}
                  value={sport}
                  onValueChange={setSport}
                  options={[
                    { value: ALL, label: t('setup.allSports') },
                    ...TRAINING_SPORTS.map((value) => ({ value, label: sportName(value) })),
                  ]}
                  disabled={loading}
                  aria-label={t('setup.sport')}
                />
              )}
            </Field>
            <Field label={t('setup.level')}>
              {(control) => (
                <Select
                  id={control.id}
                  value={level}
                  onValueChange={setLevel}
                  options={[{ value: ALL, label: t('setup.allLevels') }, ...LEVELS.map((value) => ({ value, label: levelName(value) }))]}
                  disabled={loading}
                  aria-label={t('setup.level')}
                />
              )}
            </Field>
            <Field label={t('setup.mode')} hint={mode === ALL ? undefined : t(`setup.modeHints.${mode}`)}>
              {(control) => (
                <Select
                  id={control.id}
                  aria-describedby={control['aria-describedby']}
                  value={mode}
                  onValueChange={(value) => setMode(TRAINING_MODES.find((m) => m === value) ?? ALL)}
                  options={[
                    { value: ALL, label: t('setup.allModes') },
                    ...TRAINING_MODES.map((value) => ({ value, label: t(`setup.modes.${value}`) })),
                  ]}
                  disabled={loading}
                  aria-label={t('setup.mode')}
                />
              )}
            </Field>
          </div>
          {error ? (
            <Alert tone="error" className="animate-fade-in">
              {error}
            </Alert>
          ) : null}
          <div className="flex flex-col-reverse items-stretch gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted">{ready ? null : t('setup.needChoices')}</p>
            <Button type="submit" size="lg" disabled={!ready} loading={loading} data-testid="training-start">
              {loading ? null : <Play className="h-5 w-5" aria-hidden />}
              {loading ? t('setup.starting') : t('setup.start')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
