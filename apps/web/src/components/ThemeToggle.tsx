import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../lib/cn';
import { setTheme, useTheme } from '../lib/theme';

/**
 * Switches between the light and the dark theme (saved; until then the system's choice).
 * `labelled` shows the words too (the mobile menu), else an icon button with the same name.
 */
const DISPLAY = {
  always: 'inline-flex',
  // Where a header has no room on narrow screens (another place offers the toggle there).
  wide: 'hidden min-[420px]:inline-flex',
  desktop: 'hidden md:inline-flex',
} as const;

interface ThemeToggleProps {
  labelled?: boolean;
  shown?: keyof typeof DISPLAY;
}

export function ThemeToggle({ labelled = false, shown = 'always' }: ThemeToggleProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  const Icon = theme === 'dark' ? Moon : Sun;
  return (
    <button
      type="button"
      onClick={() => setTheme(next)}
      aria-label={t(next === 'light' ? 'theme.toLight' : 'theme.toDark')}
      title={t(next === 'light' ? 'theme.toLight' : 'theme.toDark')}
      data-testid="theme-toggle"
      data-theme={theme}
      className={cn(
        labelled ? 'flex' : DISPLAY[shown],
        'h-10 items-center gap-3 rounded-xl border border-line bg-raised/60 px-2.5 text-fg hover:border-line-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        labelled && 'h-12 w-full border-transparent bg-transparent px-3 text-base font-semibold hover:bg-raised',
      )}
    >
      <Icon className="h-5 w-5" aria-hidden />
      {labelled ? <span aria-hidden>{t(theme === 'dark' ? 'theme.dark' : 'theme.light')}</span> : null}
    </button>
  );
}
