import { Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { cn } from '../../../lib/cn';

const ANSWERS = ['answerA', 'answerB', 'answerC', 'answerD'] as const;
const LABELS = ['A', 'B', 'C', 'D'] as const;

/** A still of a live battle for the hero: what the product looks like, not a working quiz. */
export function BattlePreview() {
  const { t } = useTranslation('landing');
  return (
    <figure
      aria-label={t('hero.preview.label')}
      className="relative w-full max-w-md rounded-3xl border border-line bg-surface/90 p-5 shadow-2xl shadow-black/50 sm:p-6"
    >
      <div
        aria-hidden
        className="absolute -inset-px -z-10 rounded-3xl bg-gradient-to-br from-accent/40 via-transparent to-info/30 blur-xl"
      />
      <div className="flex items-center justify-between">
        <Badge tone="danger" className="uppercase">
          <span className="h-1.5 w-1.5 animate-pulse rounded-full bg-danger" aria-hidden />
          {t('hero.preview.live')}
        </Badge>
        <span className="flex items-center gap-1 text-sm font-semibold text-warning">
          <Timer className="h-4 w-4" aria-hidden />
          {t('hero.preview.timer', { count: 7 })}
        </span>
      </div>

      <div className="mt-5 grid grid-cols-[1fr_auto_1fr] items-center gap-3">
        <Player name={t('hero.preview.playerOne')} caption={t('hero.preview.you')} score={40} initials="GM" highlight />
        <span className="text-sm font-black text-muted italic">{t('hero.preview.vs')}</span>
        <Player name={t('hero.preview.playerTwo')} score={30} initials="NA" />
      </div>

      <p className="mt-6 text-xs font-semibold tracking-wider text-muted uppercase">
        {t('hero.preview.question', { current: 5, total: 10 })}
      </p>
      <p className="mt-2 text-base font-semibold text-fg">{t('hero.preview.text')}</p>
      <ul className="mt-4 grid gap-2">
        {ANSWERS.map((key, index) => (
          <li
            key={key}
            className={cn(
              'flex items-center gap-3 rounded-xl border px-3 py-2.5 text-sm',
              index === 0 ? 'border-accent bg-accent/10 text-fg' : 'border-line bg-raised/60 text-muted',
            )}
          >
            <span
              className={cn(
                'flex h-6 w-6 items-center justify-center rounded-md text-xs font-bold',
                index === 0 ? 'bg-accent text-on-accent' : 'bg-line text-fg',
              )}
              aria-hidden
            >
              {LABELS[index]}
            </span>
            {t(`hero.preview.${key}`)}
          </li>
        ))}
      </ul>
      <div className="mt-5 h-1.5 overflow-hidden rounded-full bg-line" aria-hidden>
        <div className="h-full w-[70%] rounded-full bg-gradient-to-r from-accent to-warning" />
      </div>
    </figure>
  );
}

function Player({
  name,
  caption,
  score,
  initials,
  highlight = false,
}: {
  name: string;
  caption?: string;
  score: number;
  initials: string;
  highlight?: boolean;
}) {
  return (
    <div className={cn('flex flex-col items-center gap-1.5 text-center', highlight ? 'text-fg' : 'text-muted')}>
      <span
        aria-hidden
        className={cn(
          'flex h-12 w-12 items-center justify-center rounded-full text-sm font-black',
          highlight ? 'bg-gradient-to-br from-accent to-success text-on-accent' : 'bg-gradient-to-br from-info to-indigo-500 text-white',
        )}
      >
        {initials}
      </span>
      <span className="max-w-full truncate text-xs font-semibold">{caption ?? name}</span>
      <span className="text-2xl font-black tabular-nums">{score}</span>
    </div>
  );
}
