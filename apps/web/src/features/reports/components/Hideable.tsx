import type { ReportKind } from '@fanclash/protocol';
import { EyeOff, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useHiddenForMe } from '../hiddenForMe';

/**
 * An item the player hid for themselves after reporting it shows as one line with "Show";
 * otherwise its content as given.
 */
export function HiddenForMe({ kind, id, children }: { kind: ReportKind; id: string; children: ReactNode }) {
  const { t } = useTranslation('reports');
  const [hidden, setHidden] = useHiddenForMe(kind, id);
  if (!hidden) return <>{children}</>;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-muted italic" data-testid="hidden-for-me">
      <EyeOff className="h-4 w-4" aria-hidden />
      {t('hiddenForMe')}
      <button
        type="button"
        className="font-semibold text-accent not-italic underline-offset-2 hover:underline"
        onClick={() => setHidden(false)}
      >
        {t('show')}
      </button>
    </p>
  );
}

/** What the author of an item a moderator hid sees beside it (nobody else gets the item). */
export function HiddenByModerator({ hidden }: { hidden: boolean | undefined }) {
  const { t } = useTranslation('reports');
  if (!hidden) return null;
  return (
    <p className="flex items-center gap-1.5 text-xs font-medium text-warning" data-testid="hidden-by-moderator">
      <ShieldAlert className="h-3.5 w-3.5" aria-hidden />
      {t('hiddenByModerator')}
    </p>
  );
}
