import { LEVELS, TRAINING_MODES, TRAINING_SPORTS } from '@fanclash/protocol';
import { Play } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/Alert';
import { Button } from '../../../components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/Card';
import { Field } from '../../../components/ui/Field';
import { Select } from '../../../components/ui/Select';
import { useTrainingLabels } from '../hooks/useTrainingLabels';
import { ALL, canStart, DEFAULT_SETUP, modeFrom, type SetupChoice } from '../setupChoice';

export type { SetupChoice } from '../setupChoice';

interface SetupCardProps {
  loading: boolean;
  error: string | null;
  onStart: (choice: SetupChoice) => void;
}

/** Sport, difficulty and mode, starting from playable defaults (setupChoice.ts); Start waits only for a start in flight. */
export function SetupCard({ loading, error, onStart }: SetupCardProps) {
  const { t } = useTranslation('training');
  const { sportName, levelName } = useTrainingLabels();
  const [sport, setSport] = useState(DEFAULT_SETUP.sport);
  const [level, setLevel] = useState(DEFAULT_SETUP.level);
  const [mode, setMode] = useState(DEFAULT_SETUP.mode);
  const choice: SetupChoice = { sport, level, mode };
  const ready = canStart(choice, loading);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onStart(choice);
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
            <Field label={t('setup.mode')} hint={t(`setup.modeHints.${mode}`)}>
              {(control) => (
                <Select
                  id={control.id}
                  aria-describedby={control['aria-describedby']}
                  value={mode}
                  onValueChange={(value) => setMode((current) => modeFrom(value, current))}
                  options={TRAINING_MODES.map((value) => ({ value, label: t(`setup.modes.${value}`) }))}
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
          <div className="flex flex-col items-stretch gap-3 sm:flex-row sm:items-center sm:justify-end">
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
