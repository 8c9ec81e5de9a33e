import type { BattleMode } from '@fanclash/protocol';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';

const MODES: readonly BattleMode[] = ['1v1', '2v2'];

interface ModeToggleProps {
  mode: BattleMode;
  onChange: (mode: BattleMode) => void;
  disabled?: boolean;
  /** Each card names its own group, so a label finds one group on /battles. */
  label: string;
}

/**
 * 1 v 1 or 2 v 2 (issue 32): two native radios styled as a segmented control, so arrow keys
 * move between them and screen readers announce a radio group.
 */
export function ModeToggle({ mode, onChange, disabled = false, label }: ModeToggleProps) {
  const { t } = useTranslation('battles');
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1.5" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-medium text-fg">{label}</legend>
      <div className="inline-flex w-full rounded-xl border border-line bg-canvas/60 p-1 sm:w-auto sm:self-start">
        {MODES.map((value) => (
          <label
            key={value}
            className={cn(
              'flex h-9 flex-1 cursor-pointer items-center justify-center rounded-lg px-4 text-sm font-semibold whitespace-nowrap transition-colors sm:flex-none',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-accent',
              mode === value ? 'bg-accent text-on-accent' : 'text-muted hover:text-fg',
              disabled && 'cursor-not-allowed opacity-50',
            )}
          >
            <input type="radio" name={name} value={value} checked={mode === value} onChange={() => onChange(value)} className="sr-only" />
            {t(value === '1v1' ? 'teams.mode1v1' : 'teams.mode2v2')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
