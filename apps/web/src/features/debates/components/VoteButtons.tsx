import type { DebatePick, VoteOption } from '@fanclash/protocol';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { UserText } from '../../../components/UserText';

interface VoteButtonsProps {
  pick: DebatePick;
  onVote: (option: VoteOption) => void;
  disabled?: boolean;
}

/** One button per side; the player's pick is pressed, and pressing it again takes the vote back. */
export function VoteButtons({ pick, onVote, disabled }: VoteButtonsProps) {
  const { t, i18n } = useTranslation('debates');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const sides = [
    { option: 'option1' as const, name: pick.option1_name, votes: pick.option1_votes, tone: 'accent' },
    { option: 'option2' as const, name: pick.option2_name, votes: pick.option2_votes, tone: 'info' },
  ];
  return (
    <div className="grid grid-cols-1 gap-2 min-[420px]:grid-cols-2">
      {sides.map(({ option, name, votes, tone }) => {
        const chosen = pick.user_vote === option;
        return (
          <button
            key={option}
            type="button"
            aria-pressed={chosen}
            aria-label={chosen ? t('vote.removeVote', { option: name }) : t('vote.voteFor', { option: name })}
            disabled={disabled}
            onClick={() => onVote(option)}
            className={cn(
              'flex min-h-11 min-w-0 items-center justify-between gap-2 rounded-xl border px-3 py-2 text-left text-sm font-semibold transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent disabled:cursor-wait disabled:opacity-70',
              tone === 'accent'
                ? chosen
                  ? 'border-accent bg-accent text-on-accent'
                  : 'border-accent/40 text-fg hover:bg-accent/10'
                : chosen
                  ? 'border-info bg-info text-canvas'
                  : 'border-info/40 text-fg hover:bg-info/10',
            )}
          >
            <span className="flex min-w-0 items-center gap-1.5">
              {chosen ? <Check className="h-4 w-4" aria-hidden /> : null}
              <UserText className="truncate">{name}</UserText>
            </span>
            <span className="shrink-0 tabular-nums" data-testid={`${option}-votes`}>
              {number.format(votes)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
